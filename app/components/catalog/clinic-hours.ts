import { DEFAULT_CLINIC_HOURS } from '../../../contracts/clinic-hours.ts';
import type { Translate } from '../../i18n/use-t.ts';

/**
 * Opening hours as people read them: runs of days with the same hours joined ("Пн–Пт 8:00–20:00,
 * Сб–Нд 9:00–20:00"), "Щодня …" when the whole week is alike. No hours at all means SPEC §9's defaults.
 */

export const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEK)[number];
export type WeekHours = Partial<Record<Weekday, { from: string; to: string }>>;
export interface DayHours {
  day: Weekday;
  from: string | null;
  to: string | null;
}

/** `08:00` → `8:00`: how Ukrainian and Russian write times. */
export const clockTime = (time: string) => time.replace(/^0(\d)/, '$1');

/** Every day in order, from a stored map (`null` / empty: the defaults). */
export function weekDays(hours: WeekHours | readonly DayHours[] | null | undefined): DayHours[] {
  if (Array.isArray(hours)) return [...(hours as readonly DayHours[])];
  const source = hours && Object.keys(hours).length ? (hours as WeekHours) : DEFAULT_CLINIC_HOURS;
  return WEEK.map((day) => ({ day, from: source[day]?.from ?? null, to: source[day]?.to ?? null }));
}

export function hoursSummary(hours: WeekHours | readonly DayHours[] | null | undefined, t: Translate): string {
  const days = weekDays(hours);
  const runs: { first: Weekday; last: Weekday; from: string | null; to: string | null }[] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.from === day.from && run.to === day.to) run.last = day.day;
    else runs.push({ first: day.day, last: day.day, from: day.from, to: day.to });
  }
  if (runs.length === 1 && runs[0].from && runs[0].to) return t('places.hours.daily', { from: clockTime(runs[0].from), to: clockTime(runs[0].to) });
  return runs
    .map((run) => {
      const label = run.first === run.last ? t(`places.day.${run.first}`) : `${t(`places.day.${run.first}`)}–${t(`places.day.${run.last}`)}`;
      return run.from && run.to
        ? t('places.hours.range', { days: label, from: clockTime(run.from), to: clockTime(run.to) })
        : `${label} ${t('places.hours.closed')}`;
    })
    .join(', ');
}
