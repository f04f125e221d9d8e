import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SLOT_OCCUPYING_STATUSES } from '../../db/schema/index.ts';
import { idArray, selectRows as rows } from '../../db/sql.ts';
import { computeFreeSlots, type Span, type TimesheetRule } from './free-slots.ts';
import { addDays, CLINIC_TIME_ZONE, zonedDate, zonedDateAndClock, zonedInstant } from '../../contracts/zoned-time.ts';

/** How far ahead cards and profiles look for free time. */
export const SLOT_HORIZON_DAYS = 14;

/** One bookable slot, ready for a page: the instant, and the clinic's calendar day and clock. */
export interface FreeSlot {
  /** ISO instants. */
  start: string;
  end: string;
  /** `YYYY-MM-DD` and `HH:MM` in the clinic's zone (Europe/Kyiv). */
  date: string;
  time: string;
  institution_id: number;
}

/** The active timesheet of a doctor at one institution, with the slot length it yields. */
export interface WorkplaceSchedule {
  timesheetId: number;
  institutionId: number;
  durationMinutes: number;
  rules: TimesheetRule[];
}

/** Everything needed to compute a doctor's free time within a window, with no further queries. */
export interface DoctorSchedule {
  doctorId: number;
  workplaces: WorkplaceSchedule[];
  /** Appointments and live holds at any institution: the doctor is in one place at a time. */
  busy: Span[];
}

export interface ScheduleWindow {
  /** First day (clinic zone), `YYYY-MM-DD`. */
  from: string;
  days: number;
}

/** Today's date on the clinic's calendar. */
export function clinicToday(now: number, timeZone = CLINIC_TIME_ZONE): string {
  return zonedDate(now, timeZone);
}

/**
 * One row per timesheet with its rules as JSON: PGlite hands rows to JavaScript slowly, so an aggregate is
 * several times faster than a row per entry.
 */
interface TimesheetRow {
  timesheet_id: number;
  doctor_id: number;
  institution_id: number;
  duration: number;
  /** `[[kind, weekday, date_from, date_to, start_time, end_time], ...]`. */
  rules: string | null;
}

type RuleTuple = [TimesheetRule['kind'], number | null, string | null, string | null, string | null, string | null];

/**
 * Schedules of many doctors in two queries whatever their number: active timesheets (at live institutions
 * that take bookings and where the doctor still works) with the default service's duration and the entries
 * that matter in the window; and the appointments that occupy time, where a hold whose `hold_expires_at`
 * has passed is free even before the expiry job flips it. (One `union all` statement measured slower on
 * PGlite than these two.)
 */
export async function loadDoctorSchedules(
  db: Db,
  { doctorIds, institutionId, window, now }: { doctorIds: readonly number[]; institutionId?: number; window: ScheduleWindow; now: number },
): Promise<Map<number, DoctorSchedule>> {
  const schedules = new Map<number, DoctorSchedule>();
  const ids = [...new Set(doctorIds)];
  if (ids.length === 0) return schedules;
  const last = addDays(window.from, window.days - 1);
  const windowStart = new Date(zonedInstant(window.from, 0, CLINIC_TIME_ZONE)).toISOString();
  const windowEnd = new Date(zonedInstant(addDays(window.from, window.days), 0, CLINIC_TIME_ZONE)).toISOString();
  const occupying = sql.raw(SLOT_OCCUPYING_STATUSES.map((status) => `'${status}'`).join(', '));
  const [timesheetRows, busy] = await Promise.all([
    // Raw, a hand-tuned read model: one JSON aggregate of each timesheet's entries (a correlated subquery), several times faster on PGlite than a row per entry.
    rows<TimesheetRow>(
      db,
      sql`select t.id as timesheet_id, t.doctor_id, t.institution_id,
            coalesce((select s.duration from doctor_services s
              where s.doctor_id = t.doctor_id and s.is_default and s.deleted_at is null limit 1), t.slot_duration)::int as duration,
            (select json_agg(json_build_array(e.kind, e.weekday, e.date_from, e.date_to, e.start_time, e.end_time))
              from timesheet_entries e
              where e.timesheet_id = t.id
                and (e.weekday is not null or (e.date_from <= ${last}::date and e.date_to >= ${window.from}::date)))::text as rules
          from timesheets t
          join medical_institutions mi on mi.id = t.institution_id
            and mi.deleted_at is null and mi.status = 'active' and not mi.is_work_without_slots
          where t.doctor_id = any(${idArray(ids)}) and t.is_active and t.deleted_at is null
            and exists (select 1 from doctor_workplaces w where w.doctor_id = t.doctor_id and w.institution_id = t.institution_id)
            ${institutionId === undefined ? sql`` : sql`and t.institution_id = ${institutionId}`}
          order by t.id`,
    ),
    // Raw: the second of the read model's two statements, the busy spans as epoch milliseconds for the slot engine.
    rows<{ doctor_id: number; start_ms: number; end_ms: number }>(
      db,
      sql`select doctor_id, (extract(epoch from start_at) * 1000)::float8 as start_ms, (extract(epoch from end_at) * 1000)::float8 as end_ms
          from appointments
          where doctor_id = any(${idArray(ids)}) and status in (${occupying})
            and (status <> 'hold' or hold_expires_at > ${new Date(now).toISOString()}::timestamptz)
            and start_at < ${windowEnd}::timestamptz and end_at > ${windowStart}::timestamptz`,
    ),
  ]);
  const scheduleOf = (doctorId: number) => {
    let schedule = schedules.get(doctorId);
    if (!schedule) schedules.set(doctorId, (schedule = { doctorId, workplaces: [], busy: [] }));
    return schedule;
  };
  for (const row of timesheetRows) {
    if (!row.rules) continue;
    const rules = (JSON.parse(row.rules) as RuleTuple[]).map(([kind, weekday, date_from, date_to, start_time, end_time]) => ({
      kind,
      weekday,
      date_from,
      date_to,
      start_time,
      end_time,
    }));
    scheduleOf(row.doctor_id).workplaces.push({ timesheetId: row.timesheet_id, institutionId: row.institution_id, durationMinutes: row.duration, rules });
  }
  for (const span of busy) scheduleOf(span.doctor_id).busy.push({ start: span.start_ms, end: span.end_ms });
  return schedules;
}

/**
 * Free slots of one doctor, all workplaces merged in time order: at most `limit` per workplace, so the
 * first `limit` of the result are the doctor's earliest whichever workplace they are at. Two timesheets at
 * one institution (two specializations) give one slot per start.
 */
export function slotsOfSchedule(
  schedule: DoctorSchedule,
  { window, now, limit, institutionIds }: { window: ScheduleWindow; now: number; limit?: number; institutionIds?: ReadonlySet<number> },
): FreeSlot[] {
  const seen = new Set<string>();
  const spans: (Span & { institutionId: number })[] = [];
  for (const workplace of schedule.workplaces) {
    if (institutionIds && !institutionIds.has(workplace.institutionId)) continue;
    const free = computeFreeSlots({
      rules: workplace.rules,
      busy: schedule.busy,
      from: window.from,
      days: window.days,
      durationMinutes: workplace.durationMinutes,
      now,
      limit,
    });
    for (const span of free) {
      const key = `${workplace.institutionId}|${span.start}`;
      if (seen.has(key)) continue;
      seen.add(key);
      spans.push({ ...span, institutionId: workplace.institutionId });
    }
  }
  spans.sort((a, b) => a.start - b.start || a.institutionId - b.institutionId);
  return spans.map(toFreeSlot);
}

function toFreeSlot(span: Span & { institutionId: number }): FreeSlot {
  const local = zonedDateAndClock(span.start, CLINIC_TIME_ZONE);
  return {
    start: new Date(span.start).toISOString(),
    end: new Date(span.end).toISOString(),
    date: local.slice(0, 10),
    time: local.slice(11, 16),
    institution_id: span.institutionId,
  };
}

export interface FreeSlotsQuery {
  doctorIds: readonly number[];
  /** Only this institution's timesheets (a clinic page, a booking form). */
  institutionId?: number;
  /** Days from today, default 14. */
  days?: number;
  /** Slots per workplace (see `slotsOfSchedule`); unlimited when absent. */
  limit?: number;
  now?: number;
}

/** Free slots of many doctors from today on, keyed by doctor id (a doctor without timesheets has none). */
export async function loadFreeSlots(db: Db, query: FreeSlotsQuery): Promise<Map<number, FreeSlot[]>> {
  const now = query.now ?? Date.now();
  const window = { from: clinicToday(now), days: query.days ?? SLOT_HORIZON_DAYS };
  const schedules = await loadDoctorSchedules(db, { doctorIds: query.doctorIds, institutionId: query.institutionId, window, now });
  const result = new Map<number, FreeSlot[]>();
  for (const doctorId of query.doctorIds) {
    const schedule = schedules.get(doctorId);
    result.set(doctorId, schedule ? slotsOfSchedule(schedule, { window, now, limit: query.limit }) : []);
  }
  return result;
}
