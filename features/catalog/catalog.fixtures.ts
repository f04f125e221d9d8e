import type { Db } from '../../db/client.ts';
import {
  cities,
  doctor_specializations,
  doctor_workplaces,
  doctors,
  institution_types,
  medical_institutions,
  specializations,
} from '../../db/schema/index.ts';

/**
 * A small, fixed catalogue for tests of the public pages: two cities, three specializations, two
 * institution types, two clinics and three doctors. Names differ per language so a test can tell which
 * language a page was rendered in.
 */
export async function insertCatalogFixture(db: Db) {
  const [kyiv, lviv] = await db
    .insert(cities)
    .values([
      { city_slug: 'kyiv', name_ua: 'Київ', name_ru: 'Киев', latitude: 50.45, longitude: 30.52, order: 1 },
      { city_slug: 'lviv', name_ua: 'Львів', name_ru: 'Львов', latitude: 49.84, longitude: 24.03, order: 2 },
    ])
    .returning();
  const [cardiology, neurology, dentistry] = await db
    .insert(specializations)
    .values([
      { code: 'cardiology', slug: 'kardiolog', name_ua: 'Кардіологія', name_ru: 'Кардиология', doctor_name_ua: 'кардіолог', doctor_name_ru: 'кардиолог', is_footer: true },
      { code: 'neurology', slug: 'nevrolog', name_ua: 'Неврологія', name_ru: 'Неврология', doctor_name_ua: 'невролог', doctor_name_ru: 'невролог', is_footer: true },
      { code: 'dentistry', slug: 'stomatolog', name_ua: 'Стоматологія', name_ru: 'Стоматология', doctor_name_ua: 'стоматолог', doctor_name_ru: 'стоматолог' },
    ])
    .returning();
  const [clinicType, laboratoryType] = await db
    .insert(institution_types)
    .values([
      { code: 'clinic', slug: 'kliniky', name_ua: 'Клініки', name_ru: 'Клиники', order: 1, background_color: '#1A4B48', text_color: '#FFFFFF' },
      { code: 'laboratory', slug: 'laboratorii', name_ua: 'Лабораторії', name_ru: 'Лаборатории', order: 2, background_color: '#F29EAD', text_color: '#FFFFFF' },
    ])
    .returning();
  const [kyivClinic, lvivLab] = await db
    .insert(medical_institutions)
    .values([
      {
        slug: 'medyk-kyiv', name_ua: 'Медик Київ', name_ru: 'Медик Киев', type_id: clinicType.id, city_id: kyiv.id,
        address_ua: 'вул. Хрещатик, 1', address_ru: 'ул. Крещатик, 1', latitude: 50.45, longitude: 30.52, rating: 4.9, reviews_count: 120,
      },
      {
        slug: 'laba-lviv', name_ua: 'Лаба Львів', name_ru: 'Лаба Львов', type_id: laboratoryType.id, city_id: lviv.id,
        address_ua: 'пл. Ринок, 2', address_ru: 'пл. Рынок, 2', latitude: 49.84, longitude: 24.03, rating: 4.5, reviews_count: 30,
      },
    ])
    .returning();
  const people = [
    { slug: 'petrenko-olena', first_name_ua: 'Олена', first_name_ru: 'Елена', last_name_ua: 'Петренко', last_name_ru: 'Петренко', gender: 'female' as const, experience: 12, rating: 4.95, reviews_count: 80 },
    { slug: 'koval-ivan', first_name_ua: 'Іван', first_name_ru: 'Иван', last_name_ua: 'Коваль', last_name_ru: 'Коваль', gender: 'male' as const, experience: 7, rating: 4.7, reviews_count: 25 },
    { slug: 'melnyk-oksana', first_name_ua: 'Оксана', first_name_ru: 'Оксана', last_name_ua: 'Мельник', last_name_ru: 'Мельник', gender: 'female' as const, experience: 20, rating: 4.8, reviews_count: 60 },
  ];
  const [olena, ivan, oksana] = await db.insert(doctors).values(people).returning();
  await db.insert(doctor_specializations).values([
    { doctor_id: olena.id, specialization_id: cardiology.id, is_main: true },
    { doctor_id: ivan.id, specialization_id: cardiology.id, is_main: true },
    { doctor_id: oksana.id, specialization_id: neurology.id, is_main: true },
  ]);
  await db.insert(doctor_workplaces).values([
    { doctor_id: olena.id, institution_id: kyivClinic.id },
    { doctor_id: ivan.id, institution_id: kyivClinic.id },
    { doctor_id: oksana.id, institution_id: lvivLab.id },
  ]);
  return { cities: { kyiv, lviv }, specializations: { cardiology, neurology, dentistry }, doctors: { olena, ivan, oksana } };
}
