import type { Locale } from '../../../i18n/locale.ts';
import { formatDayLong } from '../../booking/format.ts';
import { CLINIC_TIME_ZONE } from '../../../../contracts/zoned-time.ts';

/** The clinics' zone: a consultation's instants are shown as the clinic's day and time. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: CLINIC_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `YYYY-MM-DD` of an instant in the clinic's zone. */
export const clinicDay = (iso: string | number | Date): string => dayFormat.format(new Date(iso));
/** `HH:MM` of an instant in the clinic's zone. */
export const clinicTime = (iso: string | number | Date): string => timeFormat.format(new Date(iso));

/** `понеділок, 4 березня 2030 р., 10:30`. */
export const formatWhen = (locale: Locale, iso: string): string => `${formatDayLong(locale, clinicDay(iso))}, ${clinicTime(iso)}`;

/** `65` → `1:05`; `3725` → `1:02:05`: a visit timer or a countdown. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Whole seconds from `now` to `iso`, never negative. */
export const secondsUntil = (iso: string, now: number): number => Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));

/** Whole seconds from `iso` to `now`, never negative. */
export const secondsSince = (iso: string, now: number): number => Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));

/** `4,2 МБ` / `350 КБ` for a file in the chat. */
export function formatBytes(locale: Locale, bytes: number, units: { kb: string; mb: string }): string {
  const number = new Intl.NumberFormat(locale === 'ru' ? 'ru-UA' : 'uk-UA', { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${number.format(bytes / 1024 / 1024)} ${units.mb}` : `${number.format(Math.max(1, Math.round(bytes / 1024)))} ${units.kb}`;
}
