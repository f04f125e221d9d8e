import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { THold } from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { ActorKind, AppointmentAction } from '../../db/schema/booking.ts';
import { findPgError } from '../../db/errors.ts';
import { ConflictError } from '../errors.ts';
import { selectRows as rows } from '../../db/sql.ts';

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
  await tx.execute(sql`
    insert into appointment_events (appointment_id, action, from_status, to_status, actor_kind, actor_user_id, details)
    values (${event.appointmentId}, ${event.action}, ${event.from}, ${event.to}, ${event.actor}, ${event.userId}, ${JSON.stringify(event.details ?? {})}::jsonb)`);
}

export interface LockedAppointment {
  id: number;
  status: string;
  doctor_id: number;
  institution_id: number | null;
  service_id: number | null;
  patient_id: number | null;
  start_at: Date | string;
  end_at: Date | string;
  hold_expires_at: Date | string | null;
  booked_at: Date | string | null;
  legal_entity_id: number | null;
  /** The patient's language, for what they are told. */
  locale: Locale;
}

export async function lockAppointment(tx: Db, id: number): Promise<LockedAppointment | undefined> {
  const [row] = await rows<LockedAppointment>(
    tx,
    sql`select a.id, a.status, a.doctor_id, a.institution_id, a.service_id, a.patient_id, a.start_at, a.end_at, a.hold_expires_at, a.booked_at, a.locale,
          (select mi.legal_entity_id from medical_institutions mi where mi.id = a.institution_id) as legal_entity_id
        from appointments a where a.id = ${id} for update of a`,
  );
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
