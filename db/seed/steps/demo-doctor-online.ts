import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../data/demo-accounts.ts';
import { SERVICE_TEMPLATES } from '../data/texts.ts';
import { demoPartnerEntities } from './visits.ts';
import { rows, type SeedContext } from './context.ts';

/** Where the demo doctor receives by a timetable when none of their clinics does: weekdays and Saturday morning. */
const ONLINE_WEEK: readonly [weekday: number, start: string, end: string][] = [
  [1, '09:00', '17:00'],
  [2, '09:00', '17:00'],
  [3, '09:00', '17:00'],
  [4, '09:00', '17:00'],
  [5, '09:00', '17:00'],
  [6, '10:00', '14:00'],
];

interface DemoDoctor {
  id: number;
  mode: string;
  specialization_id: number;
  city_id: number | null;
  default_cost: number;
  has_online_service: boolean;
  has_timetable: boolean;
}

/**
 * docs/decisions/221: the demo doctor (the one `doctor@vizyt.local` signs into) consults online, so a visitor can
 * book a video visit and the doctor's cabinet has one to open. The doctor is said to work online (mode and the
 * catalogue's `online_consultation` feature), has an online service, and works by a timetable at one clinic at
 * least (a clinic that takes visits without one offers no times to book). Runs after the demo accounts are named.
 */
export async function seedDemoDoctorOnline(context: SeedContext): Promise<number | undefined> {
  const [doctor] = await rows<DemoDoctor>(
    context,
    sql`select d.id, d.mode, ds.specialization_id,
          (select mi.city_id from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id where w.doctor_id = d.id order by w.position, mi.id limit 1) as city_id,
          coalesce((select s.cost from doctor_services s where s.doctor_id = d.id and s.is_default and s.deleted_at is null), 50000)::int as default_cost,
          exists (select 1 from doctor_services s where s.doctor_id = d.id and s.format = 'online' and s.status = 'active' and s.deleted_at is null) as has_online_service,
          exists (select 1 from timesheets t join medical_institutions mi on mi.id = t.institution_id and mi.status = 'active' and mi.deleted_at is null and not mi.is_work_without_slots
                  join doctor_workplaces w on w.doctor_id = t.doctor_id and w.institution_id = mi.id
                  where t.doctor_id = d.id and t.is_active and t.deleted_at is null) as has_timetable
        from doctors d
        join users u on u.id = d.user_id and lower(u.email) = ${DEMO_ACCOUNTS.doctor.email} and u.user_type = 'doctor'
        join doctor_specializations ds on ds.doctor_id = d.id and ds.is_main
        where d.deleted_at is null`,
  );
  if (!doctor) return undefined;

  if (doctor.mode === 'clinic') await context.db.execute(sql`update doctors set mode = 'clinic_and_online' where id = ${doctor.id}`);
  await context.db.execute(sql`
    insert into doctor_feature_links (doctor_id, feature_id)
    select ${doctor.id}, f.id from doctor_features f where f.code = 'online_consultation'
    on conflict do nothing`);

  if (!doctor.has_online_service) {
    const template = SERVICE_TEMPLATES.find((candidate) => candidate.format === 'online')!;
    const cost = Math.max(100, Math.round(((doctor.default_cost / 100) * template.factor) / 50) * 50) * 100;
    await context.db.execute(sql`
      insert into doctor_services (doctor_id, specialization_id, name_ua, name_ru, cost, duration, format, is_default)
      values (${doctor.id}, ${doctor.specialization_id}, ${template.name[0]}, ${template.name[1]}, ${cost}, ${template.duration}, 'online', false)`);
  }

  if (!doctor.has_timetable) await addTimetabledWorkplace(context, doctor);
  context.log(`demo doctor: online consultations${doctor.has_online_service ? '' : ' (service added)'}${doctor.has_timetable ? '' : ' (timetable added)'}`);
  return doctor.id;
}

/** A second workplace that books by a timetable: the demo partner's clinic in the doctor's city when there is one. */
async function addTimetabledWorkplace(context: SeedContext, doctor: DemoDoctor): Promise<void> {
  const [clinic] = await rows<{ id: number }>(
    context,
    sql`select mi.id from medical_institutions mi
        where mi.status = 'active' and mi.deleted_at is null and not mi.is_work_without_slots
        order by (mi.city_id is not distinct from ${doctor.city_id}) desc, (mi.legal_entity_id in (${demoPartnerEntities})) desc, mi.id
        limit 1`,
  );
  if (!clinic) return;
  await context.db.execute(sql`
    insert into doctor_workplaces (doctor_id, institution_id, position)
    values (${doctor.id}, ${clinic.id}, (select coalesce(max(position), -1) + 1 from doctor_workplaces where doctor_id = ${doctor.id}))
    on conflict do nothing`);
  const [sheet] = await rows<{ id: number }>(
    context,
    sql`insert into timesheets (doctor_id, institution_id, specialization_id) values (${doctor.id}, ${clinic.id}, ${doctor.specialization_id}) returning id`,
  );
  for (const [weekday, start, end] of ONLINE_WEEK) {
    await context.db.execute(sql`
      insert into timesheet_entries (timesheet_id, kind, weekday, start_time, end_time) values (${sheet.id}, 'work', ${weekday}, ${start}::time, ${end}::time)`);
  }
}
