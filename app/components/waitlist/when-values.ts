import type { FieldErrors } from '../../../contracts/errors.ts';
import { DAY_PART_VALUES, WAITLIST_HORIZON_DAYS, type TDayPart, type TWaitlistRequest, type TWaitlistScope } from '../../../contracts/waitlist.ts';
import type { Translate } from '../../i18n/use-t.ts';

/** ISO weekdays, Monday (1) to Sunday (7). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** When and how far a request reaches: the part of it she may change later (`ZWaitlistUpdate`). */
export interface WhenValues {
  scope: TWaitlistScope;
  date_from: string;
  date_to: string;
  weekdays: number[];
  day_parts: TDayPart[];
}

/** How many days a new request covers unless she says otherwise. */
export const DEFAULT_RANGE_DAYS = 14;

/** `2030-03-04` plus `days` calendar days, as `YYYY-MM-DD` (read at noon UTC, so no zone moves the day). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The last day a request may reach: the horizon's days counted from `today` (itself the first) in the clinic's zone. */
export const lastWaitlistDay = (today: string) => addDays(today, WAITLIST_HORIZON_DAYS - 1);

/**
 * The server's rules of a range that the contract cannot state (they move with today): not in the past, not past
 * the horizon. Told before sending, in the server's words, under the same fields.
 */
export function rangeErrors(values: WhenValues, today: string, t: Translate): FieldErrors {
  return {
    ...(values.date_from && values.date_from < today ? { date_from: [t('waitlist.range.past')] } : {}),
    ...(values.date_to > lastWaitlistDay(today) ? { date_to: [t('waitlist.range.horizon')] } : {}),
  };
}

/**
 * A new request: today and the two weeks after it (up to the day of the visit it would move: a later time is no
 * earlier one), every day of the week and every part of the day. She unticks what she cannot do; an offer is
 * only ever a time the clinic works, so a wide net costs her nothing.
 */
export function defaultWhen(today: string, visitDay?: string): WhenValues {
  const twoWeeks = addDays(today, DEFAULT_RANGE_DAYS);
  return {
    scope: 'doctor',
    date_from: today,
    date_to: visitDay && visitDay >= today && visitDay < twoWeeks ? visitDay : twoWeeks,
    weekdays: [...WEEKDAYS],
    day_parts: [...DAY_PART_VALUES],
  };
}

/** A waiting request as the edit form starts from it; a range begun in the past starts today. */
export function whenOf(request: TWaitlistRequest, today: string): WhenValues {
  return {
    scope: request.scope,
    date_from: request.date_from < today ? today : request.date_from,
    date_to: request.date_to,
    weekdays: [...request.weekdays],
    day_parts: [...request.day_parts],
  };
}

/** The request body of the "when" part; empty dates left out so the contract says "required". */
export function whenBody(values: WhenValues) {
  return {
    scope: values.scope,
    ...(values.date_from ? { date_from: values.date_from } : {}),
    ...(values.date_to ? { date_to: values.date_to } : {}),
    weekdays: values.weekdays,
    day_parts: values.day_parts,
  };
}

/** Field names as the server's 422 names them, in the order the form shows them. */
export const WHEN_FIELDS = ['scope', 'date_from', 'date_to', 'weekdays', 'day_parts'] as const;

/** A checkbox list's new value: `item` added or taken out, in the list's own order. */
export function toggled<T>(all: readonly T[], chosen: readonly T[], item: T, on: boolean): T[] {
  return all.filter((candidate) => (candidate === item ? on : chosen.includes(candidate)));
}
