import type { z } from 'zod';
import { ZPatientAppointmentsQuery } from './booking.ts';
import type { ZDoctorAppointment, ZDoctorAppointmentList } from './routes/booking-answers.ts';

/**
 * The doctor's own appointments in the doctor cabinet: GET /doctors/me/appointments?scope=upcoming|past&page=
 * (docs/decisions/183, "The doctor's view"). Upcoming: booked or approved and not yet over, soonest first;
 * past: everything else that was booked (over, cancelled, rejected), latest first. Holds never appear.
 */

/** The same scopes and paging as the patient's own list. */
export const ZDoctorAppointmentsQuery = ZPatientAppointmentsQuery;
export type TDoctorAppointmentsQuery = z.output<typeof ZDoctorAppointmentsQuery>;

/** One visit as its doctor reads it (routes/booking-answers.ts states the shape). */
export type TDoctorAppointment = z.output<typeof ZDoctorAppointment>;
export type TDoctorAppointmentList = z.output<typeof ZDoctorAppointmentList>;
