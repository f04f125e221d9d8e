import { ZDoctorAppointmentsQuery } from '../doctor-appointments.ts';
import { ZDoctorAppointmentList } from './booking-answers.ts';
import { route } from './define.ts';

/** The doctor cabinet's own appointments (docs/decisions/183, "The doctor's view"). */
export const doctorAppointments = route({
  method: 'GET',
  path: 'doctors/me/appointments',
  access: { accounts: ['doctor'] },
  noStore: true,
  query: ZDoctorAppointmentsQuery,
  invalidQuery: 422,
  answer: { status: 200, schema: ZDoctorAppointmentList, description: 'list' },
  errors: { 403: 'not a doctor account, or no doctor card of this account', 422: 'bad scope or page' },
  operationId: 'doctorAppointments',
  summary:
    "The signed-in doctor's own visits, 20 a page: upcoming (booked or approved, soonest first) or past (over, cancelled or rejected, latest first); " +
    'each names the patient (age on the visit day, relation) and the contact the clinic calls. Holds never appear.',
  tag: 'booking',
});
