import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { epochMs, idArray, isoFromMs, localized, selectRows } from '../../db/sql.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TVisitMoveState } from '../../contracts/visit-moves.ts';
import type { z } from 'zod';
import type { ZVisitMove, ZVisitMoveItem } from '../../contracts/routes/visit-moves-answers.ts';
import { CLINIC_TIME_ZONE, zonedClock, zonedDate } from '../../contracts/zoned-time.ts';

/** The moves as the clinic and staff read them (docs/decisions/309): every visit caught, and where each stands. */

export type TVisitMove = z.output<typeof ZVisitMove>;
type TVisitMoveItem = z.output<typeof ZVisitMoveItem>;

/** A time in the clinic's zone, from epoch milliseconds. */
export const zonedTime = (instant: number) => ({
  start: new Date(instant).toISOString(),
  date: zonedDate(instant, CLINIC_TIME_ZONE),
  time: zonedClock(instant, CLINIC_TIME_ZONE),
});

export interface ItemRow {
  appointment_id: number;
  was_ms: number;
  status: string;
  start_ms: number;
  request_status: string;
  ended_ms: number | null;
  cancelled_ms: number | null;
  offer_ms: number | null;
  offer_expires_ms: number | null;
}

/**
 * Where a moved visit stands, read from the visit and its request (nothing kept twice): cancelled; moved (its
 * time changed); unanswered (its old time came); a time held for her; or waiting for one.
 */
export function moveState(row: ItemRow, now: number): { state: TVisitMoveState; answered_ms: number | null } {
  if (row.status !== 'booked' && row.status !== 'approved') return { state: 'cancelled', answered_ms: row.cancelled_ms ?? row.ended_ms };
  if (row.start_ms !== row.was_ms) return { state: 'moved', answered_ms: row.ended_ms };
  if (row.was_ms <= now) return { state: 'unanswered', answered_ms: null };
  return { state: row.offer_ms !== null ? 'offered' : 'waiting', answered_ms: null };
}

/** The columns of an item's state, over `i` (the item), `a` (its visit), `r` (its request) and `o` (its open offer). */
export const itemStateColumns = sql`i.appointment_id, ${epochMs(sql`i.start_at`)} as was_ms, a.status, ${epochMs(sql`a.start_at`)} as start_ms,
  r.status as request_status, ${epochMs(sql`r.ended_at`)} as ended_ms, ${epochMs(sql`a.cancelled_at`)} as cancelled_ms,
  ${epochMs(sql`o.start_at`)} as offer_ms, ${epochMs(sql`o.expires_at`)} as offer_expires_ms`;

interface MoveRow {
  id: number;
  institution_id: number;
  institution_name: string;
  doctor_id: number | null;
  doctor_name: string | null;
  day: string;
  start_time: string;
  end_time: string;
  note: string | null;
  actor: 'partner' | 'staff';
  created_ms: number;
}

/** The moves matching `where` (over `m`), newest first, each with its visits. */
export async function loadMoves(db: Db, locale: Locale, where: SQL, now: number, limit = 20): Promise<TVisitMove[]> {
  const moves = await selectRows<MoveRow>(
    db,
    sql`select m.id, m.institution_id, ${localized('mi', 'name', locale)} as institution_name, m.doctor_id, ${localized('d', 'full_name', locale)} as doctor_name,
               m.day::text as day, to_char(m.start_time, 'HH24:MI') as start_time, to_char(m.end_time, 'HH24:MI') as end_time, m.note, m.actor,
               ${epochMs(sql`m.created_at`)} as created_ms
        from visit_moves m
        join medical_institutions mi on mi.id = m.institution_id
        left join doctors d on d.id = m.doctor_id
        where ${where}
        order by m.created_at desc, m.id desc
        limit ${limit}`,
  );
  if (!moves.length) return [];
  const items = await selectRows<ItemRow & { move_id: number; patient_name: string; doctor_id: number; doctor_name: string }>(
    db,
    sql`select i.move_id, ${itemStateColumns}, concat_ws(' ', a.patient_last_name, a.patient_first_name) as patient_name,
               a.doctor_id, ${localized('d', 'full_name', locale)} as doctor_name
        from visit_move_items i
        join appointments a on a.id = i.appointment_id
        join doctors d on d.id = a.doctor_id
        join waitlist_requests r on r.id = i.request_id
        left join waitlist_offers o on o.request_id = r.id and o.status = 'open'
        where i.move_id = any(${idArray(moves.map((move) => move.id))})
        order by i.start_at, i.id`,
  );
  return moves.map((move) => {
    const mine: TVisitMoveItem[] = items
      .filter((item) => item.move_id === move.id)
      .map((item) => {
        const { state, answered_ms } = moveState(item, now);
        return {
          appointment_id: item.appointment_id,
          patient_name: item.patient_name,
          doctor: { id: item.doctor_id, name: item.doctor_name },
          was: zonedTime(item.was_ms),
          state,
          offer: state === 'offered' ? { ...zonedTime(item.offer_ms!), expires_at: isoFromMs(item.offer_expires_ms)! } : null,
          now: state === 'moved' ? zonedTime(item.start_ms) : null,
          answered_at: isoFromMs(answered_ms),
        };
      });
    return {
      id: move.id,
      institution: { id: move.institution_id, name: move.institution_name },
      doctor: move.doctor_id === null ? null : { id: move.doctor_id, name: move.doctor_name ?? '' },
      day: move.day,
      start_time: move.start_time,
      end_time: move.end_time,
      note: move.note,
      actor: move.actor,
      created_at: new Date(move.created_ms).toISOString(),
      total: mine.length,
      answered: mine.filter((item) => item.state === 'moved' || item.state === 'cancelled').length,
      items: mine,
    };
  });
}
