import { sql } from 'drizzle-orm';
import { rows, type SeedContext, type VisitPlace } from './context.ts';
import { computeFreeSlots, CLINIC_TIME_ZONE } from '../../../features/schedule/free-slots.ts';
import { loadDoctorSchedules } from '../../../features/schedule/slot-loader.ts';
import { addDays, zonedDate } from '../../../features/schedule/zoned-time.ts';
import { addNotification } from '../../../features/booking/notices.ts';
import { demoPartnerEntities, demoPatient, insertSeedVisit } from './visits.ts';

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
  const [son] = await rows<{ id: number; last_name: string; first_name: string; birthday: string }>(
    context,
    sql`insert into family_members (user_id, last_name, first_name, middle_name, birthday, relation, gender)
        values (${mother.id}, ${mother.last_name ?? 'Петренко'}, 'Марк', null, ${yearsBefore(today, 5, 2)}::date, 'son', 'male')
        returning id, last_name, first_name, birthday::text as birthday`,
  );

  const doctors = await rows<VisitPlace & { demo_partner: boolean; paediatric: boolean }>(
    context,
    sql`select distinct on (t.doctor_id) t.doctor_id, t.institution_id, mi.city_id, mi.representative_id, s.id as service_id, s.specialization_id,
          s.cost, s.duration::int as duration,
          mi.legal_entity_id in (${demoPartnerEntities}) as demo_partner,
          exists (select 1 from doctor_specializations ds join specializations sp on sp.id = ds.specialization_id
                  where ds.doctor_id = t.doctor_id and ds.is_main and sp.code = 'pediatrics') as paediatric
        from timesheets t
        join medical_institutions mi on mi.id = t.institution_id and mi.deleted_at is null and mi.status = 'active' and not mi.is_work_without_slots
        join doctors d on d.id = t.doctor_id and d.deleted_at is null and d.status = 'active'
        join doctor_services s on s.doctor_id = t.doctor_id and s.is_default and s.deleted_at is null and s.format <> 'online'
        join doctor_feature_links fl on fl.doctor_id = d.id
        join doctor_features f on f.id = fl.feature_id and f.code = 'child_consultation'
        where t.is_active and t.deleted_at is null
        order by t.doctor_id, t.id`,
  );
  // The demo partner's paediatrician first, then any of the partner's doctors who see children, then anyone's.
  doctors.sort((a, b) => Number(b.demo_partner) * 2 + Number(b.paediatric) - (Number(a.demo_partner) * 2 + Number(a.paediatric)));
  const window = { from: addDays(today, 1), days: 7 };
  const schedules = await loadDoctorSchedules(context.db, { doctorIds: doctors.slice(0, 10).map((doctor) => doctor.doctor_id), window, now });
  for (const place of doctors.slice(0, 10)) {
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
