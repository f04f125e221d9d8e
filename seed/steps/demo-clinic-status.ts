import { and, eq, inArray, sql } from 'drizzle-orm';
import { appointments, clinic_live_status, institution_features, medical_institutions } from '../../db/schema/index.ts';
import { BLACKOUT_FEATURE, SHELTER_FEATURE } from '../../contracts/clinic-status.ts';
import type { SeedContext } from './context.ts';
import { demoPartnerEntities, demoPatient } from './visits.ts';

/**
 * Clinics in wartime in the demo (docs/decisions/306): the two clinic features (a shelter on the premises, working
 * through power cuts) on a share of the clinics, so both filter the listings; the clinic of the demo patient's
 * coming visit has reception paused, in the shelter, with a note; another clinic of the demo partner works on a
 * generator. Added after the rest, so the seeded catalogue is otherwise unchanged.
 */
export async function seedDemoClinicStatus(context: SeedContext): Promise<void> {
  const { db } = context;
  const [order] = await db.select({ next: sql<number>`coalesce(max(${institution_features.order}), 0)::int + 1` }).from(institution_features);
  const features = await db
    .insert(institution_features)
    .values([
      { code: SHELTER_FEATURE, slug: 'ukryttia', name_ua: 'Укриття в будівлі', name_ru: 'Укрытие в здании', order: order.next },
      {
        code: BLACKOUT_FEATURE,
        slug: 'pratsiuie-bez-svitla',
        name_ua: 'Працює під час відключень світла',
        name_ru: 'Работает при отключениях света',
        order: order.next + 1,
      },
    ])
    .returning({ id: institution_features.id, code: institution_features.code });
  const featureId = (code: string) => features.find((feature) => feature.code === code)!.id;
  const partnerClinics = await db
    .select({ id: medical_institutions.id })
    .from(medical_institutions)
    .where(inArray(medical_institutions.legal_entity_id, demoPartnerEntities(context)))
    .orderBy(medical_institutions.id);
  // A share of all clinics, and every clinic of the demo partner.
  await db.execute(sql`
    insert into institution_feature_links (institution_id, feature_id)
    select mi.id, f.id from medical_institutions mi cross join (values (${featureId(SHELTER_FEATURE)}::int, 3), (${featureId(BLACKOUT_FEATURE)}::int, 2)) as f(id, every)
    where mi.id % f.every = 0 or mi.id = any(${`{${partnerClinics.map((clinic) => clinic.id).join(',')}}`}::int[])
    on conflict do nothing`);

  const demo = await demoPatient(context);
  const [visit] = demo
    ? await db
        .select({ institution_id: appointments.institution_id })
        .from(appointments)
        .where(and(eq(appointments.patient_id, demo.id), inArray(appointments.status, ['booked', 'approved']), sql`${appointments.start_at} > now()`))
        .orderBy(appointments.start_at)
        .limit(1)
    : [];
  const sheltered = visit?.institution_id ?? partnerClinics[0]?.id;
  if (!sheltered) return;
  const onGenerator = partnerClinics.find((clinic) => clinic.id !== sheltered)?.id;
  await db.insert(clinic_live_status).values([
    {
      institution_id: sheltered,
      status: 'paused',
      note: 'Пацієнти й лікарі в укритті на цокольному поверсі. Прийом продовжимо після відбою.',
      set_at: new Date(context.today.getTime() - 20 * 60_000),
    },
    ...(onGenerator
      ? [
          {
            institution_id: onGenerator,
            status: 'generator' as const,
            note: 'Світло вимкнули, працюємо від генератора.',
            set_at: new Date(context.today.getTime() - 90 * 60_000),
          },
        ]
      : []),
  ]);
  context.log(`clinic status: ${sheltered} paused, ${onGenerator ?? 'none'} on a generator`);
}
