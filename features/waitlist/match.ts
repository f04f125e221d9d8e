import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, doctors, waitlist_offers } from '../../db/schema/index.ts';
import { selectRows } from '../../db/sql.ts';
import { findPgError } from '../../db/errors.ts';
import { dayPartOf, MIN_OFFER_MINUTES, OFFER_CUTOFF_MINUTES, WAITLIST_HORIZON_DAYS, type TDayPart } from '../../contracts/waitlist.ts';
import { isChildOn } from '../../contracts/family.ts';
import { addDays, CLINIC_TIME_ZONE, isoWeekday, zonedClock, zonedDate } from '../../contracts/zoned-time.ts';
import { clinicToday } from '../schedule/slot-loader.ts';
import { freeSpans, loadServiceTerms, type ServiceTerms } from '../booking/slots.ts';
import { recordEvent } from '../booking/appointment-rows.ts';
import { seesChildren } from '../booking/for-whom.ts';
import { scheduleJobs } from '../jobs/queue.ts';
import { WAITLIST_EXPIRE_JOB, type WaitlistContext } from './context.ts';
import { notifyOffer } from './offer-notices.ts';
import { boundLinkOrigin } from '../link-origin.ts';
import { VISIT_MOVE_OFFER_LIMIT, VISIT_MOVE_OFFER_MINUTES } from '../../contracts/visit-moves.ts';

/**
 * Offering a doctor's free time to the patients waiting for it (docs/decisions/303). Run by the matching job, in
 * its transaction: a crash rolls the offers back with the job, which runs again. One doctor is matched by one
 * transaction at a time (an advisory lock); the time itself is guarded by the appointments' no-overlap constraint,
 * so a public booking racing an offer for one time leaves exactly one of them.
 */

/** The advisory-lock namespace of matching one doctor (`pg_advisory_xact_lock(namespace, doctor_id)`). */
export const MATCH_LOCK = 30_303;
/** Requests looked at per run: the first in line (more wait for the next freed time). */
const MATCH_BATCH = 100;

interface Candidate {
  id: number;
  patient_id: number;
  scope: 'doctor' | 'institution' | 'city';
  doctor_id: number;
  specialization_id: number;
  service_id: number;
  format: 'clinic' | 'online';
  institution_id: number | null;
  city_id: number | null;
  date_from: string;
  date_to: string;
  weekdays: number[];
  day_parts: TDayPart[];
  mode: 'extra' | 'move';
  /** Her electronic referral: only with one is a service free under the state programme offered (docs/decisions/307, 311). */
  referral_number: string | null;
  /** `clinic_move`: her clinic closed her visit's time (docs/decisions/309): served first, any time of the doctor suits. */
  source: 'patient' | 'clinic_move';
  /** A clinic's move: the end of the closed range; the times offered come after it. */
  move_end_ms: number | null;
  /** The visit a move request would move, while it is still on. */
  visit_start_ms: number | null;
  visit_live: boolean | null;
  /** Whom the visit is for: the family member's birth date, or hers as she gave it. */
  birthday: string | null;
  locale: 'ua' | 'ru';
}

interface Place {
  institution_id: number;
  city_id: number;
}

/** How long an offer of a time starting at `start` holds it, or null when it is too close to offer at all. */
export function offerMillis(start: number, now: number, offerSeconds: number): number | null {
  const left = start - now - OFFER_CUTOFF_MINUTES * 60_000;
  if (left <= 0) return null;
  const hold = Math.min(offerSeconds * 1000, Math.floor(left / 4));
  return hold >= Math.min(MIN_OFFER_MINUTES * 60_000, offerSeconds * 1000) ? hold : null;
}

/** Offers `doctorId`'s free time to the waiting requests it suits, first asked first. Returns the offers made. */
export async function matchDoctor(context: WaitlistContext, tx: Db, doctorId: number): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MATCH_LOCK}, ${doctorId})`);
  const now = context.now().getTime();
  const today = clinicToday(now);
  const [doctor] = await tx
    .select({ is_waitlist: doctors.is_waitlist, sees_children: seesChildren(tx) })
    .from(doctors)
    .where(and(eq(doctors.id, doctorId), eq(doctors.status, 'active'), isNull(doctors.deleted_at)));
  if (!doctor) return [];
  const candidates = await selectRows<Candidate>(
    tx,
    sql`select r.id, r.patient_id, r.scope, r.doctor_id, r.specialization_id, r.service_id, r.format, r.institution_id, r.city_id,
               r.date_from::text as date_from, r.date_to::text as date_to, r.weekdays, r.day_parts, r.mode, r.referral_number, r.source, r.locale,
               (extract(epoch from v.start_at) * 1000)::float8 as visit_start_ms,
               v.status in ('booked', 'approved') as visit_live,
               (select (extract(epoch from m.end_at) * 1000)::float8 from visit_move_items i join visit_moves m on m.id = i.move_id where i.request_id = r.id) as move_end_ms,
               coalesce(f.birthday::text, r.patient->>'birthday') as birthday
        from waitlist_requests r
        left join appointments v on v.id = r.appointment_id
        left join family_members f on f.id = r.family_member_id
        where r.status = 'waiting' and r.date_to >= ${today}::date
          ${doctor.is_waitlist ? sql`` : sql`and r.source = 'clinic_move'`}
          and not exists (select 1 from waitlist_offers o where o.request_id = r.id and o.status = 'open')
          and (r.doctor_id = ${doctorId}
            or (r.scope <> 'doctor' and r.specialization_id in (select specialization_id from doctor_specializations where doctor_id = ${doctorId})))
        order by r.source = 'clinic_move' desc, r.queued_at, r.id
        limit ${MATCH_BATCH}`,
  );
  const offers: number[] = [];
  for (const request of candidates) {
    const offerId = await offerTo(context, tx, request, doctorId, doctor.sees_children, now, today);
    if (offerId !== null) offers.push(offerId);
  }
  return offers;
}

/**
 * The service a doctor gives for a request: the one she asked for, or this doctor's of the same specialization (a free
 * one first when she has a referral). A service free by referral is never offered to a request without one.
 */
async function termsFor(tx: Db, request: Candidate, doctorId: number, now: number): Promise<ServiceTerms | undefined> {
  let serviceId = request.service_id;
  if (request.doctor_id !== doctorId) {
    const [own] = await selectRows<{ id: number }>(
      tx,
      sql`select id from doctor_services
          where doctor_id = ${doctorId} and specialization_id = ${request.specialization_id} and deleted_at is null and status = 'active'
            ${request.format === 'online' ? sql`and format = 'online'` : sql``}
            ${request.referral_number ? sql`` : sql`and not is_nszu_free`}
          order by ${request.referral_number ? sql`is_nszu_free desc, ` : sql``}is_default desc, cost, id limit 1`,
    );
    if (!own) return undefined;
    serviceId = own.id;
  }
  const terms = await loadServiceTerms(tx, doctorId, serviceId, now);
  if (!terms || (request.format === 'online' && terms.format !== 'online') || (terms.is_nszu_free && !request.referral_number)) return undefined;
  return terms;
}

/** The clinics of this doctor the request reaches. */
function placesFor(tx: Db, request: Candidate, doctorId: number): Promise<Place[]> {
  const reach =
    request.scope === 'city' ? sql`and mi.city_id = ${request.city_id}` : request.institution_id !== null ? sql`and mi.id = ${request.institution_id}` : sql``;
  return selectRows<Place>(
    tx,
    sql`select mi.id as institution_id, mi.city_id from doctor_workplaces w
        join medical_institutions mi on mi.id = w.institution_id and mi.deleted_at is null and mi.status = 'active' and not mi.is_work_without_slots
        where w.doctor_id = ${doctorId} ${reach}
        order by mi.id`,
  );
}

/** The earliest free time of the doctor this request may take, held for her as an offer; null when none. */
async function offerTo(
  context: WaitlistContext,
  tx: Db,
  request: Candidate,
  doctorId: number,
  seesChildren: boolean,
  now: number,
  today: string,
): Promise<number | null> {
  if (request.mode === 'move' && !(request.visit_live && request.visit_start_ms! > now)) return null;
  const from = request.date_from > today ? request.date_from : today;
  const last = addDays(today, WAITLIST_HORIZON_DAYS - 1);
  const to = request.date_to < last ? request.date_to : last;
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  if (days <= 0) return null;
  const terms = await termsFor(tx, request, doctorId, now);
  if (!terms) return null;
  const places = await placesFor(tx, request, doctorId);
  if (!places.length) return null;

  const [taken, busy] = await Promise.all([
    // Times already offered to her for this request: she declined them or let them go.
    selectRows<{ start_ms: number }>(
      tx,
      sql`select (extract(epoch from start_at) * 1000)::float8 as start_ms from waitlist_offers where request_id = ${request.id} and doctor_id = ${doctorId}`,
    ),
    // Her own visits: she cannot be in two places (the visit she would move excepted).
    selectRows<{ start_ms: number; end_ms: number }>(
      tx,
      sql`select (extract(epoch from start_at) * 1000)::float8 as start_ms, (extract(epoch from end_at) * 1000)::float8 as end_ms
          from appointments
          where patient_id = ${request.patient_id} and status in ('hold', 'booked', 'approved', 'offered')
            and id is distinct from (select appointment_id from waitlist_requests where id = ${request.id})
            and end_at > ${new Date(now).toISOString()}::timestamptz`,
    ),
  ]);
  const moved = request.source === 'clinic_move';
  // A moved visit is offered a few times by itself; then she picks on her page (no stream of messages).
  if (moved && taken.length >= VISIT_MOVE_OFFER_LIMIT) return null;
  const holdSeconds = moved ? VISIT_MOVE_OFFER_MINUTES * 60 : context.offerSeconds;
  const offeredBefore = new Set(taken.map((row) => row.start_ms));
  const suits = (span: { start: number; end: number }) => {
    const day = zonedDate(span.start, CLINIC_TIME_ZONE);
    if (!request.weekdays.includes(isoWeekday(day))) return false;
    if (!request.day_parts.includes(dayPartOf(zonedClock(span.start, CLINIC_TIME_ZONE)))) return false;
    if (request.mode === 'move' && !moved && span.start >= request.visit_start_ms!) return false;
    if (moved && request.move_end_ms !== null && span.start < request.move_end_ms) return false;
    if (offeredBefore.has(span.start)) return false;
    if (busy.some((visit) => visit.start_ms < span.end && visit.end_ms > span.start)) return false;
    if (request.birthday && !seesChildren && isChildOn(request.birthday, day)) return false;
    return offerMillis(span.start, now, holdSeconds) !== null;
  };

  const options: { start: number; end: number; place: Place }[] = [];
  for (const place of places) {
    const spans = await freeSpans(tx, { doctorId, institutionId: place.institution_id, durationMinutes: terms.duration, from, days, now });
    for (const span of spans) if (suits(span)) options.push({ ...span, place });
  }
  options.sort((a, b) => a.start - b.start || a.place.institution_id - b.place.institution_id);

  for (const option of options.slice(0, 5)) {
    const expiresAt = new Date(now + offerMillis(option.start, now, holdSeconds)!);
    const appointmentId = await holdForOffer(tx, { request, doctorId, terms, option, expiresAt });
    if (appointmentId === null) continue;
    const [offer] = await tx
      .insert(waitlist_offers)
      .values({ request_id: request.id, appointment_id: appointmentId, doctor_id: doctorId, start_at: new Date(option.start), expires_at: expiresAt })
      .returning({ id: waitlist_offers.id });
    await recordEvent(tx, {
      appointmentId,
      action: 'offered',
      from: null,
      to: 'offered',
      actor: 'system',
      userId: null,
      details: { waitlist_request: request.id, waitlist_offer: offer.id },
    });
    await scheduleJobs(tx, [
      {
        kind: WAITLIST_EXPIRE_JOB,
        runAt: expiresAt,
        dedupeKey: `waitlist-offer-expire:${offer.id}`,
        payload: { offer_id: offer.id, origin: boundLinkOrigin() },
      },
    ]);
    await notifyOffer(tx, context, offer.id);
    return offer.id;
  }
  return null;
}

/**
 * The time held for her: an `offered` appointment, inserted in a savepoint so that losing the time to a public
 * booking (the no-overlap constraint, or its deadlock) only moves on to the next time.
 */
async function holdForOffer(
  tx: Db,
  {
    request,
    doctorId,
    terms,
    option,
    expiresAt,
  }: { request: Candidate; doctorId: number; terms: ServiceTerms; option: { start: number; end: number; place: Place }; expiresAt: Date },
): Promise<number | null> {
  try {
    return await tx.transaction(async (savepoint) => {
      const [row] = await savepoint
        .insert(appointments)
        .values({
          status: 'offered',
          start_at: new Date(option.start),
          end_at: new Date(option.end),
          hold_expires_at: expiresAt,
          doctor_id: doctorId,
          institution_id: option.place.institution_id,
          city_id: option.place.city_id,
          service_id: terms.id,
          specialization_id: terms.specialization_id,
          format: request.format,
          cost: terms.cost,
          patient_id: request.patient_id,
          locale: request.locale,
        })
        .returning({ id: appointments.id });
      return row.id;
    });
  } catch (error) {
    const code = findPgError(error)?.code;
    if (code === '23P01' || code === '40P01') return null;
    throw error;
  }
}
