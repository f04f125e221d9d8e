import { ZPatientAppointmentsQuery, type TAppointment } from './booking.ts';
import type { TListMeta } from './envelope.ts';

/**
 * The doctor's own appointments in the doctor cabinet: GET /doctors/me/appointments?scope=upcoming|past&page=
 * (docs/decisions/183, "The doctor's view"). Upcoming: booked or approved and not yet over, soonest first;
 * past: everything else that was booked (over, cancelled, rejected), latest first. Holds never appear.
 */

/** The same scopes and paging as the patient's own list. */
export const ZDoctorAppointmentsQuery = ZPatientAppointmentsQuery;

/** One visit as its doctor reads it: when, where, what, whom for, and whom the clinic calls. */
export interface TDoctorAppointment extends Pick<TAppointment, 'id' | 'status' | 'format' | 'start' | 'end' | 'date' | 'time' | 'institution' | 'service'> {
  /** `age` in full years on the visit day (shown only under 18); `relation` to the account holder who booked. */
  patient: Pick<TAppointment['patient'], 'first_name' | 'last_name' | 'middle_name' | 'age' | 'relation'>;
  /** The account holder the clinic calls; `name` is null when the visit is for the holder herself. */
  contact: { name: string | null; phone: string | null };
}

export interface TDoctorAppointmentList {
  data: TDoctorAppointment[];
  meta: TListMeta;
}
