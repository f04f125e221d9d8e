import { eq, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import type { TAppointment, TRescheduleRequest } from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ConflictError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { CLINIC_TIME_ZONE, zonedDate } from '../../contracts/zoned-time.ts';
import { notifyPatient, scheduleReminders } from './notices.ts';
import { freeSpans } from './slots.ts';
import { ms, recordEvent, slotConflict, SLOT_TAKEN, type LockedAppointment } from './appointment-rows.ts';
import type { Db } from '../../db/client.ts';
import { awaitMoves, closedByMove } from './closed-ranges.ts';
import { a, patientMayChange } from './views.ts';
import { requirePatientAppointment, slotsChanged, viewAppointment, viewRules, type BookingContext } from './context.ts';
import { expireStale } from './hold.ts';
import { queueWaitlistMatch } from './freed-time.ts';

/** Moves a booking to another free time of the same doctor, institution and service; the clinic confirms it again. */
export async function reschedule(context: BookingContext, user: SessionUser, id: number, input: TRescheduleRequest, locale: Locale): Promise<TAppointment> {
  const { db, settings } = context;
  const outcome = await db
    .transaction(async (tx) => {
      await awaitMoves(tx, id);
      const row = await requirePatientAppointment(tx, user, id);
      if (!patientMayChange(row.status, row.start_at, viewRules(context)))
        throw new ConflictError('booking.change.too.late', { hours: settings.cancelCutoffMinutes / 60 });
      return moveToFreeTime(context, tx, row, Date.parse(input.start), { leadMinutes: settings.cancelCutoffMinutes });
    })
    .catch(slotConflict);
  slotsChanged(context, outcome.doctorId);
  if (outcome.waitlist) context.jobsQueued?.();
  return viewAppointment(context, id, locale, eq(a.patient_id, user.id));
}

/**
 * Her locked visit moves to `start`, a free time of the same doctor and clinic at least `leadMinutes` ahead, in
 * the caller's transaction: its history (with `details`), reminders, her notice, and her old time offered to
 * whoever waits for it. 409 `slot.taken` when the time is not free.
 */
export async function moveToFreeTime(
  context: BookingContext,
  tx: Db,
  row: LockedAppointment,
  start: number,
  { leadMinutes, details = {} }: { leadMinutes: number; details?: Record<string, unknown> },
): Promise<{ doctorId: number; waitlist: number }> {
  const at = context.now();
  const duration = ms(row.end_at) - ms(row.start_at);
  const free = await freeSpans(tx, {
    doctorId: row.doctor_id,
    institutionId: row.institution_id!,
    durationMinutes: Math.round(duration / 60_000),
    from: zonedDate(start, CLINIC_TIME_ZONE),
    days: 1,
    now: at.getTime(),
    ignore: { start: ms(row.start_at), end: ms(row.end_at) },
  });
  const slot = free.find((span) => span.start === start);
  if (!slot || start - at.getTime() < leadMinutes * 60_000) throw new ConflictError(SLOT_TAKEN);
  // The caller took `awaitMoves` before locking the visit: a clinic's move closing this time is committed or waits.
  if (await closedByMove(tx, { ...row, start_at: new Date(slot.start), end_at: new Date(slot.end) })) throw new ConflictError(SLOT_TAKEN);
  await expireStale(context, tx, eq(appointments.doctor_id, row.doctor_id));
  await shiftVisit(context, tx, row, { start: new Date(slot.start), end: new Date(slot.end) }, details);
  // Her old time is free now.
  return { doctorId: row.doctor_id, waitlist: await queueWaitlistMatch(tx, [row.doctor_id]) };
}

/**
 * Her visit takes the new time, booked again (the clinic confirms it anew): the row, its history with `details`,
 * reminders for the new time and her notice. The caller made sure the time is hers to take.
 */
export async function shiftVisit(
  context: BookingContext,
  tx: Db,
  row: LockedAppointment,
  span: { start: Date; end: Date },
  details: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(appointments)
    .set({ start_at: span.start, end_at: span.end, status: 'booked', decided_at: null, updated_at: sql`now()` })
    .where(eq(appointments.id, row.id));
  await recordEvent(tx, {
    appointmentId: row.id,
    action: 'rescheduled',
    from: row.status,
    to: 'booked',
    actor: 'patient',
    userId: row.patient_id,
    details: { from: new Date(row.start_at).toISOString(), to: span.start.toISOString(), ...details },
  });
  await scheduleReminders(tx, row.id, span.start, context.settings.reminderOffsetsMinutes, context.now());
  await notifyPatient(tx, context, row.id, 'rescheduled');
}
