import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import { PATIENT_LIST_PAGE_SIZE, type TAppointment, type TAppointmentList, type TPatientAppointmentsQuery } from '../../contracts/booking.ts';
import { listMeta } from '../../contracts/envelope.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ConflictError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { requestRefunds } from '../payments/refunds.ts';
import { cancelReminders, notifyPatient } from './notices.ts';
import { recordEvent, type LockedAppointment } from './appointment-rows.ts';
import type { Db } from '../../db/client.ts';
import { queueWaitlistMatch } from './freed-time.ts';
import { a, countAppointments, loadAppointments, patientMayChange, timeScope } from './views.ts';
import { requirePatientAppointment, slotsChanged, viewAppointment, viewRules, type BookingContext } from './context.ts';

/** The patient's own appointments in the cabinet: the lists, one of them, and cancelling one (SPEC §5). */

/** The coming or the past appointments of the patient, a page at a time. */
export async function patientAppointments(
  context: BookingContext,
  user: SessionUser,
  input: TPatientAppointmentsQuery,
  locale: Locale,
): Promise<TAppointmentList> {
  const { where, orderBy } = timeScope(input.scope, context.now());
  const scope = and(eq(a.patient_id, user.id), where);
  const offset = (input.page - 1) * PATIENT_LIST_PAGE_SIZE;
  const [total, data] = await Promise.all([
    countAppointments(context.db, scope),
    loadAppointments(context.db, locale, scope, viewRules(context), { orderBy, limit: PATIENT_LIST_PAGE_SIZE, offset }),
  ]);
  return { data, meta: listMeta(total, input.page, PATIENT_LIST_PAGE_SIZE) };
}

/** One booked appointment of the patient; a hold is not one. */
export function patientAppointment(context: BookingContext, user: SessionUser, id: number, locale: Locale): Promise<TAppointment> {
  return viewAppointment(context, id, locale, and(eq(a.patient_id, user.id), isNotNull(a.booked_at)));
}

/** Cancels a booking up to the cut-off; the time is free at once. */
export async function cancel(context: BookingContext, user: SessionUser, id: number, locale: Locale): Promise<TAppointment> {
  const outcome = await context.db.transaction(async (tx) => {
    const row = await requirePatientAppointment(tx, user, id);
    if (!patientMayChange(row.status, row.start_at, viewRules(context))) {
      throw new ConflictError('booking.change.too.late', { hours: context.settings.cancelCutoffMinutes / 60 });
    }
    return cancelByPatient(context, tx, row);
  });
  slotsChanged(context, outcome.doctorId);
  if (outcome.kick) context.jobsQueued?.();
  return viewAppointment(context, id, locale, eq(a.patient_id, user.id));
}

/**
 * The patient's cancel of her locked, live visit, in the caller's transaction: its history, a full refund of what
 * was paid (recorded here, sent by the worker: docs/decisions/181), no more reminders, her notice, and the time
 * offered to whoever waits for it. `kick`: jobs were queued.
 */
export async function cancelByPatient(
  context: BookingContext,
  tx: Db,
  row: LockedAppointment,
  details?: Record<string, unknown>,
): Promise<{ doctorId: number; kick: boolean }> {
  await tx
    .update(appointments)
    .set({ status: 'cancelled', cancelled_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(appointments.id, row.id));
  await recordEvent(tx, { appointmentId: row.id, action: 'cancelled', from: row.status, to: 'cancelled', actor: 'patient', userId: row.patient_id, details });
  const refund = await requestRefunds(tx, row.id, context.now());
  await cancelReminders(tx, row.id);
  await notifyPatient(tx, context, row.id, 'cancelled');
  const waitlist = await queueWaitlistMatch(tx, [row.doctor_id]);
  return { doctorId: row.doctor_id, kick: refund || waitlist > 0 };
}
