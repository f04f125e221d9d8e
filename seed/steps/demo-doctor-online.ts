import { and, desc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import {
  doctor_feature_links,
  doctor_features,
  doctor_services,
  doctor_specializations,
  doctor_workplaces,
  doctors,
  medical_institutions,
  timesheet_entries,
  timesheets,
  users,
} from '../../db/schema/index.ts';
import type { RowOf } from '../../db/sql.ts';
import { DEMO_ACCOUNTS } from '../../db/demo-data/demo-accounts.ts';
import { SERVICE_TEMPLATES } from '../../db/demo-data/texts.ts';
import { demoPartnerEntities } from './visits.ts';
import type { SeedContext } from './context.ts';

/** Where the demo doctor receives by a timetable when none of their clinics does: weekdays and Saturday morning. */
const ONLINE_WEEK: readonly [weekday: number, start: string, end: string][] = [
  [1, '09:00', '17:00'],
  [2, '09:00', '17:00'],
  [3, '09:00', '17:00'],
  [4, '09:00', '17:00'],
  [5, '09:00', '17:00'],
  [6, '10:00', '14:00'],
];

/** The demo doctor as this step needs it: correlated subqueries of the outer `doctors` row. */
function demoDoctorColumns({ db }: SeedContext) {
  const firstCity = db
    .select({ city_id: medical_institutions.city_id })
    .from(doctor_workplaces)
    .innerJoin(medical_institutions, eq(medical_institutions.id, doctor_workplaces.institution_id))
    .where(eq(doctor_workplaces.doctor_id, doctors.id))
    .orderBy(doctor_workplaces.position, medical_institutions.id)
    .limit(1);
  const defaultCost = db
    .select({ cost: doctor_services.cost })
    .from(doctor_services)
    .where(and(eq(doctor_services.doctor_id, doctors.id), doctor_services.is_default, isNull(doctor_services.deleted_at)));
  const onlineService = db
    .select({ one: sql`1` })
    .from(doctor_services)
    .where(
      and(
        eq(doctor_services.doctor_id, doctors.id),
        eq(doctor_services.format, 'online'),
        eq(doctor_services.status, 'active'),
        isNull(doctor_services.deleted_at),
      ),
    );
  const timetable = db
    .select({ one: sql`1` })
    .from(timesheets)
    .innerJoin(
      medical_institutions,
      and(
        eq(medical_institutions.id, timesheets.institution_id),
        eq(medical_institutions.status, 'active'),
        isNull(medical_institutions.deleted_at),
        not(medical_institutions.is_work_without_slots),
      ),
    )
    .innerJoin(doctor_workplaces, and(eq(doctor_workplaces.doctor_id, timesheets.doctor_id), eq(doctor_workplaces.institution_id, medical_institutions.id)))
    .where(and(eq(timesheets.doctor_id, doctors.id), timesheets.is_active, isNull(timesheets.deleted_at)));
  return {
    id: doctors.id,
    mode: doctors.mode,
    specialization_id: doctor_specializations.specialization_id,
    city_id: sql<number | null>`${firstCity}`,
    default_cost: sql<number>`coalesce(${defaultCost}, 50000)::int`,
    has_online_service: sql<boolean>`exists ${onlineService}`,
    has_timetable: sql<boolean>`exists ${timetable}`,
  };
}
type DemoDoctor = RowOf<ReturnType<typeof demoDoctorColumns>>;

/**
 * docs/decisions/221: the demo doctor (the one `doctor@vizyt.local` signs into) consults online, so a visitor can
 * book a video visit and the doctor's cabinet has one to open. The doctor is said to work online (mode and the
 * catalogue's `online_consultation` feature), has an online service, and works by a timetable at one clinic at
 * least (a clinic that takes visits without one offers no times to book). Runs after the demo accounts are named.
 */
export async function seedDemoDoctorOnline(context: SeedContext): Promise<number | undefined> {
  const [doctor] = await context.db
    .select(demoDoctorColumns(context))
    .from(doctors)
    .innerJoin(users, and(eq(users.id, doctors.user_id), sql`lower(${users.email}) = ${DEMO_ACCOUNTS.doctor.email}`, eq(users.user_type, 'doctor')))
    .innerJoin(doctor_specializations, and(eq(doctor_specializations.doctor_id, doctors.id), doctor_specializations.is_main))
    .where(isNull(doctors.deleted_at));
  if (!doctor) return undefined;

  if (doctor.mode === 'clinic') await context.db.update(doctors).set({ mode: 'clinic_and_online' }).where(eq(doctors.id, doctor.id));
  await context.db
    .insert(doctor_feature_links)
    .select(
      context.db
        .select({ doctor_id: sql<number>`${doctor.id}`.as('doctor_id'), feature_id: doctor_features.id })
        .from(doctor_features)
        .where(eq(doctor_features.code, 'online_consultation')),
    )
    .onConflictDoNothing();

  if (!doctor.has_online_service) {
    const template = SERVICE_TEMPLATES.find((candidate) => candidate.format === 'online')!;
    const cost = Math.max(100, Math.round(((doctor.default_cost / 100) * template.factor) / 50) * 50) * 100;
    await context.db.insert(doctor_services).values({
      doctor_id: doctor.id,
      specialization_id: doctor.specialization_id,
      name_ua: template.name[0],
      name_ru: template.name[1],
      cost,
      duration: template.duration,
      format: 'online',
      is_default: false,
    });
  }

  if (!doctor.has_timetable) await addTimetabledWorkplace(context, doctor);
  context.log(`demo doctor: online consultations${doctor.has_online_service ? '' : ' (service added)'}${doctor.has_timetable ? '' : ' (timetable added)'}`);
  return doctor.id;
}

/** A second workplace that books by a timetable: the demo partner's clinic in the doctor's city when there is one. */
async function addTimetabledWorkplace(context: SeedContext, doctor: DemoDoctor): Promise<void> {
  const [clinic] = await context.db
    .select({ id: medical_institutions.id })
    .from(medical_institutions)
    .where(and(eq(medical_institutions.status, 'active'), isNull(medical_institutions.deleted_at), not(medical_institutions.is_work_without_slots)))
    .orderBy(
      desc(sql`${medical_institutions.city_id} is not distinct from ${doctor.city_id}`),
      desc(inArray(medical_institutions.legal_entity_id, demoPartnerEntities(context))),
      medical_institutions.id,
    )
    .limit(1);
  if (!clinic) return;
  await context.db
    .insert(doctor_workplaces)
    .values({
      doctor_id: doctor.id,
      institution_id: clinic.id,
      position: sql`(select coalesce(max(${doctor_workplaces.position}), -1) + 1 from ${doctor_workplaces} where ${doctor_workplaces.doctor_id} = ${doctor.id})`,
    })
    .onConflictDoNothing();
  const [sheet] = await context.db
    .insert(timesheets)
    .values({ doctor_id: doctor.id, institution_id: clinic.id, specialization_id: doctor.specialization_id })
    .returning({ id: timesheets.id });
  for (const [weekday, start, end] of ONLINE_WEEK) {
    await context.db.insert(timesheet_entries).values({ timesheet_id: sheet.id, kind: 'work', weekday, start_time: start, end_time: end });
  }
}
