import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, exists, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, calendar_feeds, doctor_services, doctor_workplaces, doctors, medical_institutions, representatives } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import { localizedPath } from '../../contracts/page-url.ts';
import { NotFoundError } from '../errors.ts';
import { renderMessage } from '../messaging/templates.ts';
import { calendarText } from './ics.ts';
import { appointmentCalendar } from './appointment-calendar.ts';
import { doctorRoomUrl, roomLine } from './room-link.ts';
import { doctorOfAccount } from './doctor-reads.ts';

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
const FEED_STATUSES = ['booked', 'approved', 'cancelled', 'rejected'] as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const initials = (last: string | null, first: string | null) =>
  [last?.[0], first?.[0]]
    .filter(Boolean)
    .map((c) => `${c}.`)
    .join(' ');

/** Who asks for a feed: the doctor in the cabinet, or a partner for one of the legal entity's doctors. */
export type FeedRequester = { id: number; user_type: string };

/**
 * Calendar files and feeds. Their links lead to `origin`, which each call names: PUBLIC_ORIGIN, or else the origin
 * of the request that asked for the file (server/request-origin.ts); `siteOrigin` is the default for callers
 * without a request.
 */
export function createCalendarService(db: Db, { now = () => new Date(), siteOrigin }: { now?: () => Date; siteOrigin: string }) {
  const link = (origin: string, path: string, locale: Locale) => `${origin}${localizedPath(path, locale)}`;

  /** The doctor a feed is made for, and whose appointments it may show (null: all of the doctor's). */
  async function feedOwner(user: FeedRequester, doctorId: number | 'me'): Promise<{ doctorId: number; legalEntityId: number | null }> {
    if (doctorId === 'me') return { doctorId: await doctorOfAccount(db, user), legalEntityId: null };
    if (user.user_type !== 'partner') throw new NotFoundError();
    const [row] = await db
      .select({ legal_entity_id: representatives.legal_entity_id })
      .from(representatives)
      .where(
        and(
          eq(representatives.user_id, user.id),
          isNull(representatives.deleted_at),
          exists(
            db
              .select({ one: sql`1` })
              .from(doctors)
              .innerJoin(doctor_workplaces, eq(doctor_workplaces.doctor_id, doctors.id))
              .innerJoin(
                medical_institutions,
                and(eq(medical_institutions.id, doctor_workplaces.institution_id), eq(medical_institutions.legal_entity_id, representatives.legal_entity_id)),
              )
              .where(and(eq(doctors.id, doctorId), isNull(doctors.deleted_at))),
          ),
        ),
      );
    if (!row) throw new NotFoundError();
    return { doctorId, legalEntityId: row.legal_entity_id };
  }

  return {
    /** The patient's own booked appointment as a one-event calendar, in the appointment's language. */
    async appointmentIcs(userId: number, appointmentId: number, origin = siteOrigin): Promise<{ filename: string; body: string }> {
      const own = and(eq(appointments.patient_id, userId), isNotNull(appointments.booked_at));
      const calendar = await appointmentCalendar(db, appointmentId, origin, now(), own);
      if (!calendar) throw new NotFoundError();
      return calendar;
    },

    /** A feed by its secret token; unknown tokens are simply not found. */
    async doctorFeed(token: string, origin = siteOrigin): Promise<string> {
      const [feed] = await db
        .select({
          doctor_id: calendar_feeds.doctor_id,
          legal_entity_id: calendar_feeds.legal_entity_id,
          locale: calendar_feeds.locale,
          name: sql<string>`case when ${calendar_feeds.locale} = 'ru' then coalesce(nullif(${doctors.full_name_ru}, ''), ${doctors.full_name_ua}) else ${doctors.full_name_ua} end`,
        })
        .from(calendar_feeds)
        .innerJoin(doctors, eq(doctors.id, calendar_feeds.doctor_id))
        .where(and(eq(calendar_feeds.token_hash, hashToken(token)), isNull(doctors.deleted_at)));
      if (!feed) throw new NotFoundError();
      const { locale } = feed;
      const at = now();
      const tenancy =
        feed.legal_entity_id === null
          ? undefined
          : inArray(
              appointments.institution_id,
              db.select({ id: medical_institutions.id }).from(medical_institutions).where(eq(medical_institutions.legal_entity_id, feed.legal_entity_id)),
            );
      const events = await db
        .select({
          id: appointments.id,
          status: appointments.status,
          revision: appointments.revision,
          format: appointments.format,
          start_at: appointments.start_at,
          end_at: appointments.end_at,
          service: doctor_services[`name_${locale}` as const],
          place: medical_institutions[`name_${locale}` as const],
          last_name: appointments.patient_last_name,
          first_name: appointments.patient_first_name,
        })
        .from(appointments)
        .leftJoin(doctor_services, eq(doctor_services.id, appointments.service_id))
        .leftJoin(medical_institutions, eq(medical_institutions.id, appointments.institution_id))
        .where(
          and(
            eq(appointments.doctor_id, feed.doctor_id),
            tenancy,
            isNotNull(appointments.booked_at),
            inArray(appointments.status, FEED_STATUSES),
            gte(appointments.start_at, new Date(at.getTime() - FEED_PAST_DAYS * 86_400_000)),
            lt(appointments.start_at, new Date(at.getTime() + FEED_FUTURE_DAYS * 86_400_000)),
          ),
        )
        .orderBy(asc(appointments.start_at), asc(appointments.id));
      const visit = renderMessage(locale, 'messages.appointment.feed.visit', {});
      const online = renderMessage(locale, 'messages.appointment.online', {});
      return calendarText(
        `Vizyt — ${feed.name}`,
        events.map((event) => {
          // The doctor's own feed leads into the room of an online visit; a partner's feed to the clinic's record of it.
          const room = feed.legal_entity_id === null ? doctorRoomUrl(origin, event, locale) : null;
          return {
            id: event.id,
            status: event.status,
            revision: event.revision,
            start: event.start_at,
            end: event.end_at,
            summary: [event.service ?? visit, initials(event.last_name, event.first_name)].filter(Boolean).join(' — '),
            location: event.format === 'online' ? online : (event.place ?? undefined),
            description: room ? roomLine(room, locale) : undefined,
            url: room ?? link(origin, feed.legal_entity_id === null ? '/cabinet-doctor' : `/partners/appointments/${event.id}`, locale),
          };
        }),
        at,
      );
    },

    /**
     * Creates or replaces the caller's feed of a doctor (the doctor's own, or the partner's legal entity's);
     * other owners' feeds of the same doctor are untouched. Returns the URL once; only its hash is kept.
     */
    async regenerateFeed(user: FeedRequester, doctorId: number | 'me', locale: Locale, origin = siteOrigin): Promise<{ url: string }> {
      const owner = await feedOwner(user, doctorId);
      const token = randomBytes(24).toString('base64url');
      await db
        .insert(calendar_feeds)
        .values({ doctor_id: owner.doctorId, legal_entity_id: owner.legalEntityId, locale, token_hash: hashToken(token) })
        .onConflictDoUpdate({
          target: [calendar_feeds.doctor_id, calendar_feeds.legal_entity_id],
          set: { token_hash: sql`excluded.token_hash`, locale: sql`excluded.locale`, created_at: sql`now()` },
        });
      return { url: `${origin}/api/v1/calendar/${token}.ics` };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
