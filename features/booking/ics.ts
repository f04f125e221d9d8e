import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { localized, selectRows as rows } from '../catalog/sql.ts';
import { renderMessage } from '../messaging/templates.ts';

/**
 * iCalendar (RFC 5545) for one appointment (the patient's "add to calendar") and a private feed per doctor.
 * A feed URL is a secret: whoever has it reads the doctor's schedule, so it carries a random token (only its
 * hash is stored), can be regenerated (the old URL stops working), and shows patients by initials only —
 * calendars are synced to third-party servers.
 */

const FEED_PAST_DAYS = 30;
const FEED_FUTURE_DAYS = 180;

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** `20300304T070000Z`. */
export function icsTime(at: Date | string): string {
  return new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Folds a content line at 75 octets (UTF-8), continuation lines starting with a space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface IcsEvent {
  uid: string;
  start: Date | string;
  end: Date | string;
  summary: string;
  description?: string;
  location?: string;
  cancelled?: boolean;
  stamp: Date;
}

export function calendar(name: string, events: readonly IcsEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Vizyt//Booking//UK', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${icsText(name)}`];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsTime(event.stamp)}`,
      `DTSTART:${icsTime(event.start)}`,
      `DTEND:${icsTime(event.end)}`,
      `SUMMARY:${icsText(event.summary)}`,
      ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
      `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}


const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createCalendarService(db: Db, { now = () => new Date(), siteOrigin }: { now?: () => Date; siteOrigin: string }) {
  return {
    /** The patient's own booked appointment as a one-event calendar. */
    async appointmentIcs(userId: number, appointmentId: number, locale: Locale): Promise<{ filename: string; body: string }> {
      const [row] = await rows<{
        id: number;
        application_number: string | null;
        status: string;
        format: string;
        start_at: Date;
        end_at: Date;
        doctor: string;
        service: string | null;
        place: string | null;
      }>(
        db,
        sql`select a.id, a.application_number, a.status, a.format, a.start_at, a.end_at, ${localized('d', 'full_name', locale)} as doctor,
              ${localized('s', 'name', locale)} as service,
              case when mi.id is null then null else ${localized('mi', 'name', locale)} || coalesce(', ' || ${localized('mi', 'address', locale)}, '') end as place
            from appointments a join doctors d on d.id = a.doctor_id
            left join doctor_services s on s.id = a.service_id
            left join medical_institutions mi on mi.id = a.institution_id
            where a.id = ${appointmentId} and a.patient_id = ${userId} and a.booked_at is not null`,
      );
      if (!row) throw new NotFoundError();
      const online = row.format === 'online' ? renderMessage(locale, 'messages.appointment.online', {}) : undefined;
      const body = calendar('Vizyt', [
        {
          uid: `appointment-${row.id}@vizyt`,
          start: row.start_at,
          end: row.end_at,
          summary: `${row.doctor}${row.service ? ` — ${row.service}` : ''}`,
          location: online ?? row.place ?? undefined,
          description: row.application_number ? `${row.application_number}\n${siteOrigin}/patients/appointment` : undefined,
          cancelled: ['cancelled', 'rejected'].includes(row.status),
          stamp: now(),
        },
      ]);
      return { filename: `${row.application_number ?? `appointment-${row.id}`}.ics`, body };
    },

    /** A doctor's feed by its secret token; unknown tokens are simply not found. */
    async doctorFeed(token: string): Promise<string> {
      const [feed] = await rows<{ doctor_id: number; name: string }>(
        db,
        sql`select f.doctor_id, d.full_name_ua as name from calendar_feeds f join doctors d on d.id = f.doctor_id
            where f.token_hash = ${hashToken(token)} and d.deleted_at is null`,
      );
      if (!feed) throw new NotFoundError();
      const at = now();
      const events = await rows<{
        id: number;
        status: string;
        format: string;
        start_at: Date;
        end_at: Date;
        service: string | null;
        place: string | null;
        last_name: string | null;
        first_name: string | null;
      }>(
        db,
        sql`select a.id, a.status, a.format, a.start_at, a.end_at, s.name_ua as service, mi.name_ua as place, a.patient_last_name as last_name, a.patient_first_name as first_name
            from appointments a left join doctor_services s on s.id = a.service_id left join medical_institutions mi on mi.id = a.institution_id
            where a.doctor_id = ${feed.doctor_id} and a.status in ('booked', 'approved')
              and a.start_at >= ${new Date(at.getTime() - FEED_PAST_DAYS * 86_400_000).toISOString()}::timestamptz
              and a.start_at < ${new Date(at.getTime() + FEED_FUTURE_DAYS * 86_400_000).toISOString()}::timestamptz
            order by a.start_at`,
      );
      const initials = (last: string | null, first: string | null) => [last?.[0], first?.[0]].filter(Boolean).map((c) => `${c}.`).join(' ');
      return calendar(`Vizyt — ${feed.name}`, [
        ...events.map((event) => ({
          uid: `appointment-${event.id}@vizyt`,
          start: event.start_at,
          end: event.end_at,
          summary: [event.service ?? renderMessage('ua', 'messages.appointment.feed.visit', {}), initials(event.last_name, event.first_name)].filter(Boolean).join(' — '),
          location: event.format === 'online' ? renderMessage('ua', 'messages.appointment.online', {}) : (event.place ?? undefined),
          stamp: at,
        })),
      ]);
    },

    /**
     * Creates or replaces the feed of a doctor the caller may manage (the doctor's own cabinet, or a partner
     * whose institution employs the doctor). Returns the URL once; only its hash is kept.
     */
    async regenerateFeed(user: { id: number; user_type: string }, doctorId: number | 'me'): Promise<{ url: string }> {
      const [doctor] =
        doctorId === 'me'
          ? await rows<{ id: number }>(db, sql`select id from doctors where user_id = ${user.id} and deleted_at is null`)
          : user.user_type === 'partner'
            ? await rows<{ id: number }>(
                db,
                sql`select d.id from doctors d where d.id = ${doctorId} and d.deleted_at is null and exists (
                      select 1 from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id
                      join representatives r on r.legal_entity_id = mi.legal_entity_id and r.user_id = ${user.id} and r.deleted_at is null
                      where w.doctor_id = d.id)`,
              )
            : [];
      if (!doctor) throw doctorId === 'me' ? new ForbiddenError() : new NotFoundError();
      const token = randomBytes(24).toString('base64url');
      await db.execute(sql`
        insert into calendar_feeds (doctor_id, token_hash) values (${doctor.id}, ${hashToken(token)})
        on conflict (doctor_id) do update set token_hash = excluded.token_hash, created_at = now()`);
      return { url: `${siteOrigin}/api/v1/calendar/${token}.ics` };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
