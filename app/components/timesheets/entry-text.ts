import type { TimesheetEntry } from '../../../contracts/timesheets.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { formatDate, splitMinutes, weekdayName } from './dates.ts';

const shortDate = (date: string, locale: Locale) => formatDate(date, locale, { day: 'numeric', month: 'short', year: 'numeric' });

/** `15 лип. 2030 р.` or a range `15 лип. 2030 р. – 4 серп. 2030 р.`. */
export function datesText(from: string, to: string, locale: Locale): string {
  return from === to ? shortDate(from, locale) : `${shortDate(from, locale)} – ${shortDate(to, locale)}`;
}

/** A rule in words, for lists and the labels of its buttons: "понеділок · Робочі години 09:00–13:00". */
export function entryText(entry: Omit<TimesheetEntry, 'id'>, t: Translate, locale: Locale): string {
  const when = entry.weekday !== null ? weekdayName(entry.weekday, locale) : datesText(entry.date_from!, entry.date_to!, locale);
  const what = t(`schedule.kind.${entry.kind}`);
  const times = entry.start_time && entry.end_time ? ` ${entry.start_time}–${entry.end_time}` : '';
  return `${when} · ${what}${times}`;
}

export function durationText(minutes: number, t: Translate): string {
  const parts = splitMinutes(minutes);
  return parts.minutes ? t('schedule.hours.minutes', { hours: parts.hours, minutes: parts.minutes }) : t('schedule.hours', { hours: parts.hours });
}
