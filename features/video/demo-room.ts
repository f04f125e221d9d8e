import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_SEED_META_KEY } from '../../db/seed/data/demo-accounts.ts';
import { findPgError } from '../../db/errors.ts';
import { epochMs, selectRows as rows } from '../../db/sql.ts';
import { VIDEO_GRACE_MINUTES, VIDEO_WAITING_ROOM_OPENS_MINUTES } from '../../contracts/video.ts';
import { recordEvent } from '../booking/appointment-rows.ts';
import { applicationNumber } from '../booking/notices.ts';

/**
 * docs/decisions/222: in the demo, the demo patient always has an online visit with the demo doctor whose room
 * is open now, so two people signing in as them (in two browsers) meet at once. The seed runs once; this keeps
 * it true over time, at start and then every minute, and only on a database the demo seed filled.
 */

/** How often each instance looks; the look is two small queries. */
export const DEMO_ROOM_INTERVAL_MS = 60_000;
/** A room that closes sooner than this is replaced: a visitor arriving now has this long at least. */
export const DEMO_ROOM_MIN_OPEN_MINUTES = 20;
/** What marks the visits this keeper made (the `booked` event's `details.reason`), the only ones it ever moves. */
export const DEMO_ROOM_REASON = 'demo_room';
/** Instances take turns: one of them creates the visit. */
const DEMO_ROOM_LOCK_KEY = 7_320_453;
const MINUTE = 60_000;
/** Starts are on a five-minute mark, as a booked time would be. */
const STEP = 5 * MINUTE;

export type DemoRoomOutcome =
  { action: 'kept' | 'created' | 'moved'; appointmentId: number; start: Date } | { action: 'skipped'; reason: 'not_demo' | 'no_accounts' | 'busy' };

interface Parties {
  doctor_id: number;
  patient_id: number;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
  birthday: string | null;
  phone: string | null;
  email: string | null;
  service_id: number;
  specialization_id: number;
  cost: number;
  duration: number;
  institution_id: number | null;
  city_id: number | null;
  representative_id: number | null;
}

/**
 * Whether anyone entered the appointment's room or wrote in its chat: it is then somebody's history, kept
 * as it is. `a` is the appointment's alias.
 */
const roomUsed: SQL = sql`(exists (select 1 from video_joins j where j.appointment_id = a.id)
  or exists (select 1 from video_messages m where m.appointment_id = a.id)
  or exists (select 1 from video_rooms r where r.appointment_id = a.id and (r.started_at is not null or r.ended_at is not null))
  or exists (select 1 from visit_conclusions c where c.appointment_id = a.id))`;
/** Whether the doctor ended the appointment's consultation: its room no longer opens. */
const roomEnded: SQL = sql`exists (select 1 from video_rooms r where r.appointment_id = a.id and r.ended_at is not null)`;

/** The demo parties and the demo doctor's online service, or undefined when the demo accounts are gone. */
async function loadParties(tx: Db): Promise<Parties | undefined> {
  const [parties] = await rows<Parties>(
    tx,
    sql`select d.id as doctor_id, p.id as patient_id, p.first_name, p.last_name, p.middle_name, p.birthday::text as birthday, p.phone, p.email,
          s.id as service_id, s.specialization_id, s.cost, s.duration::int as duration, place.id as institution_id, place.city_id, place.representative_id
        from users du
        join doctors d on d.user_id = du.id and d.deleted_at is null and d.status = 'active'
        join users p on lower(p.email) = ${DEMO_ACCOUNTS.patient.email} and p.user_type = 'patient' and p.deleted_at is null
        join lateral (select s.id, s.specialization_id, s.cost, s.duration from doctor_services s
                      where s.doctor_id = d.id and s.format = 'online' and s.status = 'active' and s.deleted_at is null
                      order by s.is_default desc, s.id limit 1) s on true
        left join lateral (select mi.id, mi.city_id, mi.representative_id from doctor_workplaces w
                           join medical_institutions mi on mi.id = w.institution_id and mi.deleted_at is null
                           where w.doctor_id = d.id order by mi.is_work_without_slots, w.position, mi.id limit 1) place on true
        where lower(du.email) = ${DEMO_ACCOUNTS.doctor.email} and du.user_type = 'doctor' and du.deleted_at is null
        limit 1`,
  );
  return parties;
}

const liveOnlineVisit = (parties: Parties) =>
  sql`a.doctor_id = ${parties.doctor_id} and a.patient_id = ${parties.patient_id} and a.format = 'online' and a.status in ('booked', 'approved')`;

/** A visit of the two whose room is open now and stays open long enough. */
async function findOpenVisit(tx: Db, parties: Parties, now: number): Promise<{ id: number; start_ms: number } | undefined> {
  const [visit] = await rows<{ id: number; start_ms: number }>(
    tx,
    sql`select a.id, ${epochMs(sql`a.start_at`)} as start_ms from appointments a
        where ${liveOnlineVisit(parties)}
          and a.start_at - make_interval(mins => ${VIDEO_WAITING_ROOM_OPENS_MINUTES}) <= ${new Date(now).toISOString()}::timestamptz
          and a.end_at + make_interval(mins => ${VIDEO_GRACE_MINUTES}) >= ${new Date(now + DEMO_ROOM_MIN_OPEN_MINUTES * MINUTE).toISOString()}::timestamptz
          and not ${roomEnded}
        order by a.start_at limit 1`,
  );
  return visit;
}

/** The latest visit this keeper made that nobody used: moved instead of leaving an empty "missed" visit behind. */
async function findUnusedOwnVisit(tx: Db, parties: Parties): Promise<number | undefined> {
  const [visit] = await rows<{ id: number }>(
    tx,
    sql`select a.id from appointments a
        where ${liveOnlineVisit(parties)}
          and exists (select 1 from appointment_events e where e.appointment_id = a.id and e.action = 'booked' and e.actor_kind = 'system'
                      and e.details ->> 'reason' = ${DEMO_ROOM_REASON})
          and not ${roomUsed}
        order by a.id desc limit 1`,
  );
  return visit?.id;
}

/**
 * The latest start whose room is open now and stays open twice the minimum, and whose time no other visit of
 * the doctor occupies (the booking exclusion constraint would refuse it). Holds count whatever their expiry:
 * the constraint counts them too.
 */
export function chooseDemoStart(now: number, durationMinutes: number, busy: readonly { start: number; end: number }[]): number | undefined {
  const latest = Math.floor((now + VIDEO_WAITING_ROOM_OPENS_MINUTES * MINUTE) / STEP) * STEP;
  const earliest = now + (2 * DEMO_ROOM_MIN_OPEN_MINUTES - VIDEO_GRACE_MINUTES - durationMinutes) * MINUTE;
  // Ten minutes ahead when free: the visitor sees the waiting room first, as a patient would.
  const preferred = Math.min(latest, Math.ceil((now + 10 * MINUTE) / STEP) * STEP);
  for (let start = preferred; start >= earliest; start -= STEP) {
    const end = start + durationMinutes * MINUTE;
    if (!busy.some((span) => span.start < end && span.end > start)) return start;
  }
  return undefined;
}

async function busySpans(tx: Db, doctorId: number, now: number, except: number | undefined) {
  return rows<{ start: number; end: number }>(
    tx,
    sql`select ${epochMs(sql`start_at`)} as start, ${epochMs(sql`end_at`)} as end from appointments
        where doctor_id = ${doctorId} and status in ('hold', 'booked', 'approved') and id <> ${except ?? 0}
          and start_at < ${new Date(now + 6 * 60 * MINUTE).toISOString()}::timestamptz and end_at > ${new Date(now - 6 * 60 * MINUTE).toISOString()}::timestamptz`,
  );
}

async function createVisit(tx: Db, parties: Parties, start: number, now: number): Promise<number> {
  const at = new Date(now).toISOString();
  const [{ id }] = await rows<{ id: number }>(
    tx,
    sql`insert into appointments (status, start_at, end_at, doctor_id, institution_id, service_id, specialization_id, city_id, representative_id,
          format, cost, patient_id, patient_first_name, patient_last_name, patient_middle_name, patient_birthday, patient_phone, patient_email,
          patient_relation, consent_at, booked_at, decided_at, locale)
        values ('approved', ${new Date(start).toISOString()}::timestamptz, ${new Date(start + parties.duration * MINUTE).toISOString()}::timestamptz,
          ${parties.doctor_id}, ${parties.institution_id}, ${parties.service_id}, ${parties.specialization_id}, ${parties.city_id}, ${parties.representative_id},
          'online', ${parties.cost}, ${parties.patient_id}, ${parties.first_name}, ${parties.last_name}, ${parties.middle_name}, ${parties.birthday}::date,
          ${parties.phone}, ${parties.email}, 'self', ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz, 'ua')
        returning id`,
  );
  await tx.execute(sql`update appointments set application_number = ${applicationNumber(id, start)} where id = ${id}`);
  const details = { reason: DEMO_ROOM_REASON };
  await recordEvent(tx, { appointmentId: id, action: 'booked', from: 'hold', to: 'booked', actor: 'system', userId: null, details });
  await recordEvent(tx, { appointmentId: id, action: 'approved', from: 'booked', to: 'approved', actor: 'system', userId: null, details });
  return id;
}

async function moveVisit(tx: Db, id: number, parties: Parties, start: number): Promise<void> {
  const [before] = await rows<{ start_at: string }>(tx, sql`select start_at::text from appointments where id = ${id}`);
  const startAt = new Date(start).toISOString();
  await tx.execute(sql`
    update appointments set start_at = ${startAt}::timestamptz, end_at = ${new Date(start + parties.duration * MINUTE).toISOString()}::timestamptz, updated_at = now()
    where id = ${id}`);
  await recordEvent(tx, {
    appointmentId: id,
    action: 'rescheduled',
    from: 'approved',
    to: 'approved',
    actor: 'system',
    userId: null,
    details: { reason: DEMO_ROOM_REASON, from: before?.start_at, to: startAt },
  });
}

/** True when the demo seed filled this database (a database of real data is never touched). */
async function isDemoDatabase(tx: Db): Promise<boolean> {
  const [row] = await rows<{ demo: boolean }>(tx, sql`select exists (select 1 from app_meta where key = ${DEMO_SEED_META_KEY}) as demo`);
  return row.demo;
}

/**
 * Makes sure the demo patient and the demo doctor have a room open now: keeps the one there is, else moves the
 * keeper's own unused visit to now, else books a new one. Never changes a visit it did not make, nor one
 * anybody used.
 */
export async function ensureDemoVideoVisit(database: Pick<Database, 'db'>, now: Date = new Date()): Promise<DemoRoomOutcome> {
  const at = now.getTime();
  try {
    return await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_ROOM_LOCK_KEY})`);
      if (!(await isDemoDatabase(tx))) return { action: 'skipped', reason: 'not_demo' } as const;
      const parties = await loadParties(tx);
      if (!parties) return { action: 'skipped', reason: 'no_accounts' } as const;
      const open = await findOpenVisit(tx, parties, at);
      if (open) return { action: 'kept', appointmentId: open.id, start: new Date(open.start_ms) } as const;
      const reusable = await findUnusedOwnVisit(tx, parties);
      const start = chooseDemoStart(at, parties.duration, await busySpans(tx, parties.doctor_id, at, reusable));
      if (start === undefined) return { action: 'skipped', reason: 'busy' } as const;
      if (reusable !== undefined) {
        await moveVisit(tx, reusable, parties, start);
        return { action: 'moved', appointmentId: reusable, start: new Date(start) } as const;
      }
      return { action: 'created', appointmentId: await createVisit(tx, parties, start, at), start: new Date(start) } as const;
    });
  } catch (error) {
    // A booking committed into the chosen time meanwhile: the next look picks another.
    if (findPgError(error)?.code === '23P01') return { action: 'skipped', reason: 'busy' };
    throw error;
  }
}

/** Runs `ensureDemoVideoVisit` now and every minute until stopped. Only started when the demo seed is on. */
export function startDemoRoomKeeper(
  database: Pick<Database, 'db'>,
  { intervalMs = DEMO_ROOM_INTERVAL_MS, now = () => new Date(), onError }: { intervalMs?: number; now?: () => Date; onError?: (error: unknown) => void } = {},
) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= ensureDemoVideoVisit(database, now())
      .then(
        () => undefined,
        (error: unknown) => onError?.(error),
      )
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  return {
    /** The first look's end (tests wait for it). */
    settled: () => running ?? Promise.resolve(),
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
