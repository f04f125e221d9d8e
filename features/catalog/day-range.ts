import { BOOKING_HORIZON_DAYS } from '../../contracts/booking.ts';
import type { DayValue } from '../../contracts/catalog.ts';
import { clinicToday } from '../schedule/slot-loader.ts';
import { addDays, isoWeekday } from '../../contracts/zoned-time.ts';

/** The days a listing's day filter asks about, on the clinic's calendar (Europe/Kyiv). */
export interface DayRange {
  /** `YYYY-MM-DD`, the first day. */
  from: string;
  days: number;
  /** What the visitor chose: a named day or week, or one date. */
  choice: DayValue | 'date';
}

export interface DayChoice {
  day?: DayValue;
  /** `YYYY-MM-DD`; a named `day` wins when both are given (a form without script sends both). */
  date?: string;
}

const isCalendarDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;

/**
 * `?day=` / `?date=` as a range of days (docs/decisions/184). Weeks run Monday to Sunday: "this week" is
 * today to Sunday (on a Sunday, that day alone), "next week" the following Monday to Sunday. A date before
 * today or past the booking horizon is no filter (`null`), as is an impossible one: a page URL forgives.
 */
export function dayRange({ day, date }: DayChoice, now: number, horizonDays = BOOKING_HORIZON_DAYS): DayRange | null {
  const today = clinicToday(now);
  if (date !== undefined && day === undefined) {
    if (!isCalendarDate(date) || date < today || date > addDays(today, horizonDays - 1)) return null;
    return { from: date, days: 1, choice: 'date' };
  }
  const weekday = isoWeekday(today);
  switch (day) {
    case 'today':
      return { from: today, days: 1, choice: day };
    case 'tomorrow':
      return { from: addDays(today, 1), days: 1, choice: day };
    case 'this_week':
      return { from: today, days: 8 - weekday, choice: day };
    case 'next_week':
      return { from: addDays(today, 8 - weekday), days: 7, choice: day };
    default:
      return null;
  }
}

/** The last day a date picker offers: the booking horizon. */
export const lastBookableDay = (now: number, horizonDays = BOOKING_HORIZON_DAYS) => addDays(clinicToday(now), horizonDays - 1);
