import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import { PATIENT_LIST_PAGE_SIZE, type TAppointment } from '../../contracts/booking.ts';
import type { TDoctorAppointment, TDoctorAppointmentList, TDoctorAppointmentsQuery } from '../../contracts/doctor-appointments.ts';
import { listMeta } from '../../contracts/envelope.ts';
import { ForbiddenError } from '../errors.ts';
import { doctors } from '../../db/schema/index.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { a, countAppointments, loadAppointments, timeScope } from './views.ts';

/** The doctor card of a signed-in doctor account, or 403 when the account has none (or it is in trash). */
export async function doctorOfAccount(db: Db, user: Pick<SessionUser, 'id'>): Promise<number> {
  const [doctor] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.user_id, user.id), isNull(doctors.deleted_at)));
  if (!doctor) throw new ForbiddenError();
  return doctor.id;
}

/** What a doctor needs of a visit: no payment, comment or e-mail; the phone of whoever the clinic calls. */
export function toDoctorAppointment(appointment: TAppointment): TDoctorAppointment {
  const { id, status, format, start, end, date, time, institution, service, patient, contact, referral_number } = appointment;
  return {
    id,
    status,
    format,
    start,
    end,
    date,
    time,
    institution,
    service,
    patient: { first_name: patient.first_name, last_name: patient.last_name, middle_name: patient.middle_name, age: patient.age, relation: patient.relation },
    contact: { name: contact?.name ?? null, phone: patient.phone },
    referral_number,
  };
}

/** The doctor cabinet's reads of the doctor's own appointments (docs/decisions/183, "The doctor's view"). */
export function createDoctorReads(db: Db, { now = () => new Date() }: { now?: () => Date } = {}) {
  return {
    async appointments(user: SessionUser, input: TDoctorAppointmentsQuery, locale: Locale): Promise<TDoctorAppointmentList> {
      const doctorId = await doctorOfAccount(db, user);
      const { where, orderBy } = timeScope(input.scope, now());
      const scope = and(eq(a.doctor_id, doctorId), where);
      const offset = (input.page - 1) * PATIENT_LIST_PAGE_SIZE;
      // The patient's own rights (cancel, pay) are not the doctor's to see: no cut-off applies here.
      const rules = { now: now().getTime(), cancelCutoffMinutes: 0 };
      const [total, data] = await Promise.all([
        countAppointments(db, scope),
        loadAppointments(db, locale, scope, rules, { orderBy, limit: PATIENT_LIST_PAGE_SIZE, offset }),
      ]);
      return { data: data.map(toDoctorAppointment), meta: listMeta(total, input.page, PATIENT_LIST_PAGE_SIZE) };
    },
  };
}
