import { and, eq, isNull, ne, not, sql } from 'drizzle-orm';
import {
  doctor_feature_links,
  doctor_features,
  doctor_services,
  doctor_specializations,
  doctors,
  family_members,
  medical_institutions,
  specializations,
  timesheets,
} from '../../db/schema/index.ts';
import type { SeedContext } from './context.ts';
import { computeFreeSlots, CLINIC_TIME_ZONE } from '../../features/schedule/free-slots.ts';
import { loadDoctorSchedules } from '../../features/schedule/slot-loader.ts';
import { addDays, zonedDate } from '../../features/schedule/zoned-time.ts';
import { addNotification } from '../../features/booking/notices.ts';
import { demoPartnerEntities, demoPatient, insertSeedVisit, visitPlaceColumns } from './visits.ts';

/** A `YYYY-MM-DD` that many years and months before `day`. */
function yearsBefore(day: string, years: number, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/**
 * "For whom" in the demo (docs/decisions/183): the demo patient has a 5-year-old son in her family and a
 * visit booked for him with a doctor who sees children (a paediatrician first) at the demo partner's
 * clinics, so her cabinet, the partner's list and the confirmation all show a child's visit at once.
 */
export async function seedDemoFamily(context: SeedContext): Promise<void> {
  const mother = await demoPatient(context);
  if (!mother) return;
  const now = context.today.getTime();
  const today = zonedDate(now, CLINIC_TIME_ZONE);
  const [son] = await context.db
    .insert(family_members)
    .values({
      user_id: mother.id,
      last_name: mother.last_name ?? 'Петренко',
      first_name: 'Марк',
      middle_name: null,
      birthday: yearsBefore(today, 5, 2),
      relation: 'son',
      gender: 'male',
    })
    .returning({ id: family_members.id, last_name: family_members.last_name, first_name: family_members.first_name, birthday: family_members.birthday });

  const mainPaediatrics = context.db
    .select({ one: sql`1` })
    .from(doctor_specializations)
    .innerJoin(specializations, eq(specializations.id, doctor_specializations.specialization_id))
    .where(and(eq(doctor_specializations.doctor_id, timesheets.doctor_id), doctor_specializations.is_main, eq(specializations.code, 'pediatrics')));
  const candidates = await context.db
    .selectDistinctOn([timesheets.doctor_id], {
      ...visitPlaceColumns,
      demo_partner: sql<boolean>`${medical_institutions.legal_entity_id} in ${demoPartnerEntities(context)}`,
      paediatric: sql<boolean>`exists ${mainPaediatrics}`,
    })
    .from(timesheets)
    .innerJoin(
      medical_institutions,
      and(
        eq(medical_institutions.id, timesheets.institution_id),
        isNull(medical_institutions.deleted_at),
        eq(medical_institutions.status, 'active'),
        not(medical_institutions.is_work_without_slots),
      ),
    )
    .innerJoin(doctors, and(eq(doctors.id, timesheets.doctor_id), isNull(doctors.deleted_at), eq(doctors.status, 'active')))
    .innerJoin(
      doctor_services,
      and(
        eq(doctor_services.doctor_id, timesheets.doctor_id),
        doctor_services.is_default,
        isNull(doctor_services.deleted_at),
        ne(doctor_services.format, 'online'),
      ),
    )
    .innerJoin(doctor_feature_links, eq(doctor_feature_links.doctor_id, doctors.id))
    .innerJoin(doctor_features, and(eq(doctor_features.id, doctor_feature_links.feature_id), eq(doctor_features.code, 'child_consultation')))
    .where(and(timesheets.is_active, isNull(timesheets.deleted_at)))
    .orderBy(timesheets.doctor_id, timesheets.id);
  // The demo partner's paediatrician first, then any of the partner's doctors who see children, then anyone's.
  candidates.sort((a, b) => Number(b.demo_partner) * 2 + Number(b.paediatric) - (Number(a.demo_partner) * 2 + Number(a.paediatric)));
  const window = { from: addDays(today, 1), days: 7 };
  const schedules = await loadDoctorSchedules(context.db, { doctorIds: candidates.slice(0, 10).map((doctor) => doctor.doctor_id), window, now });
  for (const place of candidates.slice(0, 10)) {
    const workplace = schedules.get(place.doctor_id)?.workplaces.find((candidate) => candidate.institutionId === place.institution_id);
    if (!workplace) continue;
    const busy = schedules.get(place.doctor_id)!.busy;
    // Mid-week and in the afternoon, after the mother's own visits of the first free times.
    const [span] = computeFreeSlots({ rules: workplace.rules, busy, from: addDays(today, 2), days: 5, durationMinutes: place.duration, now, limit: 40 }).slice(
      -1,
    );
    if (!span) continue;
    const id = await insertSeedVisit(context, {
      place,
      status: 'booked',
      span,
      account: mother,
      patient: { first_name: son.first_name, last_name: son.last_name, middle_name: null, birthday: son.birthday },
      forWhom: { relation: 'son', family_member_id: son.id, contact_name: [mother.last_name, mother.first_name, mother.middle_name].filter(Boolean).join(' ') },
      bookedAt: now - 2 * 3_600_000,
    });
    await addNotification(context.db, id, 'booked');
    context.log('demo family: a son with a visit to a doctor who sees children');
    return;
  }
}
