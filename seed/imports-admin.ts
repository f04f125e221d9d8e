import { eq } from 'drizzle-orm';
import { cities, institution_types, legal_entities, medical_institutions, representatives, users } from '../db/schema/index.ts';
import type { SeedContext } from './steps/context.ts';

/** What the demo offers to import into (docs/decisions/204), found by these. */
export const IMPORT_DEMO = {
  legalEntityEdrpou: '43210989',
  clinicSlug: 'demo-import-klinika-novyi-start',
} as const;

/**
 * Something for the demo administrator to import into (docs/decisions/204): a new partner company with no
 * institutions yet, and a clinic being set up — inactive, so the public catalogue does not show it empty —
 * with no doctors. Added after everything else, from fixed values, so every other seeded row stays as it was.
 */
export async function seedImportTargets(context: SeedContext): Promise<void> {
  const { db } = context;
  const [kyiv] = await db.select().from(cities).where(eq(cities.city_slug, 'kyiv'));
  const [clinicType] = await db.select().from(institution_types).where(eq(institution_types.code, 'clinic'));
  if (!kyiv || !clinicType) return;
  const [user] = await db
    .insert(users)
    .values({
      user_type: 'partner',
      email: 'nova.merezha@vizyt.local',
      phone: '380500000010',
      first_name: 'Марина',
      last_name: 'Гнатюк',
      middle_name: 'Олегівна',
      gender: 'female',
    })
    .returning({ id: users.id });
  const [entity] = await db
    .insert(legal_entities)
    .values({
      public_name: 'ТОВ «Нова мережа»',
      edrpou: IMPORT_DEMO.legalEntityEdrpou,
      city_id: kyiv.id,
      address: 'вул. Хрещатик, 22',
      head_position: 'Директор',
      head_first_name: 'Марина',
      head_last_name: 'Гнатюк',
      comment: 'Новий партнер: заклади ще не додано (демо імпорту)',
    })
    .returning({ id: legal_entities.id });
  await db.insert(representatives).values({ user_id: user.id, legal_entity_id: entity.id, position: 'Директор', contact_email: 'nova.merezha@vizyt.local' });
  await db.insert(medical_institutions).values({
    slug: IMPORT_DEMO.clinicSlug,
    name_ua: 'Клініка «Новий старт»',
    name_ru: 'Клиника «Новый старт»',
    type_id: clinicType.id,
    city_id: kyiv.id,
    address_ua: 'вул. Велика Васильківська, 100',
    address_ru: 'ул. Большая Васильковская, 100',
    latitude: kyiv.latitude,
    longitude: kyiv.longitude,
    short_description_ua: 'Нова клініка: лікарів і послуги буде імпортовано (демо імпорту)',
    short_description_ru: 'Новая клиника: врачи и услуги будут импортированы (демо импорта)',
    status: 'inactive',
  });
}
