import { Stack, Title } from '@mantine/core';
import type { Route } from './+types/appointments';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PartnerAppointments } from '../../components/booking/partner-appointments.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'booking.nav.appointments');
}

/** SPEC §2 partners/appointments. */
export default function PartnerAppointmentsPage() {
  const { t } = useT();
  return (
    <Stack gap="xl">
      <Title order={1}>{t('booking.nav.appointments')}</Title>
      <PartnerAppointments />
    </Stack>
  );
}
