import type { Locale } from '../../i18n/locale.ts';
import { CLINIC_TIME_ZONE } from '../../../contracts/zoned-time.ts';

/** Calendar arithmetic on `YYYY-MM-DD` strings (the clinic's calendar days), free of time zones. */

const toUtc = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};
const fromUtc = (value: Date) => value.toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => {
  const value = toUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
};

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string) => ((toUtc(date).getUTCDay() + 6) % 7) + 1;

/** Monday of the week holding `date`. */
export const weekStart = (date: string) => addDays(date, 1 - isoWeekday(date));

/** The first of the month `months` away from the one holding `date`. */
export function shiftMonth(date: string, months: number): string {
  const value = toUtc(date);
  return fromUtc(new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + months, 1)));
}

export type CalendarView = 'week' | 'month';

/** The days a view shows: a Monday-to-Sunday week, or the whole weeks that cover a month. */
export function viewRange(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const from = weekStart(anchor);
    return { from, to: addDays(from, 6) };
  }
  const first = shiftMonth(anchor, 0);
  const last = addDays(shiftMonth(anchor, 1), -1);
  return { from: weekStart(first), to: addDays(weekStart(last), 6) };
}

/** The anchor of the next or previous week or month. */
export const stepAnchor = (view: CalendarView, anchor: string, direction: 1 | -1) =>
  view === 'week' ? addDays(weekStart(anchor), 7 * direction) : shiftMonth(anchor, direction);

/** Today on the clinic's calendar (Europe/Kyiv), whatever the browser's zone. */
export function clinicToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const intlLocale = (locale: Locale) => (locale === 'ru' ? 'ru' : 'uk');

export function formatDate(date: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' }).format(toUtc(date));
}

/** `Пн`, `Вт`, … for weekday 1..7. */
export const weekdayName = (weekday: number, locale: Locale, width: 'short' | 'long' = 'long') =>
  formatDate(addDays('2024-01-01', weekday - 1), locale, { weekday: width });

/** `8 год 30 хв` style durations come from the catalog; this gives hours and minutes. */
export const splitMinutes = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
