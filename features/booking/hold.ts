import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointment_events, appointments } from '../../db/schema/index.ts';
import { epochMs } from '../../db/sql.ts';
import type { THold, THoldRequest } from '../../contracts/booking.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { CLINIC_TIME_ZONE, zonedDate } from '../../contracts/zoned-time.ts';
import { freeSpans, loadServiceTerms } from './slots.ts';
import { ownHold, recordEvent, slotConflict, SLOT_TAKEN } from './appointment-rows.ts';
import { requirePatientAppointment, slotsChanged, type BookingContext } from './context.ts';
import { queueWaitlistMatch } from './freed-time.ts';

/** Holds: a patient takes a time for a few minutes while filling in the form (SPEC §4). */

/** Holds whose time ran out become `expired` (the slot engine ignores them already; this frees the constraint). */
export async function expireStale(context: BookingContext, tx: Db, where: SQL | undefined): Promise<number[]> {
  const expired = await tx
    .update(appointments)
    .set({ status: 'expired', updated_at: sql`now()` })
    .where(and(eq(appointments.status, 'hold'), lte(appointments.hold_expires_at, context.now()), where))
    .returning({ id: appointments.id, doctor_id: appointments.doctor_id });
  // Logged in the same transaction: a hold is expired, and its line written, once.
  if (expired.length) {
    await tx
      .insert(appointment_events)
      .values(
        expired.map(({ id }) => ({ appointment_id: id, action: 'expired' as const, from_status: 'hold', to_status: 'expired', actor_kind: 'system' as const })),
      );
    // The time is free again: offered to whoever waits for it (the worker's next poll, or the caller's kick).
    await queueWaitlistMatch(
      tx,
      expired.map((row) => row.doctor_id),
    );
  }
  return [...new Set(expired.map((row) => row.doctor_id))];
}

/** Takes a slot for the signed-in patient for `holdSeconds`; a patient holds one slot at a time. */
export async function hold(context: BookingContext, user: SessionUser, input: THoldRequest): Promise<THold> {
  const { db, settings } = context;
  const at = context.now();
  const terms = await loadServiceTerms(db, input.doctor_id, input.service_id, at.getTime());
  if (!terms) throw new ValidationError({ service_id: ['validation.invalid'] });
  if (input.format === 'online' && terms.format !== 'online') throw new ValidationError({ format: ['booking.format.unavailable'] });
  const start = Date.parse(input.start);
  const day = zonedDate(start, CLINIC_TIME_ZONE);
  // The patient's own live hold with this doctor is given up below, so its time counts as free.
  const [own] = await db
    .select({
      id: appointments.id,
      start_ms: sql<number>`${epochMs(sql`${appointments.start_at}`)}`,
      end_ms: sql<number>`${epochMs(sql`${appointments.end_at}`)}`,
      expires_ms: sql<number>`${epochMs(sql`${appointments.hold_expires_at}`)}`,
      same: sql<
        boolean | null
      >`${appointments.institution_id} = ${input.institution_id} and ${appointments.service_id} = ${input.service_id} and ${appointments.format} = ${input.format}`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.patient_id, user.id),
        eq(appointments.doctor_id, input.doctor_id),
        eq(appointments.status, 'hold'),
        gt(appointments.hold_expires_at, at),
      ),
    )
    .limit(1);
  // The same patient asking again for the time she already holds (a second tab, a reload) gets that hold
  // back, countdown and all: answering "taken" would hide her own time from her (docs/decisions/182).
  if (own?.same && own.start_ms === start) return ownHold(own, at.getTime());
  const free = await freeSpans(db, {
    doctorId: input.doctor_id,
    institutionId: input.institution_id,
    durationMinutes: terms.duration,
    from: day,
    days: 1,
    now: at.getTime(),
    ignore: own ? { start: own.start_ms, end: own.end_ms } : undefined,
  });
  const slot = free.find((span) => span.start === start);
  if (!slot) throw new ConflictError(SLOT_TAKEN);
  const expiresAt = new Date(at.getTime() + settings.holdSeconds * 1000);
  const id = await db
    .transaction(async (tx) => {
      // Holds past their time are free: of this doctor (the slot) and of this patient (the one-hold index).
      await expireStale(context, tx, or(eq(appointments.doctor_id, input.doctor_id), eq(appointments.patient_id, user.id)));
      // The patient's previous live hold is let go: one slot at a time.
      const released = await tx
        .update(appointments)
        .set({ status: 'cancelled', cancelled_at: at, updated_at: sql`now()` })
        .where(and(eq(appointments.patient_id, user.id), eq(appointments.status, 'hold')))
        .returning({ id: appointments.id });
      for (const { id: releasedId } of released) {
        await recordEvent(tx, {
          appointmentId: releasedId,
          action: 'cancelled',
          from: 'hold',
          to: 'cancelled',
          actor: 'patient',
          userId: user.id,
          details: { reason: 'replaced' },
        });
      }
      const [created] = await tx
        .insert(appointments)
        .values({
          status: 'hold',
          start_at: new Date(slot.start),
          end_at: new Date(slot.end),
          hold_expires_at: expiresAt,
          doctor_id: input.doctor_id,
          institution_id: input.institution_id,
          service_id: terms.id,
          specialization_id: terms.specialization_id,
          format: input.format,
          cost: terms.cost,
          patient_id: user.id,
        })
        .returning({ id: appointments.id });
      await recordEvent(tx, { appointmentId: created.id, action: 'held', from: null, to: 'hold', actor: 'patient', userId: user.id });
      return created.id;
    })
    .catch(slotConflict);
  slotsChanged(context, input.doctor_id);
  return {
    id,
    start: new Date(slot.start).toISOString(),
    end: new Date(slot.end).toISOString(),
    expires_at: expiresAt.toISOString(),
    seconds_left: settings.holdSeconds,
  };
}

/** Lets a hold go before its time (the patient left the form). */
export async function release(context: BookingContext, user: SessionUser, holdId: number): Promise<void> {
  let waitlist = 0;
  const doctorId = await context.db.transaction(async (tx) => {
    const row = await requirePatientAppointment(tx, user, holdId);
    if (row.status !== 'hold') return null;
    await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelled_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(appointments.id, holdId));
    await recordEvent(tx, {
      appointmentId: holdId,
      action: 'cancelled',
      from: 'hold',
      to: 'cancelled',
      actor: 'patient',
      userId: user.id,
      details: { reason: 'released' },
    });
    waitlist = await queueWaitlistMatch(tx, [row.doctor_id]);
    return row.doctor_id;
  });
  if (doctorId !== null) slotsChanged(context, doctorId);
  if (waitlist) context.jobsQueued?.();
}

/** The hold-expiry sweep (a job): every instance may run it, each hold is expired once. Returns how many doctors' time it freed. */
export async function expireHolds(context: BookingContext): Promise<number> {
  const doctors = await context.db.transaction((tx) => expireStale(context, tx, undefined));
  context.onSlotsChanged?.(doctors);
  return doctors.length;
}
