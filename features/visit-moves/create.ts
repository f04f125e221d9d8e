import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { timesheet_entries, visit_move_items, visit_moves, waitlist_requests } from '../../db/schema/index.ts';
import { epochMs, idArray, selectRows } from '../../db/sql.ts';
import { findPgError } from '../../db/errors.ts';
import { lockForMove } from '../booking/closed-ranges.ts';
import { MATCH_LOCK } from '../waitlist/match.ts';
import { VISIT_MOVE_HORIZON_DAYS, type TVisitMoveCreate, type TVisitMoveRange } from '../../contracts/visit-moves.ts';
import { WAITLIST_HORIZON_DAYS } from '../../contracts/waitlist.ts';
import { addDays, CLINIC_TIME_ZONE, clockMinutes, zonedInstant } from '../../contracts/zoned-time.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logStaffActions } from '../audit/action-log.ts';
import { clinicToday } from '../schedule/slot-loader.ts';
import { recordEvent } from '../booking/appointment-rows.ts';
import { queueWaitlistMatch } from '../booking/freed-time.ts';
import { withdrawOpenOffers } from '../waitlist/requests.ts';
import type { WaitlistContext } from '../waitlist/context.ts';
import { notifyMoveAsked } from './notices.ts';

/**
 * Moving every visit out of a time range in one action (docs/decisions/309). One transaction closes the range in
 * the doctors' timesheets, catches every booked visit in it (each once: `visit_move_items.appointment_id` is
 * unique), gives each a waitlist request of its own (`source = 'clinic_move'`, first in line), tells each patient,
 * and queues the matching jobs that hold the next free times for them. A worker that dies after the commit leaves
 * durable jobs; one that dies before leaves nothing done.
 */

/** Who moves: a partner (only its legal entity's clinics) or staff. */
export interface MoveActor {
  user: SessionUser;
  kind: 'partner' | 'staff';
  /** The partner's legal entity; null for staff. */
  entityId: number | null;
}

export interface AffectedVisit {
  id: number;
  doctor_id: number;
  start_at: string;
  start_ms: number;
  patient_name: string;
  doctor_ua: string;
  doctor_ru: string;
}

/** The range as instants, refused when it is over or beyond the booking horizon. */
export function rangeInstants(range: TVisitMoveRange, now: number): { startAt: number; endAt: number } {
  const startAt = zonedInstant(range.day, clockMinutes(range.start_time), CLINIC_TIME_ZONE);
  const endAt = zonedInstant(range.day, clockMinutes(range.end_time), CLINIC_TIME_ZONE);
  if (endAt <= now) throw new ValidationError({ end_time: ['visit.move.range.past'] }, 'visit.move.range.past');
  if (range.day > addDays(clinicToday(now), VISIT_MOVE_HORIZON_DAYS - 1))
    throw new ValidationError({ day: ['visit.move.range.horizon'] }, 'visit.move.range.horizon');
  return { startAt, endAt };
}

/** The clinic (a partner's own), and the doctor working there when one is named; else 404. */
export async function checkScope(tx: Db, actor: MoveActor, range: TVisitMoveRange): Promise<void> {
  const [clinic] = await selectRows<{ id: number }>(
    tx,
    sql`select id from medical_institutions where id = ${range.institution_id} and deleted_at is null
          ${actor.entityId === null ? sql`` : sql`and legal_entity_id = ${actor.entityId}`}`,
  );
  if (!clinic) throw new NotFoundError();
  if (range.doctor_id === undefined) return;
  const [doctor] = await selectRows<{ id: number }>(
    tx,
    sql`select doctor_id as id from doctor_workplaces where doctor_id = ${range.doctor_id} and institution_id = ${range.institution_id}`,
  );
  if (!doctor) throw new NotFoundError();
}

/** The booked visits (not yet begun) of the clinic, or of its doctor, overlapping the range; locked when moving. */
export function affectedVisits(tx: Db, range: TVisitMoveRange, span: { startAt: number; endAt: number }, now: number, lock: boolean): Promise<AffectedVisit[]> {
  return selectRows<AffectedVisit>(
    tx,
    sql`select a.id, a.doctor_id, a.start_at::text as start_at, ${epochMs(sql`a.start_at`)} as start_ms,
               concat_ws(' ', a.patient_last_name, a.patient_first_name) as patient_name, d.full_name_ua as doctor_ua, d.full_name_ru as doctor_ru
        from appointments a join doctors d on d.id = a.doctor_id
        where a.institution_id = ${range.institution_id} ${range.doctor_id === undefined ? sql`` : sql`and a.doctor_id = ${range.doctor_id}`}
          and a.status in ('booked', 'approved') and a.booked_at is not null
          and a.start_at < ${new Date(span.endAt).toISOString()}::timestamptz and a.end_at > ${new Date(span.startAt).toISOString()}::timestamptz
          and a.start_at > ${new Date(now).toISOString()}::timestamptz
        order by a.start_at, a.id
        ${lock ? sql`for update of a` : sql``}`,
  );
}

/** The doctors a move covers: the one named, or every doctor working at the clinic or with a visit in the range. */
async function coveredDoctors(tx: Db, range: TVisitMoveRange, span: { startAt: number; endAt: number }): Promise<number[]> {
  if (range.doctor_id !== undefined) return [range.doctor_id];
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`select doctor_id as id from doctor_workplaces where institution_id = ${range.institution_id}
        union
        select doctor_id from appointments where institution_id = ${range.institution_id} and status in ('hold', 'booked', 'approved', 'offered')
          and start_at < ${new Date(span.endAt).toISOString()}::timestamptz and end_at > ${new Date(span.startAt).toISOString()}::timestamptz`,
  );
  return rows.map((row) => row.id);
}

/** Closes the range in every timesheet of the clinic (or of its doctor): an absence of that day, so nothing books into it again. */
async function closeRange(tx: Db, range: TVisitMoveCreate): Promise<void> {
  const sheets = await selectRows<{ id: number }>(
    tx,
    sql`select id from timesheets where institution_id = ${range.institution_id} and deleted_at is null and is_active
          ${range.doctor_id === undefined ? sql`` : sql`and doctor_id = ${range.doctor_id}`}`,
  );
  if (!sheets.length) return;
  await tx.insert(timesheet_entries).values(
    sheets.map((sheet) => ({
      timesheet_id: sheet.id,
      kind: 'absence' as const,
      date_from: range.day,
      date_to: range.day,
      start_time: range.start_time === '24:00' ? '23:59' : range.start_time,
      end_time: range.end_time === '24:00' ? '23:59' : range.end_time,
    })),
  );
}

/** Moves every visit in the range; returns the move's id. */
export async function createMove(context: WaitlistContext, actor: MoveActor, input: TVisitMoveCreate): Promise<{ id: number; doctors: number[] }> {
  const now = context.now().getTime();
  const span = rangeInstants(input, now);
  const today = clinicToday(now);
  const write = () =>
    context.db.transaction(async (tx) => {
      await checkScope(tx, actor, input);
      // Bookings, moves of visits and the waitlist's matching of these doctors wait for this move, or it for them.
      const covered = await coveredDoctors(tx, input, span);
      await lockForMove(tx, covered);
      await tx.execute(sql`select pg_advisory_xact_lock(${MATCH_LOCK}, id) from unnest(${idArray(covered)}) as id order by id`);
      const [move] = await tx
        .insert(visit_moves)
        .values({
          institution_id: input.institution_id,
          doctor_id: input.doctor_id ?? null,
          day: input.day,
          start_time: input.start_time,
          end_time: input.end_time,
          start_at: new Date(span.startAt),
          end_at: new Date(span.endAt),
          note: input.note || null,
          created_by: actor.user.id,
          actor: actor.kind,
        })
        .returning({ id: visit_moves.id });
      await closeRange(tx, input);
      // Times held for the waitlist inside the range go back: the range is closed.
      await withdrawOpenOffers(
        context,
        tx,
        sql`o.appointment_id in (select id from appointments where status = 'offered' and institution_id = ${input.institution_id}
            ${input.doctor_id === undefined ? sql`` : sql`and doctor_id = ${input.doctor_id}`}
            and start_at < ${new Date(span.endAt).toISOString()}::timestamptz and end_at > ${new Date(span.startAt).toISOString()}::timestamptz)`,
      );
      // A booking in progress in the range cannot become a visit there: its hold ends (its booking answers "expired").
      await tx.execute(sql`update appointments set status = 'expired', updated_at = now()
        where status = 'hold' and institution_id = ${input.institution_id} ${input.doctor_id === undefined ? sql`` : sql`and doctor_id = ${input.doctor_id}`}
          and start_at < ${new Date(span.endAt).toISOString()}::timestamptz and end_at > ${new Date(span.startAt).toISOString()}::timestamptz`);
      const visits = await affectedVisits(tx, input, span, now, true);
      const caught: AffectedVisit[] = [];
      for (const visit of visits) {
        if (await catchVisit(context, tx, move.id, visit, actor, today, input.note || null)) caught.push(visit);
      }
      await logStaffActions(tx, actor.user, [
        {
          action: 'move',
          resource: 'visit-moves',
          recordId: move.id,
          changes: { visits: caught.length, day: input.day, from: input.start_time, to: input.end_time },
        },
        ...caught.map((visit) => ({ action: 'move', resource: 'appointments', recordId: visit.id, changes: { visit_move: move.id } })),
      ]);
      const doctors = [...new Set(caught.map((visit) => visit.doctor_id))];
      const queued = await queueWaitlistMatch(tx, doctors);
      return { id: move.id, doctors, queued };
    });
  // A lock cycle with a patient's own answer (rare: an offer expiring under her tap) is retried, not shown.
  const outcome = await write().catch((error: unknown) => {
    if (findPgError(error)?.code === '40P01') return write();
    throw error;
  });
  if (outcome.queued) context.jobsQueued?.();
  context.onSlotsChanged?.(outcome.doctors);
  return outcome;
}

/**
 * One visit caught: its own waitlist request (the next free times of the same doctor at the same clinic, any day
 * and hour within the horizon), the item tying it to the move, a line in its history, and the patient told.
 * False when another move caught it first (it is moved once).
 */
async function catchVisit(
  context: WaitlistContext,
  tx: Db,
  moveId: number,
  visit: AffectedVisit,
  actor: MoveActor,
  today: string,
  note: string | null,
): Promise<boolean> {
  const [taken] = await selectRows<{ id: number }>(tx, sql`select id from visit_move_items where appointment_id = ${visit.id}`);
  if (taken) return false;
  const [request] = await selectRows<{ id: number }>(
    tx,
    sql`insert into ${waitlist_requests} (patient_id, source, scope, mode, doctor_id, specialization_id, service_id, format, institution_id,
               date_from, date_to, weekdays, day_parts, appointment_id, patient, referral_number, locale, consent_at)
        select a.patient_id, 'clinic_move', 'doctor', 'move', a.doctor_id, a.specialization_id, a.service_id, a.format, a.institution_id,
               ${today}::date, ${addDays(today, WAITLIST_HORIZON_DAYS - 1)}::date, '{1,2,3,4,5,6,7}'::smallint[], '{morning,afternoon,evening}'::text[], a.id,
               jsonb_build_object('first_name', a.patient_first_name, 'last_name', a.patient_last_name, 'middle_name', a.patient_middle_name,
                 'birthday', a.patient_birthday::text, 'phone', coalesce(a.patient_phone, ''), 'email', coalesce(a.patient_email, '')),
               a.referral_number, a.locale, coalesce(a.consent_at, now())
        from appointments a where a.id = ${visit.id}
        returning id`,
  );
  const inserted = await tx
    .insert(visit_move_items)
    .values({ move_id: moveId, appointment_id: visit.id, request_id: request.id, start_at: new Date(visit.start_at) })
    .onConflictDoNothing({ target: visit_move_items.appointment_id })
    .returning({ id: visit_move_items.id });
  if (!inserted.length) {
    await tx.execute(sql`delete from waitlist_requests where id = ${request.id}`);
    return false;
  }
  await recordEvent(tx, {
    appointmentId: visit.id,
    action: 'move_asked',
    from: null,
    to: null,
    actor: actor.kind,
    userId: actor.user.id,
    details: { visit_move: moveId },
  });
  await notifyMoveAsked(tx, context, visit.id, note);
  return true;
}
