import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../data/demo-accounts.ts';
import { DEMO_VIDEO_CALL_MINUTES, DEMO_VIDEO_CHAT, DEMO_VIDEO_CONCLUSION } from '../data/video-visit.ts';
import { rows, type SeedContext, type VisitPlace } from './context.ts';
import { demoPatient, insertSeedVisit } from './visits.ts';
import { CLINIC_TIME_ZONE } from '../../../features/schedule/free-slots.ts';
import { addDays, zonedDate, zonedInstant } from '../../../features/schedule/zoned-time.ts';
import { addNotification } from '../../../features/booking/notices.ts';

const MINUTE = 60_000;
/** Three days ago, at the first of these Kyiv times the demo doctor had free. */
const DAYS_AGO = 3;
const CANDIDATE_MINUTES = [11 * 60, 12 * 60 + 30, 15 * 60, 17 * 60 + 30, 19 * 60];

/**
 * docs/decisions/221: one past video consultation of the demo patient with the demo doctor, as the room left
 * it — who joined when, the call's start and end, the chat, the doctor's conclusion — so the history screens
 * of both cabinets have a visit to open. Runs after `seedDemoDoctorOnline` (the doctor's online service).
 */
export async function seedDemoVideoHistory(context: SeedContext): Promise<number | undefined> {
  const [place] = await rows<VisitPlace>(
    context,
    sql`select d.id as doctor_id, mi.id as institution_id, mi.city_id, mi.representative_id, s.id as service_id, s.specialization_id, s.cost, s.duration::int as duration
        from doctors d
        join users u on u.id = d.user_id and lower(u.email) = ${DEMO_ACCOUNTS.doctor.email} and u.user_type = 'doctor'
        join doctor_services s on s.doctor_id = d.id and s.format = 'online' and s.status = 'active' and s.deleted_at is null
        join doctor_workplaces w on w.doctor_id = d.id
        join medical_institutions mi on mi.id = w.institution_id and mi.deleted_at is null and mi.status = 'active'
        where d.deleted_at is null
        order by mi.is_work_without_slots, w.position, mi.id, s.id limit 1`,
  );
  const patient = await demoPatient(context);
  if (!place || !patient) return undefined;

  const day = addDays(zonedDate(context.today.getTime(), CLINIC_TIME_ZONE), -DAYS_AGO);
  let span: { start: number; end: number } | undefined;
  for (const minutes of CANDIDATE_MINUTES) {
    const start = zonedInstant(day, minutes, CLINIC_TIME_ZONE);
    const end = start + place.duration * MINUTE;
    const [{ busy }] = await rows<{ busy: boolean }>(
      context,
      sql`select exists (select 1 from appointments where doctor_id = ${place.doctor_id} and status in ('hold', 'booked', 'approved')
            and start_at < ${new Date(end).toISOString()}::timestamptz and end_at > ${new Date(start).toISOString()}::timestamptz) as busy`,
    );
    if (!busy) {
      span = { start, end };
      break;
    }
  }
  if (!span) return undefined;

  const id = await insertSeedVisit(context, { place, status: 'approved', format: 'online', span, account: patient, bookedAt: span.start - 2 * 86_400_000 });
  await addNotification(context.db, id, 'approved', { readAt: new Date(span.start - 86_400_000) });
  const at = (offsetMinutes: number) => new Date(span.start + offsetMinutes * MINUTE).toISOString();
  const started = 1;
  const ended = started + DEMO_VIDEO_CALL_MINUTES;
  await context.db.execute(sql`
    insert into video_rooms (appointment_id, started_at, ended_at, created_at, updated_at)
    values (${id}, ${at(started)}::timestamptz, ${at(ended)}::timestamptz, ${at(-4)}::timestamptz, ${at(ended)}::timestamptz)`);
  await context.db.execute(sql`
    insert into video_joins (appointment_id, role, media, joined_at, seen_at, left_at) values
      (${id}, 'patient', ${JSON.stringify({ audio: true, video: true, screen: false })}::jsonb, ${at(-4)}::timestamptz, ${at(ended)}::timestamptz, ${at(ended)}::timestamptz),
      (${id}, 'doctor', ${JSON.stringify({ audio: true, video: true, screen: false })}::jsonb, ${at(0)}::timestamptz, ${at(ended)}::timestamptz, ${at(ended)}::timestamptz)`);
  for (const message of DEMO_VIDEO_CHAT) {
    await context.db.execute(sql`
      insert into video_messages (appointment_id, author, text, sent_at) values (${id}, ${message.author}, ${message.text}, ${at(started + message.minute)}::timestamptz)`);
  }
  await context.db.execute(sql`
    insert into visit_conclusions (appointment_id, doctor_id, conclusion, recommendations, written_at, updated_at)
    values (${id}, ${place.doctor_id}, ${DEMO_VIDEO_CONCLUSION.conclusion}, ${DEMO_VIDEO_CONCLUSION.recommendations}, ${at(ended + 12)}::timestamptz, ${at(ended + 12)}::timestamptz)`);
  context.log('demo video consultation: 1 past, with its chat and conclusion');
  return id;
}
