import type { TimesheetEntry } from '../../contracts/timesheets.ts';

/** A rule as the overlap check sees it; `id` is absent for one not stored yet. */
export type EntryShape = Omit<TimesheetEntry, 'id'> & { id?: number };

/** Which field of the candidate the refusal is about, and the rule it runs into. */
export interface EntryConflict {
  field: 'weekday' | 'date_from' | 'start_time';
  other: EntryShape;
}

const sameDays = (a: EntryShape, b: EntryShape): boolean => {
  if (a.weekday !== null || b.weekday !== null) return a.weekday !== null && a.weekday === b.weekday;
  return a.date_from! <= b.date_to! && b.date_from! <= a.date_to!;
};

const clock = (time: string) => time.slice(0, 5);
const timesOverlap = (a: EntryShape, b: EntryShape) => clock(a.start_time!) < clock(b.end_time!) && clock(b.start_time!) < clock(a.end_time!);

/**
 * SPEC §5 "intervals must not overlap", within one timesheet and one layer (the weekly template, or the
 * dated exceptions, which override the template on their days and so never clash with it):
 * - a day off leaves no room for any other rule on its days (a vacation over a dated work day is a mistake);
 * - two work intervals, or two absences, may not share a minute (`[start, end)`: 09–13 and 13–17 touch only);
 * - an absence inside work hours is what an absence is for, so work and absence may overlap.
 */
export function findConflict(candidate: EntryShape, existing: readonly EntryShape[]): EntryConflict | undefined {
  for (const other of existing) {
    if (candidate.id !== undefined && other.id === candidate.id) continue;
    if (!sameDays(candidate, other)) continue;
    const dayField = candidate.weekday !== null ? 'weekday' : 'date_from';
    if (candidate.kind === 'day_off' || other.kind === 'day_off') return { field: dayField, other };
    if (candidate.kind === other.kind && timesOverlap(candidate, other)) return { field: 'start_time', other };
  }
  return undefined;
}

/** The other rule in a message, in neutral notation: `09:00–13:00`, `2025-07-01–2025-07-21`, `2025-07-01`. */
export function describeEntry(entry: EntryShape): string {
  const days = entry.date_from === null ? '' : entry.date_from === entry.date_to ? entry.date_from : `${entry.date_from}–${entry.date_to}`;
  const times = entry.start_time && entry.end_time ? `${clock(entry.start_time)}–${clock(entry.end_time)}` : '';
  return [days, times].filter(Boolean).join(' ');
}
