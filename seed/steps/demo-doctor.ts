import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  doctor_feature_links,
  doctor_features,
  doctor_services,
  doctor_workplaces,
  doctors,
  family_members,
  medical_institutions,
  users,
} from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/demo-data/demo-accounts.ts';
import type { SeedContext } from './context.ts';
import { computeFreeSlots, CLINIC_TIME_ZONE } from '../../features/schedule/free-slots.ts';
import { loadDoctorSchedules } from '../../features/schedule/slot-loader.ts';
import { addDays, zonedDate, zonedInstant } from '../../features/schedule/zoned-time.ts';
import { addNotification } from '../../features/booking/notices.ts';
import { demoPatient, insertSeedVisit, visitPlaceColumns } from './visits.ts';

/** Whom a visit is for, as the appointment records it (docs/decisions/183). */
interface VisitPatient {
  last_name: string | null;
  first_name: string | null;
  birthday: string | null;
  relation: 'self' | 'son';
  family_member_id: number | null;
  contact_name: string | null;
}

/**
 * The demo doctor's own visits (docs/decisions/183, "The doctor's view"): the demo patient's son comes next
 * week when the doctor sees children (else the demo patient herself), and she came a few days ago, so the
 * doctor cabinet's "Мої прийоми" has something in each tab, and the mother's cabinet lists the same visits.
 */
export async function seedDemoDoctorVisits(context: SeedContext): Promise<void> {
  const seesChildren = context.db
    .select({ one: sql`1` })
    .from(doctor_feature_links)
    .innerJoin(doctor_features, eq(doctor_features.id, doctor_feature_links.feature_id))
    .where(and(eq(doctor_feature_links.doctor_id, doctors.id), eq(doctor_features.code, 'child_consultation'), isNull(doctor_features.deleted_at)));
  const [place] = await context.db
    .select({ ...visitPlaceColumns, sees_children: sql<boolean>`exists ${seesChildren}` })
    .from(doctors)
    .innerJoin(users, and(eq(users.id, doctors.user_id), sql`lower(${users.email}) = ${DEMO_ACCOUNTS.doctor.email}`, eq(users.user_type, 'doctor')))
    .innerJoin(doctor_workplaces, eq(doctor_workplaces.doctor_id, doctors.id))
    .innerJoin(
      medical_institutions,
      and(eq(medical_institutions.id, doctor_workplaces.institution_id), isNull(medical_institutions.deleted_at), eq(medical_institutions.status, 'active')),
    )
    .innerJoin(
      doctor_services,
      and(eq(doctor_services.doctor_id, doctors.id), doctor_services.is_default, isNull(doctor_services.deleted_at), ne(doctor_services.format, 'online')),
    )
    .where(isNull(doctors.deleted_at))
    // A clinic that books by free times first: there the visit takes a real free time of the schedule.
    .orderBy(medical_institutions.is_work_without_slots, medical_institutions.id)
    .limit(1);
  const mother = await demoPatient(context);
  if (!place || !mother) return;
  const [son] = place.sees_children
    ? await context.db
        .select({ id: family_members.id, last_name: family_members.last_name, first_name: family_members.first_name, birthday: family_members.birthday })
        .from(family_members)
        .where(and(eq(family_members.user_id, mother.id), eq(family_members.relation, 'son')))
        .orderBy(family_members.id)
        .limit(1)
    : [];
  const herself: VisitPatient = {
    last_name: mother.last_name,
    first_name: mother.first_name,
    birthday: mother.birthday,
    relation: 'self',
    family_member_id: null,
    contact_name: null,
  };
  const motherName = [mother.last_name, mother.first_name, mother.middle_name].filter(Boolean).join(' ');
  const next: VisitPatient = son
    ? { last_name: son.last_name, first_name: son.first_name, birthday: son.birthday, relation: 'son', family_member_id: son.id, contact_name: motherName }
    : herself;

  const now = context.today.getTime();
  const today = zonedDate(now, CLINIC_TIME_ZONE);
  const window = { from: addDays(today, 1), days: 7 };
  const schedule = (await loadDoctorSchedules(context.db, { doctorIds: [place.doctor_id], window, now })).get(place.doctor_id);
  const workplace = schedule?.workplaces.find((candidate) => candidate.institutionId === place.institution_id);
  const [free] = workplace ? computeFreeSlots({ rules: workplace.rules, busy: schedule!.busy, ...window, durationMinutes: place.duration, now, limit: 1 }) : [];
  // A clinic that takes visits without a timetable of free times: the day after tomorrow at 10:00 in Kyiv.
  const fallbackStart = zonedInstant(addDays(today, 2), 10 * 60, CLINIC_TIME_ZONE);
  const span = free ?? (workplace ? undefined : { start: fallbackStart, end: fallbackStart + place.duration * 60_000 });

  const insertVisit = (patient: VisitPatient, at: { start: number; end: number }, status: 'booked' | 'approved', bookedAt: number) =>
    insertSeedVisit(context, {
      place,
      status,
      span: at,
      account: mother,
      patient: { ...patient, middle_name: patient.relation === 'self' ? mother.middle_name : null },
      forWhom: patient,
      bookedAt,
    });

  if (span) {
    const id = await insertVisit(next, span, 'booked', now - 3 * 3_600_000);
    await addNotification(context.db, id, 'booked');
  }
  // Five days ago at 12:00 in Kyiv: over, in the past tab of both cabinets.
  const pastDay = addDays(today, -5);
  const past = { start: zonedInstant(pastDay, 12 * 60, CLINIC_TIME_ZONE), end: zonedInstant(pastDay, 12 * 60 + place.duration, CLINIC_TIME_ZONE) };
  const pastId = await insertVisit(herself, past, 'approved', past.start - 4 * 86_400_000);
  await addNotification(context.db, pastId, 'approved', { readAt: new Date(past.start) });
  context.log(`demo doctor: ${span ? 1 : 0} coming visit (${next.relation === 'son' ? "the demo patient's son" : 'the demo patient'}) and 1 past`);
}
