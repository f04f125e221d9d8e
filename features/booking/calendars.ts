import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import { localizedPath } from '../../contracts/page-url.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { localized, selectRows as rows } from '../../db/sql.ts';
import { renderMessage } from '../messaging/templates.ts';
import { calendarText } from './ics.ts';
import { doctorRoomUrl, patientRoomUrl, roomLine } from './room-link.ts';

/**
 * The patient's "add to calendar" file and the private feeds of doctors (docs/decisions/172).
 * A feed URL is a secret: whoever has it reads the appointments, so it carries a random token (only its
 * hash is stored), can be regenerated (the old URL stops working), and shows patients by initials only —
 * calendars are synced to third-party servers. A feed belongs to its owner: the doctor's own feed lists
 * all of the doctor's appointments, a partner's feed only those at its legal entity's institutions.
 */

const FEED_PAST_DAYS = 30;
const FEED_FUTURE_DAYS = 180;
/** Booked appointments in any state a calendar should know of; withdrawn ones come as cancelled events. */
const FEED_STATUSES = sql`('booked', 'approved', 'cancelled', 'rejected')`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const initials = (last: string | null, first: string | null) =>
  [last?.[0], first?.[0]]
    .filter(Boolean)
    .map((c) => `${c}.`)
    .join(' ');

/** Who asks for a feed: the doctor in the cabinet, or a partner for one of the legal entity's doctors. */
export type FeedRequester = { id: number; user_type: string };

export function createCalendarService(db: Db, { now = () => new Date(), siteOrigin }: { now?: () => Date; siteOrigin: string }) {
  const link = (path: string, locale: Locale) => `${siteOrigin}${localizedPath(path, locale)}`;

  /** The doctor a feed is made for, and whose appointments it may show (null: all of the doctor's). */
  async function feedOwner(user: FeedRequester, doctorId: number | 'me'): Promise<{ doctorId: number; legalEntityId: number | null }> {
    if (doctorId === 'me') {
      const [doctor] = await rows<{ id: number }>(db, sql`select id from doctors where user_id = ${user.id} and deleted_at is null`);
      if (!doctor) throw new ForbiddenError();
      return { doctorId: doctor.id, legalEntityId: null };
    }
    if (user.user_type !== 'partner') throw new NotFoundError();
    const [row] = await rows<{ legal_entity_id: number }>(
      db,
      sql`select r.legal_entity_id from representatives r
          where r.user_id = ${user.id} and r.deleted_at is null and exists (
            select 1 from doctors d join doctor_workplaces w on w.doctor_id = d.id
            join medical_institutions mi on mi.id = w.institution_id and mi.legal_entity_id = r.legal_entity_id
            where d.id = ${doctorId} and d.deleted_at is null)`,
    );
    if (!row) throw new NotFoundError();
    return { doctorId, legalEntityId: row.legal_entity_id };
  }

  return {
    /** The patient's own booked appointment as a one-event calendar, in the appointment's language. */
    async appointmentIcs(userId: number, appointmentId: number): Promise<{ filename: string; body: string }> {
      const [locale] = await rows<{ locale: Locale }>(
        db,
        sql`select locale from appointments where id = ${appointmentId} and patient_id = ${userId} and booked_at is not null`,
      );
      if (!locale) throw new NotFoundError();
      const language = locale.locale;
      const [row] = await rows<{
        id: number;
        application_number: string | null;
        status: string;
        revision: number;
        format: string;
        start_at: Date;
        end_at: Date;
        doctor: string;
        service: string | null;
        place: string | null;
        patient: string;
        for_someone_else: boolean;
      }>(
        db,
        sql`select a.id, a.application_number, a.status, a.revision, a.format, a.start_at, a.end_at, ${localized('d', 'full_name', language)} as doctor,
              ${localized('s', 'name', language)} as service,
              concat_ws(' ', a.patient_last_name, a.patient_first_name) as patient, coalesce(a.patient_relation, 'self') <> 'self' as for_someone_else,
              case when mi.id is null then null else ${localized('mi', 'name', language)} || coalesce(', ' || ${localized('mi', 'address', language)}, '') end as place
            from appointments a join doctors d on d.id = a.doctor_id
            left join doctor_services s on s.id = a.service_id
            left join medical_institutions mi on mi.id = a.institution_id
            where a.id = ${appointmentId}`,
      );
      const cabinet = link('/patients/appointment', language);
      // An online visit's event opens its room; the description says when the room opens.
      const room = patientRoomUrl(siteOrigin, row, language);
      const body = calendarText(
        'Vizyt',
        [
          {
            id: row.id,
            status: row.status,
            revision: row.revision,
            start: row.start_at,
            end: row.end_at,
            // A visit booked for a child or a relative says whose it is: a parent's calendar holds several.
            summary: [row.doctor, row.service, row.for_someone_else ? row.patient : null].filter(Boolean).join(' — '),
            location: row.format === 'online' ? renderMessage(language, 'messages.appointment.online', {}) : (row.place ?? undefined),
            description: [
              renderMessage(language, 'messages.appointment.patient', { patient: row.patient }),
              row.application_number,
              room ? roomLine(room, language) : null,
              cabinet,
            ]
              .filter(Boolean)
              .join('\n'),
            url: room ?? cabinet,
          },
        ],
        now(),
      );
      return { filename: `${row.application_number ?? `appointment-${row.id}`}.ics`, body };
    },

    /** A feed by its secret token; unknown tokens are simply not found. */
    async doctorFeed(token: string): Promise<string> {
      const [feed] = await rows<{ doctor_id: number; legal_entity_id: number | null; locale: Locale; name: string }>(
        db,
        sql`select f.doctor_id, f.legal_entity_id, f.locale,
              case when f.locale = 'ru' then coalesce(nullif(d.full_name_ru, ''), d.full_name_ua) else d.full_name_ua end as name
            from calendar_feeds f join doctors d on d.id = f.doctor_id
            where f.token_hash = ${hashToken(token)} and d.deleted_at is null`,
      );
      if (!feed) throw new NotFoundError();
      const { locale } = feed;
      const at = now();
      const tenancy =
        feed.legal_entity_id === null
          ? sql`true`
          : sql`a.institution_id in (select id from medical_institutions where legal_entity_id = ${feed.legal_entity_id})`;
      const events = await rows<{
        id: number;
        status: string;
        revision: number;
        format: string;
        start_at: Date;
        end_at: Date;
        service: string | null;
        place: string | null;
        last_name: string | null;
        first_name: string | null;
      }>(
        db,
        sql`select a.id, a.status, a.revision, a.format, a.start_at, a.end_at, ${localized('s', 'name', locale)} as service, ${localized('mi', 'name', locale)} as place,
              a.patient_last_name as last_name, a.patient_first_name as first_name
            from appointments a left join doctor_services s on s.id = a.service_id left join medical_institutions mi on mi.id = a.institution_id
            where a.doctor_id = ${feed.doctor_id} and ${tenancy} and a.booked_at is not null and a.status in ${FEED_STATUSES}
              and a.start_at >= ${new Date(at.getTime() - FEED_PAST_DAYS * 86_400_000).toISOString()}::timestamptz
              and a.start_at < ${new Date(at.getTime() + FEED_FUTURE_DAYS * 86_400_000).toISOString()}::timestamptz
            order by a.start_at, a.id`,
      );
      const visit = renderMessage(locale, 'messages.appointment.feed.visit', {});
      const online = renderMessage(locale, 'messages.appointment.online', {});
      return calendarText(
        `Vizyt — ${feed.name}`,
        events.map((event) => {
          // The doctor's own feed leads into the room of an online visit; a partner's feed to the clinic's record of it.
          const room = feed.legal_entity_id === null ? doctorRoomUrl(siteOrigin, event, locale) : null;
          return {
            id: event.id,
            status: event.status,
            revision: event.revision,
            start: event.start_at,
            end: event.end_at,
            summary: [event.service ?? visit, initials(event.last_name, event.first_name)].filter(Boolean).join(' — '),
            location: event.format === 'online' ? online : (event.place ?? undefined),
            description: room ? roomLine(room, locale) : undefined,
            url: room ?? (feed.legal_entity_id === null ? link('/cabinet-doctor', locale) : link(`/partners/appointments/${event.id}`, locale)),
          };
        }),
        at,
      );
    },

    /**
     * Creates or replaces the caller's feed of a doctor (the doctor's own, or the partner's legal entity's);
     * other owners' feeds of the same doctor are untouched. Returns the URL once; only its hash is kept.
     */
    async regenerateFeed(user: FeedRequester, doctorId: number | 'me', locale: Locale): Promise<{ url: string }> {
      const owner = await feedOwner(user, doctorId);
      const token = randomBytes(24).toString('base64url');
      await db.execute(sql`
        insert into calendar_feeds (doctor_id, legal_entity_id, locale, token_hash) values (${owner.doctorId}, ${owner.legalEntityId}, ${locale}, ${hashToken(token)})
        on conflict (doctor_id, legal_entity_id) do update set token_hash = excluded.token_hash, locale = excluded.locale, created_at = now()`);
      return { url: `${siteOrigin}/api/v1/calendar/${token}.ics` };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
