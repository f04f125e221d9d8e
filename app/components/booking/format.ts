import type { TAppointment } from '../../../contracts/booking.ts';
import type { Locale } from '../../i18n/locale.ts';
import { CLINIC_TIME_ZONE, zonedClock, zonedDate } from '../../../contracts/zoned-time.ts';

// Instants the API gives without a local date are shown in the clinics' zone (ARCHITECTURE §5).
const intlLocale = (locale: Locale) => (locale === 'ru' ? 'ru-UA' : 'uk-UA');
const cache = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${name}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    cache.set(key, format);
  }
  return format;
}

/**
 * A calendar date the API gave as `YYYY-MM-DD` (already the clinic's day): read at noon UTC and printed
 * in UTC, so no device zone can move it to the day before.
 */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

/** `2030-03-04` → `понеділок, 4 березня 2030 р.` */
export const formatDayLong = (locale: Locale, date: string) =>
  dateFormat(locale, 'day-long', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(calendarDay(date));

/** `2030-03-04` → `04.03.2030` */
export const formatDayNumeric = (locale: Locale, date: string) =>
  dateFormat(locale, 'day-numeric', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(calendarDay(date));

/** Weekday and day-of-month parts for the day strip: `пн` and `4`. */
export function dayParts(locale: Locale, date: string): { weekday: string; day: string; month: string } {
  const at = calendarDay(date);
  return {
    weekday: dateFormat(locale, 'weekday', { weekday: 'short', timeZone: 'UTC' }).format(at),
    day: String(at.getUTCDate()),
    month: dateFormat(locale, 'month', { month: 'short', timeZone: 'UTC' }).format(at),
  };
}

/** An instant (event time, notification time) as the clinic's date and time: `04.03.2030, 10:30`. */
export const formatInstant = (locale: Locale, iso: string) =>
  dateFormat(locale, 'instant', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: CLINIC_TIME_ZONE }).format(
    new Date(iso),
  );

/**
 * An instant on the clinic's clock, short: `10:30` today, `05.03 10:30` on another day (a clinic's status set
 * yesterday, or ending tomorrow). The same in both languages.
 */
export function formatClinicClock(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  const clock = zonedClock(at, CLINIC_TIME_ZONE);
  const day = zonedDate(at, CLINIC_TIME_ZONE);
  return day === zonedDate(now, CLINIC_TIME_ZONE) ? clock : `${day.slice(8, 10)}.${day.slice(5, 7)} ${clock}`;
}

/** Today in the clinic's zone as `YYYY-MM-DD` (for the partner's date filters). */
export function clinicToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `125` seconds → `02:05`. */
export function formatMmSs(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Whether the countdown should say something to a screen reader at this second: at each whole minute
 * from five minutes down, at 30 and 10 seconds. Never every second (that would drown everything else).
 */
export function isCountdownMilestone(seconds: number): boolean {
  if (seconds <= 0) return false;
  if (seconds === 30 || seconds === 10) return true;
  return seconds % 60 === 0 && seconds <= 5 * 60;
}

/**
 * How the hold's time left is worded: "9 хв 59 с", never `09:59`, which under a grid of times read as an
 * appointment hour (docs/decisions/180). Whole minutes drop the seconds and the last minute drops the minutes.
 */
export function holdTimeLeft(seconds: number): {
  key: 'booking.hold.left' | 'booking.hold.left.minutes' | 'booking.hold.left.seconds' | 'booking.hold.left.hours';
  values: { hours?: number; minutes: number; seconds: number };
} {
  const whole = Math.max(0, Math.floor(seconds));
  // A time held for hours (a clinic's move: docs/decisions/309) reads in hours and minutes.
  if (whole >= 3600)
    return { key: 'booking.hold.left.hours', values: { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: 0 } };
  const values = { minutes: Math.floor(whole / 60), seconds: whole % 60 };
  if (values.minutes === 0) return { key: 'booking.hold.left.seconds', values };
  return { key: values.seconds === 0 ? 'booking.hold.left.minutes' : 'booking.hold.left', values };
}

/** The application number people quote, or `#id` while the clinic has not given one. */
export const appointmentNumber = (appointment: Pick<TAppointment, 'id' | 'application_number'>) => appointment.application_number ?? `#${appointment.id}`;
