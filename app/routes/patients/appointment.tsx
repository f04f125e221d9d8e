import { Stack, Title } from '@mantine/core';
import type { Route } from './+types/appointment';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PatientAppointments } from '../../components/booking/patient-appointments.tsx';
import { PaymentResultNotice } from '../../components/payments/payment-result-notice.tsx';
import { ReturnedAppointment } from '../../components/booking/returned-appointment.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'booking.nav.appointments');
}

/** SPEC §2 patients/appointment: upcoming and past appointments. */
export default function PatientAppointmentsPage() {
  const { t } = useT();
  return (
    <Stack gap="xl">
      <Title order={1}>{t('booking.nav.appointments')}</Title>
      <PaymentResultNotice />
      <ReturnedAppointment />
      <PatientAppointments />
    </Stack>
  );
}
