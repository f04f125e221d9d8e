import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idArray, selectRows } from '../../db/sql.ts';

/**
 * A clinic's move closes a time range (docs/decisions/309). Its transaction takes this lock on every doctor it
 * covers, exclusively; a booking or a move of a visit takes it shared on its doctor *before* locking any row, then
 * asks whether the time is closed. So a booking either commits first (and the move catches the visit) or waits and
 * is refused: no visit lands in a closed range unseen, and no lock cycle forms with the move's row locks.
 */
export const MOVE_LOCK = 30_309;

/** Waits for a move of the appointment's doctor being written (shared: bookings do not wait for each other). */
export async function awaitMoves(tx: Db, appointmentId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${MOVE_LOCK}, doctor_id) from appointments where id = ${appointmentId}`);
}

/** The move's side: every doctor it covers, in one order (no two moves deadlock). */
export async function lockForMove(tx: Db, doctorIds: readonly number[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK}, id) from unnest(${idArray(doctorIds)}) as id order by id`);
}

/** Whether a move closed the time of this doctor at this clinic. */
export async function closedByMove(
  tx: Db,
  visit: { doctor_id: number; institution_id: number | null; start_at: Date | string; end_at: Date | string },
): Promise<boolean> {
  if (visit.institution_id === null) return false;
  const [closed] = await selectRows<{ one: number }>(
    tx,
    sql`select 1 as one from visit_moves m
        where m.institution_id = ${visit.institution_id} and (m.doctor_id is null or m.doctor_id = ${visit.doctor_id})
          and m.start_at < ${new Date(visit.end_at).toISOString()}::timestamptz and m.end_at > ${new Date(visit.start_at).toISOString()}::timestamptz
        limit 1`,
  );
  return closed !== undefined;
}
