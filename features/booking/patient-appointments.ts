import { sql } from 'drizzle-orm';
import { selectRows as rows } from '../../db/sql.ts';
import { PATIENT_LIST_PAGE_SIZE, type TAppointment, type TAppointmentList, type TPatientAppointmentsQuery } from '../../contracts/booking.ts';
import { listMeta } from '../../contracts/envelope.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ConflictError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { requestRefunds } from '../payments/refunds.ts';
import { cancelReminders, notifyPatient } from './notices.ts';
import { recordEvent } from './appointment-rows.ts';
import { loadAppointments, patientMayChange } from './views.ts';
import { requirePatientAppointment, slotsChanged, viewAppointment, viewRules, type BookingContext } from './context.ts';

/** The patient's own appointments in the cabinet: the lists, one of them, and cancelling one (SPEC §5). */

/** The coming or the past appointments of the patient, a page at a time. */
export async function patientAppointments(
  context: BookingContext,
  user: SessionUser,
  input: TPatientAppointmentsQuery,
  locale: Locale,
): Promise<TAppointmentList> {
  const at = context.now().toISOString();
  const scope =
    input.scope === 'upcoming'
      ? sql`a.patient_id = ${user.id} and a.status in ('booked', 'approved') and a.end_at > ${at}::timestamptz`
      : sql`a.patient_id = ${user.id} and a.booked_at is not null and (a.status not in ('booked', 'approved') or a.end_at <= ${at}::timestamptz)`;
  const order = input.scope === 'upcoming' ? sql`order by a.start_at, a.id` : sql`order by a.start_at desc, a.id desc`;
  const offset = (input.page - 1) * PATIENT_LIST_PAGE_SIZE;
  const [[{ total }], data] = await Promise.all([
    rows<{ total: number }>(context.db, sql`select count(*)::int as total from appointments a where ${scope}`),
    loadAppointments(context.db, locale, scope, viewRules(context), sql`${order} limit ${PATIENT_LIST_PAGE_SIZE} offset ${offset}`),
  ]);
  return { data, meta: listMeta(total, input.page, PATIENT_LIST_PAGE_SIZE) };
}

/** One booked appointment of the patient; a hold is not one. */
export function patientAppointment(context: BookingContext, user: SessionUser, id: number, locale: Locale): Promise<TAppointment> {
  return viewAppointment(context, id, locale, sql`a.patient_id = ${user.id} and a.booked_at is not null`);
}

/** Cancels a booking up to the cut-off; the time is free at once. */
export async function cancel(context: BookingContext, user: SessionUser, id: number, locale: Locale): Promise<TAppointment> {
  let refund = false;
  const doctorId = await context.db.transaction(async (tx) => {
    const row = await requirePatientAppointment(tx, user, id);
    if (!patientMayChange(row.status, row.start_at, viewRules(context))) {
      throw new ConflictError('booking.change.too.late', { hours: context.settings.cancelCutoffMinutes / 60 });
    }
    await tx.execute(sql`update appointments set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = ${id}`);
    await recordEvent(tx, { appointmentId: id, action: 'cancelled', from: row.status, to: 'cancelled', actor: 'patient', userId: user.id });
    // Money paid for it goes back: recorded with the cancel, sent by the worker (docs/decisions/181).
    refund = await requestRefunds(tx, id, context.now());
    await cancelReminders(tx, id);
    await notifyPatient(tx, context, id, 'cancelled');
    return row.doctor_id;
  });
  slotsChanged(context, doctorId);
  if (refund) context.refundQueued?.();
  return viewAppointment(context, id, locale, sql`a.patient_id = ${user.id}`);
}
