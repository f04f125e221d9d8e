import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { THold } from '../../contracts/booking.ts';
import type { ActorKind, AppointmentAction } from '../../db/schema/booking.ts';
import { appointment_events, appointments, medical_institutions } from '../../db/schema/index.ts';
import { findPgError } from '../../db/errors.ts';
import { ConflictError } from '../errors.ts';
import type { RowOf } from '../../db/sql.ts';

/** The pieces every booking write shares: row locks, the event log, and a lost race told as 409. */

export const SLOT_TAKEN = 'slot.taken';
/**
 * The unique index that lets a patient hold one slot at a time (db/schema/appointments.ts). Another hold of
 * the same patient committed first (a second tab, a double click): this one lost, like a lost slot.
 */
const ONE_LIVE_HOLD = 'appointments_one_live_hold';
export const HOLD_IN_PROGRESS = 'booking.hold.in_progress';

/**
 * A lost race for a time. Besides the constraint's own refusal (23P01), two transactions inserting
 * overlapping times can each wait for the other's row under the exclusion constraint; PostgreSQL then aborts
 * one with a deadlock (40P01). That one lost too: the other holds an overlapping time. Running it again at
 * once would only meet the next contender's row and keep the survivor waiting, so it is answered as taken.
 */
export function slotConflict(error: unknown): never {
  const failure = findPgError(error);
  if (failure?.code === '23P01' || failure?.code === '40P01') throw new ConflictError(SLOT_TAKEN);
  if (failure?.code === '23505' && failure.constraint === ONE_LIVE_HOLD) throw new ConflictError(HOLD_IN_PROGRESS);
  throw error;
}

export const HOLD_EXPIRED = 'slot.reservation.expired';

export async function recordEvent(
  tx: Db,
  event: {
    appointmentId: number;
    action: AppointmentAction;
    from: string | null;
    to: string | null;
    actor: ActorKind;
    userId: number | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(appointment_events).values({
    appointment_id: event.appointmentId,
    action: event.action,
    from_status: event.from,
    to_status: event.to,
    actor_kind: event.actor,
    actor_user_id: event.userId,
    details: event.details ?? {},
  });
}

const lockedColumns = {
  id: appointments.id,
  status: appointments.status,
  doctor_id: appointments.doctor_id,
  institution_id: appointments.institution_id,
  service_id: appointments.service_id,
  patient_id: appointments.patient_id,
  start_at: appointments.start_at,
  end_at: appointments.end_at,
  hold_expires_at: appointments.hold_expires_at,
  booked_at: appointments.booked_at,
  /** The patient's language, for what they are told. */
  locale: appointments.locale,
  legal_entity_id: medical_institutions.legal_entity_id,
};

export type LockedAppointment = RowOf<typeof lockedColumns>;

export async function lockAppointment(tx: Db, id: number): Promise<LockedAppointment | undefined> {
  // Only the appointment's row is locked; its institution is read as it is.
  const [row] = await tx
    .select(lockedColumns)
    .from(appointments)
    .leftJoin(medical_institutions, eq(medical_institutions.id, appointments.institution_id))
    .where(eq(appointments.id, id))
    .for('update', { of: appointments });
  return row;
}

export const ms = (value: Date | string) => new Date(value).getTime();

export const ownHold = (own: { id: number; start_ms: number; end_ms: number; expires_ms: number }, at: number): THold => ({
  id: own.id,
  start: new Date(own.start_ms).toISOString(),
  end: new Date(own.end_ms).toISOString(),
  expires_at: new Date(own.expires_ms).toISOString(),
  seconds_left: Math.max(0, Math.floor((own.expires_ms - at) / 1000)),
});
