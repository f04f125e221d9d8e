import type { CalendarDay, CalendarInterval, TimesheetEntry } from '../../contracts/timesheets.ts';
import { dayRules, type TimesheetRule } from '../schedule/free-slots.ts';
import { addDays, clockMinutes, isoWeekday } from '../../contracts/zoned-time.ts';

const source = (entry: TimesheetEntry): 'weekly' | 'dated' => (entry.weekday === null ? 'dated' : 'weekly');
const interval = (entry: TimesheetEntry): CalendarInterval => ({
  entry_id: entry.id,
  start_time: entry.start_time!,
  end_time: entry.end_time!,
  source: source(entry),
});
const byStart = (a: CalendarInterval, b: CalendarInterval) => a.start_time.localeCompare(b.start_time);

/** Minutes of `work` not covered by any of `absences` (absences may overlap work in any way). */
function netMinutes(work: CalendarInterval[], absences: CalendarInterval[]): number {
  let total = 0;
  for (const span of work) {
    const start = clockMinutes(span.start_time);
    const end = clockMinutes(span.end_time);
    const cuts = absences
      .map((absence) => [Math.max(start, clockMinutes(absence.start_time)), Math.min(end, clockMinutes(absence.end_time))] as const)
      .filter(([from, to]) => from < to)
      .sort((a, b) => a[0] - b[0]);
    let covered = 0;
    let reached = start;
    for (const [from, to] of cuts) {
      if (to <= reached) continue;
      covered += to - Math.max(from, reached);
      reached = to;
    }
    total += end - start - covered;
  }
  return total;
}

/**
 * Each day of `from`..`to` as the slot engine sees it: the same day rules as `computeFreeSlots`
 * (features/schedule/free-slots.ts), so what the calendar shows is exactly the time patients can book.
 */
export function timesheetCalendar(entries: readonly TimesheetEntry[], from: string, to: string): CalendarDay[] {
  // dayRules hands back the very objects it is given, so each rule leads back to its entry.
  const entryOf = new Map<TimesheetRule, TimesheetEntry>(entries.map((entry) => [{ ...entry }, entry]));
  const rules = [...entryOf.keys()];
  const days: CalendarDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = isoWeekday(date);
    const shaped = dayRules(rules, date);
    const work = shaped.work.map((rule) => interval(entryOf.get(rule)!)).sort(byStart);
    const absences = shaped.absences.map((rule) => interval(entryOf.get(rule)!)).sort(byStart);
    let dayOff: CalendarDay['day_off'] = null;
    if (work.length === 0) {
      // A closed day: a dated day off wins over a weekly one (the same order dayRules applies).
      const applying = entries.filter(
        (entry) => entry.kind === 'day_off' && (entry.weekday === weekday || (entry.date_from !== null && entry.date_from <= date && date <= entry.date_to!)),
      );
      const chosen = applying.find((entry) => entry.weekday === null) ?? applying[0];
      if (chosen) dayOff = { entry_id: chosen.id, source: source(chosen), date_from: chosen.date_from, date_to: chosen.date_to };
    }
    days.push({
      date,
      weekday,
      work,
      absences: dayOff ? [] : absences,
      day_off: dayOff,
      work_minutes: dayOff ? 0 : netMinutes(work, absences),
    });
  }
  return days;
}
