import { and, eq, isNull, sql } from 'drizzle-orm';
import {
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
import { DEMO_ACCOUNTS } from '../../db/demo-data/demo-accounts.ts';
import { DEMO_VIDEO_CALL_MINUTES, DEMO_VIDEO_CHAT, DEMO_VIDEO_CONCLUSION } from '../../db/demo-data/video-visit.ts';
import type { SeedContext } from './context.ts';
import { demoPatient, doctorIsBusy, insertSeedVisit, visitPlaceColumns } from './visits.ts';
import { CLINIC_TIME_ZONE } from '../../features/schedule/free-slots.ts';
import { addDays, zonedDate, zonedInstant } from '../../features/schedule/zoned-time.ts';
import { addNotification } from '../../features/booking/notices.ts';

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
  const [place] = await context.db
    .select(visitPlaceColumns)
    .from(doctors)
    .innerJoin(users, and(eq(users.id, doctors.user_id), sql`lower(${users.email}) = ${DEMO_ACCOUNTS.doctor.email}`, eq(users.user_type, 'doctor')))
    .innerJoin(
      doctor_services,
      and(
        eq(doctor_services.doctor_id, doctors.id),
        eq(doctor_services.format, 'online'),
        eq(doctor_services.status, 'active'),
        isNull(doctor_services.deleted_at),
      ),
    )
    .innerJoin(doctor_workplaces, eq(doctor_workplaces.doctor_id, doctors.id))
    .innerJoin(
      medical_institutions,
      and(eq(medical_institutions.id, doctor_workplaces.institution_id), isNull(medical_institutions.deleted_at), eq(medical_institutions.status, 'active')),
    )
    .where(isNull(doctors.deleted_at))
    .orderBy(medical_institutions.is_work_without_slots, doctor_workplaces.position, medical_institutions.id, doctor_services.id)
    .limit(1);
  const patient = await demoPatient(context);
  if (!place || !patient) return undefined;

  const day = addDays(zonedDate(context.today.getTime(), CLINIC_TIME_ZONE), -DAYS_AGO);
  let span: { start: number; end: number } | undefined;
  for (const minutes of CANDIDATE_MINUTES) {
    const start = zonedInstant(day, minutes, CLINIC_TIME_ZONE);
    const end = start + place.duration * MINUTE;
    const busy = await doctorIsBusy(context, place.doctor_id, { start, end });
    if (!busy) {
      span = { start, end };
      break;
    }
  }
  if (!span) return undefined;

  const id = await insertSeedVisit(context, { place, status: 'approved', format: 'online', span, account: patient, bookedAt: span.start - 2 * 86_400_000 });
  await addNotification(context.db, id, 'approved', { readAt: new Date(span.start - 86_400_000) });
  const at = (offsetMinutes: number) => new Date(span.start + offsetMinutes * MINUTE);
  const started = 1;
  const ended = started + DEMO_VIDEO_CALL_MINUTES;
  await context.db.insert(video_rooms).values({ appointment_id: id, started_at: at(started), ended_at: at(ended), created_at: at(-4), updated_at: at(ended) });
  const media = { audio: true, video: true, screen: false };
  await context.db.insert(video_joins).values([
    { appointment_id: id, role: 'patient', media, joined_at: at(-4), seen_at: at(ended), left_at: at(ended) },
    { appointment_id: id, role: 'doctor', media, joined_at: at(0), seen_at: at(ended), left_at: at(ended) },
  ]);
  for (const message of DEMO_VIDEO_CHAT) {
    await context.db.insert(video_messages).values({ appointment_id: id, author: message.author, text: message.text, sent_at: at(started + message.minute) });
  }
  await context.db.insert(visit_conclusions).values({
    appointment_id: id,
    doctor_id: place.doctor_id,
    conclusion: DEMO_VIDEO_CONCLUSION.conclusion,
    recommendations: DEMO_VIDEO_CONCLUSION.recommendations,
    written_at: at(ended + 12),
    updated_at: at(ended + 12),
  });
  context.log('demo video consultation: 1 past, with its chat and conclusion');
  return id;
}
