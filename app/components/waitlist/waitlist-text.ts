import { DAY_PART_HOURS, DAY_PART_VALUES, type TDayPart, type TWaitlistRequest } from '../../../contracts/waitlist.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { formatDayNumeric } from '../booking/format.ts';
import { WEEKDAYS } from './when-values.ts';

/** How a request and its parts read on its card and in the form. */

const intlLocale = (locale: Locale) => (locale === 'ru' ? 'ru-UA' : 'uk-UA');
/** 2024-01-01 was a Monday: ISO weekday `n` is that date plus `n - 1` days. */
const weekdayDate = (day: number) => new Date(Date.UTC(2024, 0, day, 12));

/** ISO weekday 1–7 in the page's language: `понеділок` or `пн`. */
export function weekdayName(locale: Locale, day: number, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: width, timeZone: 'UTC' }).format(weekdayDate(day));
}

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** `Ранок (до 12:00)`, `День (12:00–17:00)`, `Вечір (після 17:00)`, from the contract's hours. */
export function dayPartLabel(t: Translate, part: TDayPart): string {
  const [from, to] = DAY_PART_HOURS[part];
  const hours =
    from === 0
      ? t('waitlist.day.part.until', { to: clock(to) })
      : to === 24
        ? t('waitlist.day.part.after', { from: clock(from) })
        : t('waitlist.day.part.between', { from: clock(from), to: clock(to) });
  return `${t(`waitlist.day.part.${part}`)} (${hours})`;
}

/** `пн, ср, пт`, or "any day" when all seven are chosen. */
export function weekdaysText(t: Translate, locale: Locale, weekdays: readonly number[]): string {
  if (WEEKDAYS.every((day) => weekdays.includes(day))) return t('waitlist.weekdays.every');
  return WEEKDAYS.filter((day) => weekdays.includes(day))
    .map((day) => weekdayName(locale, day, 'short'))
    .join(', ');
}

export function dayPartsText(t: Translate, parts: readonly TDayPart[]): string {
  if (DAY_PART_VALUES.every((part) => parts.includes(part))) return t('waitlist.day.parts.every');
  return DAY_PART_VALUES.filter((part) => parts.includes(part))
    .map((part) => dayPartLabel(t, part))
    .join(', ');
}

/** `04.03.2030 — 18.03.2030`. */
export const rangeText = (t: Translate, locale: Locale, from: string, to: string) =>
  t('waitlist.range', { from: formatDayNumeric(locale, from), to: formatDayNumeric(locale, to) });

/** Whom an offer may come from: the doctor, or any doctor of the specialization in the clinic or the city. */
export function reachText(t: Translate, request: Pick<TWaitlistRequest, 'scope' | 'specialization' | 'city'>): string {
  if (request.scope === 'institution') return t('waitlist.reach.institution', { specialization: request.specialization.name });
  if (request.scope === 'city') return t('waitlist.reach.city', { specialization: request.specialization.name, city: request.city?.name ?? '' });
  return t('waitlist.reach.doctor');
}

/** Where: the clinic with its address, "online", or any of the doctor's clinics. */
export function placeText(t: Translate, request: Pick<TWaitlistRequest, 'format' | 'institution'>): string {
  if (request.format === 'online') return t('booking.format.online');
  if (!request.institution) return t('waitlist.place.any');
  return [request.institution.name, request.institution.address].filter(Boolean).join(', ');
}

/** `04.03` of a visit's `YYYY-MM-DD`: the year goes without saying within the four weeks a request reaches. */
export const shortDay = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;
