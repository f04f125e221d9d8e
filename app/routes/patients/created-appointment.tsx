import type { Route } from './+types/created-appointment';
import { privatePageMeta } from '../../components/account/meta.ts';
import { CreatedAppointment } from '../../components/booking/created-appointment.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'booking.created.title');
}

/** SPEC §2 patients/created-appointment: the confirmation after booking (`?id=`). */
export default function PatientCreatedAppointment() {
  return <CreatedAppointment />;
}
