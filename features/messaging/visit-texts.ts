import { sql } from 'drizzle-orm';
import type { Locale } from '../../contracts/locale.ts';
import { CLINIC_TIME_ZONE, zonedClock, zonedDate } from '../../contracts/zoned-time.ts';
import { renderMessage } from './templates.ts';

/** A visit's day and time as messages write them, in the clinic's zone: `05.12.2026`, `05.12` (an SMS), `14:30`. */
export const messageDate = (instant: number) => zonedDate(instant, CLINIC_TIME_ZONE).split('-').reverse().join('.');
export const messageDayMonth = (instant: number) => messageDate(instant).slice(0, 5);
export const messageClock = (instant: number) => zonedClock(instant, CLINIC_TIME_ZONE);

/** What a message about a visit reads of it (a waitlist offer, a clinic's move), both languages at once. */
export interface VisitNoticeRow {
  patient_id: number;
  locale: Locale;
  start_ms: number;
  format: 'clinic' | 'online';
  doctor_ua: string;
  doctor_ru: string;
  place_ua: string | null;
  place_ru: string | null;
  phone: string | null;
  email: string | null;
  name: string;
}

/** The doctor's names and the place of a visit in both languages, over `d` (its doctor) and `mi` (its clinic, left-joined). */
export const visitNoticeNames = sql.raw(`d.full_name_ua as doctor_ua, d.full_name_ru as doctor_ru,
  concat_ws(', ', mi.name_ua, mi.address_ua) as place_ua, concat_ws(', ', mi.name_ru, mi.address_ru) as place_ru`);

/** The doctor, day, time and place (or "online") of a visit, in `locale`, for a message's parameters. */
export function visitParams(row: VisitNoticeRow, locale: Locale) {
  return {
    doctor: locale === 'ru' ? row.doctor_ru : row.doctor_ua,
    date: messageDate(row.start_ms),
    time: messageClock(row.start_ms),
    place: row.format === 'online' ? renderMessage(locale, 'messages.appointment.online', {}) : ((locale === 'ru' ? row.place_ru : row.place_ua) ?? ''),
  };
}
