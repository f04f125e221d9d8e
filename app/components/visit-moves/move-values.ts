import type { TVisitMoveCreate } from '../../../contracts/visit-moves.ts';
import { VISIT_MOVE_HORIZON_DAYS } from '../../../contracts/visit-moves.ts';
import { addDays, CLINIC_TIME_ZONE, clockMinutes, zonedClock, zonedDate } from '../../../contracts/zoned-time.ts';
import type { Locale } from '../../i18n/locale.ts';
import { formatDayLong, formatDayNumeric } from '../booking/format.ts';

/** The move form as the page holds it: every field a string, as its input gives it. */
export interface MoveFormValues {
  institution: string;
  /** Empty: every doctor of the clinic. */
  doctor: string;
  day: string;
  from: string;
  to: string;
  note: string;
}

/** A default range lasts this long: "today 12:00–15:00". */
const DEFAULT_HOURS = 3;
/** A time input cannot show 24:00: the day's last minute ends a range there. */
const LAST_CLOCK = '23:59';

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * What the form starts from, on the clinics' clock: today from the next whole hour for three hours (not past the
 * day's end); late at night, tomorrow from 08:00.
 */
export function defaultRange(now: number): Pick<MoveFormValues, 'day' | 'from' | 'to'> {
  const today = zonedDate(now, CLINIC_TIME_ZONE);
  const next = (Math.floor(clockMinutes(zonedClock(now, CLINIC_TIME_ZONE)) / 60) + 1) * 60;
  if (next >= 24 * 60) return { day: addDays(today, 1), from: '08:00', to: clock((8 + DEFAULT_HOURS) * 60) };
  return { day: today, from: clock(next), to: next + DEFAULT_HOURS * 60 >= 24 * 60 ? LAST_CLOCK : clock(next + DEFAULT_HOURS * 60) };
}

/** The days a move may reach: today to the booking horizon. */
export function dayBounds(now: number): { min: string; max: string } {
  const today = zonedDate(now, CLINIC_TIME_ZONE);
  return { min: today, max: addDays(today, VISIT_MOVE_HORIZON_DAYS - 1) };
}

const idOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The form as the contract's input (ZVisitMoveCreate judges it): no doctor means every doctor, an empty note none.
 * A clinic not yet chosen stays missing, so the contract names it.
 */
export function moveBody(values: MoveFormValues): Partial<TVisitMoveCreate> {
  const note = values.note.trim();
  return {
    institution_id: idOf(values.institution),
    ...(idOf(values.doctor) === undefined ? {} : { doctor_id: idOf(values.doctor) }),
    day: values.day,
    start_time: values.from,
    end_time: values.to,
    ...(note ? { note } : {}),
  };
}

/** What a preview was asked for: a change of any of it makes the preview stale (the note changes nothing). */
export const rangeKey = (values: MoveFormValues) => [values.institution, values.doctor, values.day, values.from, values.to].join('|');

/** A time of the clinic's calendar and clock, as the API gives it. */
export interface ZonedTime {
  start: string;
  date: string;
  time: string;
}

/** `05.03.2030, 12:00`: the cabinet's lists and badges. */
export const shortWhen = (locale: Locale, at: Pick<ZonedTime, 'date' | 'time'>) => `${formatDayNumeric(locale, at.date)}, ${at.time}`;

/** A move's range: `05.03.2030, 12:00–15:00`. */
export const rangeLabel = (locale: Locale, move: { day: string; start_time: string; end_time: string }) =>
  `${shortWhen(locale, { date: move.day, time: move.start_time })}–${move.end_time}`;

/** `вівторок, 5 березня 2030 р., 12:00`: the patient's page. */
export const longWhen = (locale: Locale, at: Pick<ZonedTime, 'date' | 'time'>) => `${formatDayLong(locale, at.date)}, ${at.time}`;

/** Free times by their day, in the order given. */
export function timesByDay<T extends Pick<ZonedTime, 'date'>>(times: readonly T[]): { date: string; times: T[] }[] {
  const days: { date: string; times: T[] }[] = [];
  for (const time of times) {
    const last = days.at(-1);
    if (last?.date === time.date) last.times.push(time);
    else days.push({ date: time.date, times: [time] });
  }
  return days;
}
