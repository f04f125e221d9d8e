import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../data/demo-accounts.ts';
import { rows, type SeedContext, type VisitPlace } from './context.ts';
import { computeFreeSlots, CLINIC_TIME_ZONE } from '../../../features/schedule/free-slots.ts';
import { loadDoctorSchedules } from '../../../features/schedule/slot-loader.ts';
import { addDays, zonedDate } from '../../../features/schedule/zoned-time.ts';
import { addNotification, applicationNumber } from '../../../features/booking/notices.ts';

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
  const [mother] = await rows<{ id: number; last_name: string | null; first_name: string | null; middle_name: string | null; phone: string | null; email: string | null }>(
    context,
    sql`select id, last_name, first_name, middle_name, phone, email from users where lower(email) = ${DEMO_ACCOUNTS.patient.email} and user_type = 'patient'`,
  );
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
          mi.legal_entity_id in (select r.legal_entity_id from representatives r join users u on u.id = r.user_id where lower(u.email) = ${DEMO_ACCOUNTS.partner.email}) as demo_partner,
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
    const [span] = computeFreeSlots({ rules: workplace.rules, busy, from: addDays(today, 2), days: 5, durationMinutes: place.duration, now, limit: 40 }).slice(-1);
    if (!span) continue;
    const bookedAt = new Date(now - 2 * 3_600_000).toISOString();
    const [{ id }] = await rows<{ id: number }>(
      context,
      sql`insert into appointments (status, start_at, end_at, doctor_id, institution_id, service_id, specialization_id, city_id, representative_id,
            format, cost, payment_status, patient_id, patient_first_name, patient_last_name, patient_middle_name, patient_birthday, patient_phone,
            patient_email, patient_relation, family_member_id, contact_name, consent_at, booked_at, locale)
          values ('booked', ${new Date(span.start).toISOString()}::timestamptz, ${new Date(span.end).toISOString()}::timestamptz, ${place.doctor_id},
            ${place.institution_id}, ${place.service_id}, ${place.specialization_id}, ${place.city_id}, ${place.representative_id}, 'clinic', ${place.cost},
            'not_paid', ${mother.id}, ${son.first_name}, ${son.last_name}, null, ${son.birthday}::date, ${mother.phone}, ${mother.email}, 'son', ${son.id},
            ${[mother.last_name, mother.first_name, mother.middle_name].filter(Boolean).join(' ')}, ${bookedAt}::timestamptz, ${bookedAt}::timestamptz, 'ua')
          returning id`,
    );
    await context.db.execute(sql`update appointments set application_number = ${applicationNumber(id, span.start)} where id = ${id}`);
    await context.db.execute(sql`
      insert into appointment_events (appointment_id, action, from_status, to_status, actor_kind, actor_user_id, created_at)
      values (${id}, 'booked', 'hold', 'booked', 'patient', ${mother.id}, ${bookedAt}::timestamptz)`);
    await addNotification(context.db, id, 'booked');
    context.log('demo family: a son with a visit to a doctor who sees children');
    return;
  }
}
