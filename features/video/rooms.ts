import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ageOn, ADULT_AGE } from '../../contracts/family.ts';
import type { TVideoConsultation, TVideoRole } from '../../contracts/video.ts';
import { epochMs, localized, selectRows as rows } from '../../db/sql.ts';
import { CLINIC_TIME_ZONE, zonedDate } from '../../contracts/zoned-time.ts';
import { callDuration, roomWindow, videoStatus, type RoomFacts } from './window.ts';

/** A party counts as in the room while its connection was seen this recently (docs/decisions/216). */
export const PRESENCE_FRESH_SECONDS = 30;

/** One online appointment with its room, as the lists and the room page read it. */
export interface RoomRow {
  id: number;
  application_number: string | null;
  status: string;
  format: string;
  start_ms: number;
  end_ms: number;
  patient_id: number | null;
  doctor_id: number;
  doctor_user_id: number | null;
  doctor_name: string;
  doctor_photo: string | null;
  specialization_name: string | null;
  service_name: string | null;
  patient_first_name: string | null;
  patient_last_name: string | null;
  patient_birthday: string | null;
  started_ms: number | null;
  ended_ms: number | null;
  has_conclusion: boolean;
  patient_online: boolean;
  doctor_online: boolean;
}

const online = (role: TVideoRole) =>
  sql`exists (select 1 from video_joins j where j.appointment_id = a.id and j.role = ${role} and j.left_at is null
    and j.seen_at > now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS}))`;

/** Online appointments that were ever booked: a hold let go or run out never was. */
export const LISTED = sql`a.format = 'online' and a.booked_at is not null and a.status in ('booked', 'approved', 'cancelled', 'rejected')`;

/**
 * Online appointments that were ever booked (a hold let go or run out never was), with their room; `where`
 * filters `a` (appointments) and `d` (doctors).
 */
export function selectRooms(db: Db, locale: Locale, where: SQL, tail: SQL = sql``): Promise<RoomRow[]> {
  return rows<RoomRow>(
    db,
    sql`select a.id, a.application_number, a.status, a.format, ${epochMs(sql`a.start_at`)} as start_ms, ${epochMs(sql`a.end_at`)} as end_ms,
        a.patient_id, a.doctor_id, case when d.deleted_at is null then d.user_id end as doctor_user_id, ${localized('d', 'full_name', locale)} as doctor_name, d.photo as doctor_photo,
        ${localized('sp', 'name', locale)} as specialization_name, ${localized('s', 'name', locale)} as service_name,
        a.patient_first_name, a.patient_last_name, a.patient_birthday::text as patient_birthday,
        ${epochMs(sql`r.started_at`)} as started_ms, ${epochMs(sql`r.ended_at`)} as ended_ms,
        exists (select 1 from visit_conclusions vc where vc.appointment_id = a.id) as has_conclusion,
        ${online('patient')} as patient_online, ${online('doctor')} as doctor_online
      from appointments a
      join doctors d on d.id = a.doctor_id
      left join doctor_services s on s.id = a.service_id
      left join specializations sp on sp.id = a.specialization_id
      left join video_rooms r on r.appointment_id = a.id
      where ${LISTED} and (${where})
      ${tail}`,
  );
}

const at = (ms: number | null) => (ms === null ? null : new Date(Number(ms)));

export function roomFacts(row: RoomRow): RoomFacts {
  return {
    status: row.status,
    format: row.format,
    start: new Date(Number(row.start_ms)),
    end: new Date(Number(row.end_ms)),
    startedAt: at(row.started_ms),
    endedAt: at(row.ended_ms),
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
