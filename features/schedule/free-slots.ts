import { addDays, CLINIC_TIME_ZONE, clockMinutes, isoWeekday, zonedInstant } from '../../contracts/zoned-time.ts';

// The seed in db/ imports the zone from here.
export { CLINIC_TIME_ZONE };

/** One row of a timesheet (db/schema/timesheets.ts): weekly when `weekday` is set, dated otherwise. */
export interface TimesheetRule {
  kind: 'work' | 'absence' | 'day_off';
  weekday: number | null;
  date_from: string | null;
  date_to: string | null;
  start_time: string | null;
  end_time: string | null;
}

/** A half-open span of time [start, end) in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

export interface FreeSlotsRequest {
  rules: readonly TimesheetRule[];
  /** Appointments and live holds of the doctor (any institution): their time is taken. */
  busy: readonly Span[];
  /** First calendar day (clinic zone), `YYYY-MM-DD`. */
  from: string;
  days: number;
  durationMinutes: number;
  /** Slots starting before this instant are gone. */
  now: number;
  timeZone?: string;
  /** Stop after this many slots (the "next free slots" of a card need a handful). */
  limit?: number;
}

const MINUTE = 60_000;

/**
 * The rules that shape one calendar day. Dated entries override the weekly template on their days:
 * a dated day off closes the day; dated work hours replace the template's; absences of both kinds cut time out.
 */
export function dayRules(rules: readonly TimesheetRule[], date: string): { work: TimesheetRule[]; absences: TimesheetRule[] } {
  const weekday = isoWeekday(date);
  const dated = rules.filter((rule) => rule.date_from !== null && rule.date_from <= date && rule.date_to !== null && date <= rule.date_to);
  const weekly = rules.filter((rule) => rule.weekday === weekday);
  if (dated.some((rule) => rule.kind === 'day_off')) return { work: [], absences: [] };
  const datedWork = dated.filter((rule) => rule.kind === 'work');
  // A weekly day off yields only to dated work hours (an extra working Saturday).
  if (datedWork.length === 0 && weekly.some((rule) => rule.kind === 'day_off')) return { work: [], absences: [] };
  return {
    work: datedWork.length ? datedWork : weekly.filter((rule) => rule.kind === 'work'),
    absences: [...weekly, ...dated].filter((rule) => rule.kind === 'absence'),
  };
}

function spanOf(date: string, rule: TimesheetRule, timeZone: string): Span {
  return { start: zonedInstant(date, clockMinutes(rule.start_time!), timeZone), end: zonedInstant(date, clockMinutes(rule.end_time!), timeZone) };
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * Free slots (SPEC §3–5, issue "booking" part 3): work hours minus absences, days off, appointments and live
 * holds, on a grid that starts at each work interval's start and steps by the service duration, never in
 * the past. Work hours are wall-clock times in the clinic's zone, so slots stay at 08:00 across the
 * daylight-saving changes, and a slot that would span the skipped hour is as long as the service in real time.
 */
export function computeFreeSlots(request: FreeSlotsRequest): Span[] {
  const timeZone = request.timeZone ?? CLINIC_TIME_ZONE;
  const step = request.durationMinutes * MINUTE;
  const limit = request.limit ?? Number.POSITIVE_INFINITY;
  const busy = [...request.busy].sort((a, b) => a.start - b.start);
  const slots: Span[] = [];
  if (step <= 0) return slots;
  for (let day = 0; day < request.days && slots.length < limit; day++) {
    const date = addDays(request.from, day);
    const { work, absences } = dayRules(request.rules, date);
    if (work.length === 0) continue;
    const blocked = [...absences.map((rule) => spanOf(date, rule, timeZone)), ...busy];
    const intervals = work.map((rule) => spanOf(date, rule, timeZone)).sort((a, b) => a.start - b.start);
    for (const interval of intervals) {
      for (let start = interval.start; start + step <= interval.end && slots.length < limit; start += step) {
        const slot = { start, end: start + step };
        if (slot.start < request.now) continue;
        if (blocked.some((span) => overlaps(span, slot))) continue;
        slots.push(slot);
      }
    }
  }
  return slots;
}
