import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_SEED_META_KEY } from '../../db/demo-data/demo-accounts.ts';
import {
  app_meta,
  appointment_events,
  appointments,
  doctor_services,
  doctor_workplaces,
  doctors,
  medical_institutions,
  users,
  video_joins,
  video_messages,
  video_rooms,
  visit_conclusions,
} from '../../db/schema/index.ts';
import { epochMs } from '../../db/sql.ts';
import { VIDEO_GRACE_MINUTES, VIDEO_WAITING_ROOM_OPENS_MINUTES } from '../../contracts/video.ts';
import { recordEvent } from '../booking/appointment-rows.ts';
import { applicationNumber } from '../booking/notices.ts';

/** The demo room keeper's reads and writes of the demo parties' visits (docs/decisions/222). */

/** A room that closes sooner than this is replaced: a visitor arriving now has this long at least. */
export const DEMO_ROOM_MIN_OPEN_MINUTES = 20;
/** What marks the visits this keeper made (the `booked` event's `details.reason`), the only ones it ever moves. */
export const DEMO_ROOM_REASON = 'demo_room';
export const MINUTE = 60_000;

/** Whether anyone entered the appointment's room or wrote in its chat: it is then somebody's history, kept as it is. */
const roomUsed: SQL = sql`(exists (select 1 from ${video_joins} where ${video_joins.appointment_id} = ${appointments.id})
  or exists (select 1 from ${video_messages} where ${video_messages.appointment_id} = ${appointments.id})
  or exists (select 1 from ${video_rooms} where ${video_rooms.appointment_id} = ${appointments.id}
    and (${video_rooms.started_at} is not null or ${video_rooms.ended_at} is not null))
  or exists (select 1 from ${visit_conclusions} where ${visit_conclusions.appointment_id} = ${appointments.id}))`;
/** Whether the doctor ended the appointment's consultation: its room no longer opens. */
const roomEnded: SQL = sql`exists (select 1 from ${video_rooms} where ${video_rooms.appointment_id} = ${appointments.id} and ${video_rooms.ended_at} is not null)`;

/** The demo parties and the demo doctor's online service, or undefined when the demo accounts are gone. */
export async function loadParties(tx: Db) {
  const doctorAccount = alias(users, 'du');
  const patient = alias(users, 'p');
  const service = tx
    .select({
      id: doctor_services.id,
      specialization_id: doctor_services.specialization_id,
      cost: doctor_services.cost,
      duration: doctor_services.duration,
    })
    .from(doctor_services)
    .where(
      and(
        eq(doctor_services.doctor_id, doctors.id),
        eq(doctor_services.format, 'online'),
        eq(doctor_services.status, 'active'),
        isNull(doctor_services.deleted_at),
      ),
    )
    .orderBy(desc(doctor_services.is_default), asc(doctor_services.id))
    .limit(1)
    .as('s');
  const place = tx
    .select({ id: medical_institutions.id, city_id: medical_institutions.city_id, representative_id: medical_institutions.representative_id })
    .from(doctor_workplaces)
    .innerJoin(medical_institutions, and(eq(medical_institutions.id, doctor_workplaces.institution_id), isNull(medical_institutions.deleted_at)))
    .where(eq(doctor_workplaces.doctor_id, doctors.id))
    .orderBy(asc(medical_institutions.is_work_without_slots), asc(doctor_workplaces.position), asc(medical_institutions.id))
    .limit(1)
    .as('place');
  const [parties] = await tx
    .select({
      doctor_id: doctors.id,
      patient_id: patient.id,
      first_name: patient.first_name,
      last_name: patient.last_name,
      middle_name: patient.middle_name,
      birthday: patient.birthday,
      phone: patient.phone,
      email: patient.email,
      service_id: service.id,
      specialization_id: service.specialization_id,
      cost: service.cost,
      duration: service.duration,
      institution_id: place.id,
      city_id: place.city_id,
      representative_id: place.representative_id,
    })
    .from(doctorAccount)
    .innerJoin(doctors, and(eq(doctors.user_id, doctorAccount.id), isNull(doctors.deleted_at), eq(doctors.status, 'active')))
    .innerJoin(patient, and(sql`lower(${patient.email}) = ${DEMO_ACCOUNTS.patient.email}`, eq(patient.user_type, 'patient'), isNull(patient.deleted_at)))
    .innerJoinLateral(service, sql`true`)
    .leftJoinLateral(place, sql`true`)
    .where(and(sql`lower(${doctorAccount.email}) = ${DEMO_ACCOUNTS.doctor.email}`, eq(doctorAccount.user_type, 'doctor'), isNull(doctorAccount.deleted_at)))
    .limit(1);
  return parties;
}

export type Parties = NonNullable<Awaited<ReturnType<typeof loadParties>>>;

const liveOnlineVisit = (parties: Parties) =>
  and(
    eq(appointments.doctor_id, parties.doctor_id),
    eq(appointments.patient_id, parties.patient_id),
    eq(appointments.format, 'online'),
    inArray(appointments.status, ['booked', 'approved']),
  );

/** A visit of the two whose room is open now and stays open long enough. */
export async function findOpenVisit(tx: Db, parties: Parties, now: number): Promise<{ id: number; start_at: Date } | undefined> {
  const [visit] = await tx
    .select({ id: appointments.id, start_at: appointments.start_at })
    .from(appointments)
    .where(
      and(
        liveOnlineVisit(parties),
        sql`${appointments.start_at} - make_interval(mins => ${VIDEO_WAITING_ROOM_OPENS_MINUTES}) <= ${new Date(now).toISOString()}::timestamptz`,
        sql`${appointments.end_at} + make_interval(mins => ${VIDEO_GRACE_MINUTES}) >= ${new Date(now + DEMO_ROOM_MIN_OPEN_MINUTES * MINUTE).toISOString()}::timestamptz`,
        not(roomEnded),
      ),
    )
    .orderBy(asc(appointments.start_at))
    .limit(1);
  return visit;
}

/** The latest visit this keeper made that nobody used: moved instead of leaving an empty "missed" visit behind. */
export async function findUnusedOwnVisit(tx: Db, parties: Parties): Promise<number | undefined> {
  const events = appointment_events;
  const [visit] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        liveOnlineVisit(parties),
        sql`exists (select 1 from ${events} where ${events.appointment_id} = ${appointments.id} and ${events.action} = 'booked'
          and ${events.actor_kind} = 'system' and ${events.details} ->> 'reason' = ${DEMO_ROOM_REASON})`,
        not(roomUsed),
      ),
    )
    .orderBy(desc(appointments.id))
    .limit(1);
  return visit?.id;
}

export async function busySpans(tx: Db, doctorId: number, now: number, except: number | undefined) {
  return tx
    .select({
      start: epochMs(sql`${appointments.start_at}`).mapWith(Number),
      end: epochMs(sql`${appointments.end_at}`).mapWith(Number),
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctor_id, doctorId),
        inArray(appointments.status, ['hold', 'booked', 'approved']),
        ne(appointments.id, except ?? 0),
        lt(appointments.start_at, new Date(now + 6 * 60 * MINUTE)),
        gt(appointments.end_at, new Date(now - 6 * 60 * MINUTE)),
      ),
    );
}

export async function createVisit(tx: Db, parties: Parties, start: number, now: number): Promise<number> {
  const at = new Date(now);
  const [{ id }] = await tx
    .insert(appointments)
    .values({
      status: 'approved',
      start_at: new Date(start),
      end_at: new Date(start + parties.duration * MINUTE),
      doctor_id: parties.doctor_id,
      institution_id: parties.institution_id,
      service_id: parties.service_id,
      specialization_id: parties.specialization_id,
      city_id: parties.city_id,
      representative_id: parties.representative_id,
      format: 'online',
      cost: parties.cost,
      patient_id: parties.patient_id,
      patient_first_name: parties.first_name,
      patient_last_name: parties.last_name,
      patient_middle_name: parties.middle_name,
      patient_birthday: parties.birthday,
      patient_phone: parties.phone,
      patient_email: parties.email,
      patient_relation: 'self',
      consent_at: at,
      booked_at: at,
      decided_at: at,
      locale: 'ua',
    })
    .returning({ id: appointments.id });
  await tx
    .update(appointments)
    .set({ application_number: applicationNumber(id, start) })
    .where(eq(appointments.id, id));
  const details = { reason: DEMO_ROOM_REASON };
  await recordEvent(tx, { appointmentId: id, action: 'booked', from: 'hold', to: 'booked', actor: 'system', userId: null, details });
  await recordEvent(tx, { appointmentId: id, action: 'approved', from: 'booked', to: 'approved', actor: 'system', userId: null, details });
  return id;
}

export async function moveVisit(tx: Db, id: number, parties: Parties, start: number): Promise<void> {
  // The event keeps the old start as PostgreSQL writes a timestamptz as text, as it always has.
  const [before] = await tx
    .select({ start_at: sql<string>`${appointments.start_at}::text` })
    .from(appointments)
    .where(eq(appointments.id, id));
  const startAt = new Date(start);
  await tx
    .update(appointments)
    .set({ start_at: startAt, end_at: new Date(start + parties.duration * MINUTE), updated_at: sql`now()` })
    .where(eq(appointments.id, id));
  await recordEvent(tx, {
    appointmentId: id,
    action: 'rescheduled',
    from: 'approved',
    to: 'approved',
    actor: 'system',
    userId: null,
    details: { reason: DEMO_ROOM_REASON, from: before?.start_at, to: startAt.toISOString() },
  });
}

/** True when the demo seed filled this database (a database of real data is never touched). */
export async function isDemoDatabase(tx: Db): Promise<boolean> {
  const found = await tx.select({ key: app_meta.key }).from(app_meta).where(eq(app_meta.key, DEMO_SEED_META_KEY)).limit(1);
  return found.length > 0;
}
