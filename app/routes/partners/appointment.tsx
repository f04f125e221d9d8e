import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import type { Route } from './+types/appointment';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PartnerAppointmentDetail } from '../../components/booking/partner-appointment-detail.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'booking.nav.appointments');
}

/** SPEC §2 partners/appointments/{id}. */
export default function PartnerAppointmentPage() {
  const { t } = useT();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Alert color="yellow" role="status">
        {t('data.not.found')}
      </Alert>
    );
  }
  return <PartnerAppointmentDetail key={id} id={id} />;
}
