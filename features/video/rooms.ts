import { and, eq, exists, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ageOn, ADULT_AGE } from '../../contracts/family.ts';
import type { TVideoConsultation, TVideoRole } from '../../contracts/video.ts';
import { CLINIC_TIME_ZONE, zonedDate } from '../../contracts/zoned-time.ts';
import { appointments, doctor_services, doctors, specializations, video_joins, video_rooms, visit_conclusions } from '../../db/schema/index.ts';
import { callDuration, roomWindow, videoStatus, type RoomFacts } from './window.ts';

/** A party counts as in the room while its connection was seen this recently (docs/decisions/216). */
export const PRESENCE_FRESH_SECONDS = 30;

const online = (db: Db, role: TVideoRole) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(video_joins)
      .where(
        and(
          eq(video_joins.appointment_id, appointments.id),
          eq(video_joins.role, role),
          isNull(video_joins.left_at),
          sql`${video_joins.seen_at} > now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS})`,
        ),
      ),
  );

/** Online appointments that were ever booked: a hold let go or run out never was. */
export const LISTED: SQL = and(
  eq(appointments.format, 'online'),
  isNotNull(appointments.booked_at),
  inArray(appointments.status, ['booked', 'approved', 'cancelled', 'rejected']),
)!;

/** One page of a list: its order, size and start. */
export interface RoomsPage {
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * Online appointments that were ever booked (a hold let go or run out never was), with their room; `where`
 * filters `appointments` and `doctors`.
 */
export function selectRooms(db: Db, locale: Locale, where: SQL, page?: RoomsPage) {
  const ru = locale === 'ru';
  const query = db
    .select({
      id: appointments.id,
      application_number: appointments.application_number,
      status: appointments.status,
      format: appointments.format,
      start_at: appointments.start_at,
      end_at: appointments.end_at,
      patient_id: appointments.patient_id,
      doctor_id: appointments.doctor_id,
      doctor_user_id: sql<number | null>`case when ${doctors.deleted_at} is null then ${doctors.user_id} end`,
      doctor_name: ru ? doctors.full_name_ru : doctors.full_name_ua,
      doctor_photo: doctors.photo,
      specialization_name: ru ? specializations.name_ru : specializations.name_ua,
      service_name: ru ? doctor_services.name_ru : doctor_services.name_ua,
      patient_first_name: appointments.patient_first_name,
      patient_last_name: appointments.patient_last_name,
      patient_birthday: appointments.patient_birthday,
      started_at: video_rooms.started_at,
      ended_at: video_rooms.ended_at,
      has_conclusion: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(visit_conclusions)
          .where(eq(visit_conclusions.appointment_id, appointments.id)),
      )}`,
      patient_online: sql<boolean>`${online(db, 'patient')}`,
      doctor_online: sql<boolean>`${online(db, 'doctor')}`,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctor_id))
    .leftJoin(doctor_services, eq(doctor_services.id, appointments.service_id))
    .leftJoin(specializations, eq(specializations.id, appointments.specialization_id))
    .leftJoin(video_rooms, eq(video_rooms.appointment_id, appointments.id))
    .where(and(LISTED, sql`(${where})`))
    .$dynamic();
  return page
    ? query
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    : query;
}

/** One online appointment with its room, as the lists and the room page read it. */
export type RoomRow = Awaited<ReturnType<typeof selectRooms>>[number];

export function roomFacts(row: RoomRow): RoomFacts {
  return {
    status: row.status,
    format: row.format,
    start: row.start_at,
    end: row.end_at,
    startedAt: row.started_at,
    endedAt: row.ended_at,
  };
}

/** The patient's name as the doctor sees it, and the age when a child. */
function patientPerson(row: RoomRow, start: Date) {
  const name = [row.patient_last_name, row.patient_first_name].filter(Boolean).join(' ');
  const age = row.patient_birthday ? ageOn(row.patient_birthday.slice(0, 10), zonedDate(start.getTime(), CLINIC_TIME_ZONE)) : null;
  return { name, photo: null, detail: age !== null && age < ADULT_AGE ? String(age) : null };
}

export function toConsultation(row: RoomRow, now: Date): TVideoConsultation {
  const facts = roomFacts(row);
  const { opensAt, closesAt } = roomWindow(facts.start, facts.end);
  return {
    id: row.id,
    application_number: row.application_number,
    status: videoStatus(facts, now),
    start: facts.start.toISOString(),
    end: facts.end.toISOString(),
    opens_at: opensAt.toISOString(),
    closes_at: closesAt.toISOString(),
    service: row.service_name,
    doctor: { name: row.doctor_name, photo: row.doctor_photo, detail: row.specialization_name },
    patient: patientPerson(row, facts.start),
    patient_online: row.patient_online,
    doctor_online: row.doctor_online,
    started_at: facts.startedAt?.toISOString() ?? null,
    ended_at: facts.endedAt?.toISOString() ?? null,
    duration_seconds: callDuration(facts, now),
    has_conclusion: row.has_conclusion,
  };
}

/** Who `user` is in the room, or null when neither party. */
export function roleOf(row: Pick<RoomRow, 'patient_id' | 'doctor_user_id'>, user: { id: number; user_type: string }): TVideoRole | null {
  if (user.user_type === 'patient' && row.patient_id === user.id) return 'patient';
  if (user.user_type === 'doctor' && row.doctor_user_id === user.id) return 'doctor';
  return null;
}
