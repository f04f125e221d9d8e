/**
 * The catalogue's fixed worlds: the public pages' small catalogue (names differ per language) and the
 * listing tests' catalogue, where every filter and sort tells its doctors apart.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  cities,
  doctor_specializations,
  doctor_workplaces,
  doctors,
  institution_types,
  medical_institutions,
  specializations,
} from '../../../db/schema/index.ts';
import {
  createAppointment,
  createCity,
  createDoctor,
  createDoctorFeature,
  createInstitution,
  createInstitutionFeature,
  createInstitutionType,
  createLanguage,
  createService,
  createSpecialization,
  createTimesheet,
  linkDoctor,
  linkInstitutionFeatures,
} from '../factories.ts';

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
      {
        code: 'cardiology',
        slug: 'kardiolog',
        name_ua: 'Кардіологія',
        name_ru: 'Кардиология',
        doctor_name_ua: 'кардіолог',
        doctor_name_ru: 'кардиолог',
        is_footer: true,
      },
      {
        code: 'neurology',
        slug: 'nevrolog',
        name_ua: 'Неврологія',
        name_ru: 'Неврология',
        doctor_name_ua: 'невролог',
        doctor_name_ru: 'невролог',
        is_footer: true,
      },
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
        slug: 'medyk-kyiv',
        name_ua: 'Медик Київ',
        name_ru: 'Медик Киев',
        type_id: clinicType.id,
        city_id: kyiv.id,
        address_ua: 'вул. Хрещатик, 1',
        address_ru: 'ул. Крещатик, 1',
        latitude: 50.45,
        longitude: 30.52,
        rating: 4.9,
        reviews_count: 120,
      },
      {
        slug: 'laba-lviv',
        name_ua: 'Лаба Львів',
        name_ru: 'Лаба Львов',
        type_id: laboratoryType.id,
        city_id: lviv.id,
        address_ua: 'пл. Ринок, 2',
        address_ru: 'пл. Рынок, 2',
        latitude: 49.84,
        longitude: 24.03,
        rating: 4.5,
        reviews_count: 30,
      },
    ])
    .returning();
  const people = [
    {
      slug: 'petrenko-olena',
      first_name_ua: 'Олена',
      first_name_ru: 'Елена',
      last_name_ua: 'Петренко',
      last_name_ru: 'Петренко',
      gender: 'female' as const,
      experience: 12,
      rating: 4.95,
      reviews_count: 80,
    },
    {
      slug: 'koval-ivan',
      first_name_ua: 'Іван',
      first_name_ru: 'Иван',
      last_name_ua: 'Коваль',
      last_name_ru: 'Коваль',
      gender: 'male' as const,
      experience: 7,
      rating: 4.7,
      reviews_count: 25,
    },
    {
      slug: 'melnyk-oksana',
      first_name_ua: 'Оксана',
      first_name_ru: 'Оксана',
      last_name_ua: 'Мельник',
      last_name_ru: 'Мельник',
      gender: 'female' as const,
      experience: 20,
      rating: 4.8,
      reviews_count: 60,
    },
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

/** Monday 4 March 2030, 08:00 in Kyiv: "today" of the listing tests. */
export const LISTING_NOW = Date.parse('2030-03-04T08:00:00+02:00');

/**
 * A small catalogue where every listing filter and sort tells its doctors apart:
 *
 * | doctor   | specialization | workplaces                   | rating      | exp | category | price | languages | slots              |
 * |----------|----------------|------------------------------|-------------|-----|----------|-------|-----------|--------------------|
 * | anna     | cardiology     | kyiv clinic                  | 4.9         | 20  | higher   | 800   | en        | Mon–Fri from today |
 * | bohdan   | cardiology     | kyiv lab, then lviv clinic   | 4.5         | 5   | first    | 500   | de        | Tuesdays in Lviv   |
 * | chrystia | neurology      | lviv clinic                  | 4.8, hidden | 12  | second   | 1200  | en, de    | none               |
 * | dmytro   | neurology      | kyiv clinic                  | 3.0         | 1   | none     | —     | —         | Mondays, today full |
 * | halyna   | neurology      | only a trashed kyiv clinic   | 4.0         | 8   | first    | 900   | —         | none               |
 *
 * plus an inactive and a trashed cardiologist at the Kyiv clinic, who never appear. Anna has the
 * "children" feature and the internal "show on main" one; the Kyiv and Lviv clinics have parking.
 */
export async function insertListingFixture(db: Db) {
  const kyiv = await createCity(db, { city_slug: 'kyiv', name_ua: 'Київ', name_ru: 'Киев' });
  const lviv = await createCity(db, { city_slug: 'lviv', name_ua: 'Львів', name_ru: 'Львов' });
  const cardiology = await createSpecialization(db, { slug: 'kardioloh', code: 'cardiology', name_ua: 'Кардіологія', name_ru: 'Кардиология', order: 1 });
  const neurology = await createSpecialization(db, { slug: 'nevroloh', code: 'neurology', name_ua: 'Неврологія', name_ru: 'Неврология', order: 2 });
  const clinicType = await createInstitutionType(db, { slug: 'kliniky', code: 'clinic', name_ua: 'Клініки', name_ru: 'Клиники', order: 1 });
  const labType = await createInstitutionType(db, { slug: 'laboratorii', code: 'laboratory', name_ua: 'Лабораторії', name_ru: 'Лаборатории', order: 2 });
  const parking = await createInstitutionFeature(db, { slug: 'parkovka', code: 'parking', name_ua: 'Парковка', name_ru: 'Парковка' });
  const children = await createDoctorFeature(db, { slug: 'pryimaie-ditei', code: 'child_consultation', name_ua: 'Приймає дітей', name_ru: 'Принимает детей' });
  const onMain = await createDoctorFeature(db, { slug: 'pokazuvaty-na-holovnii', code: 'show_on_main', name_ua: 'На головній', name_ru: 'На главной' });
  const english = await createLanguage(db, { code: 'en', slug: 'en', name_ua: 'Англійська', name_ru: 'Английский' });
  const german = await createLanguage(db, { code: 'de', slug: 'de', name_ua: 'Німецька', name_ru: 'Немецкий' });

  const place = (name: string, city: typeof kyiv, type: typeof clinicType, rating: number) =>
    createInstitution(db, { city, type, slug: name, name_ua: `${name} ua`, name_ru: `${name} ru`, rating, reviews_count: 10 });
  const kyivClinic = await place('kyiv-clinic', kyiv, clinicType, 4.7);
  const kyivLab = await place('kyiv-lab', kyiv, labType, 4.2);
  const lvivClinic = await place('lviv-clinic', lviv, clinicType, 4.9);
  const goneClinic = await place('gone-clinic', kyiv, clinicType, 5);
  await linkInstitutionFeatures(db, kyivClinic, [parking]);
  await linkInstitutionFeatures(db, lvivClinic, [parking]);
  await db.update(medical_institutions).set({ deleted_at: new Date() }).where(eq(medical_institutions.id, goneClinic.id));

  const doctor = async (
    slug: string,
    specialization: typeof cardiology,
    institution: typeof kyivClinic,
    values: { rating: number; experience: number; category: 'higher' | 'first' | 'second' | 'none'; price?: number; is_show_rating?: boolean },
  ) => {
    const row = await createDoctor(db, {
      institution,
      specialization,
      slug,
      first_name_ua: slug,
      first_name_ru: `${slug}-ru`,
      last_name_ua: 'Лікар',
      last_name_ru: 'Врач',
      middle_name_ua: null,
      middle_name_ru: null,
      rating: values.rating,
      reviews_count: 10,
      experience: values.experience,
      category: values.category,
      is_show_rating: values.is_show_rating ?? true,
    });
    if (values.price !== undefined) {
      await createService(db, { doctor: row, specialization_id: specialization.id, cost: values.price * 100, duration: 30, is_default: true });
      await createService(db, { doctor: row, specialization_id: specialization.id, cost: values.price * 200, duration: 30, is_default: false });
    }
    return row;
  };
  const anna = await doctor('anna', cardiology, kyivClinic, { rating: 4.9, experience: 20, category: 'higher', price: 800 });
  const bohdan = await doctor('bohdan', cardiology, kyivLab, { rating: 4.5, experience: 5, category: 'first', price: 500 });
  const chrystia = await doctor('chrystia', neurology, lvivClinic, { rating: 4.8, experience: 12, category: 'second', price: 1200, is_show_rating: false });
  const dmytro = await doctor('dmytro', neurology, kyivClinic, { rating: 3, experience: 1, category: 'none' });
  const halyna = await doctor('halyna', neurology, goneClinic, { rating: 4, experience: 8, category: 'first', price: 900 });
  const inactive = await doctor('inactive', cardiology, kyivClinic, { rating: 5, experience: 30, category: 'higher', price: 100 });
  await db.update(doctors).set({ status: 'inactive' }).where(eq(doctors.id, inactive.id));
  const trashed = await doctor('trashed', cardiology, kyivClinic, { rating: 5, experience: 30, category: 'higher', price: 100 });
  await db.update(doctors).set({ deleted_at: new Date() }).where(eq(doctors.id, trashed.id));

  await linkDoctor(db, anna, { features: [children, onMain], languages: [english] });
  await linkDoctor(db, bohdan, { languages: [german], workplaces: [lvivClinic] });
  await linkDoctor(db, chrystia, { languages: [english, german] });

  await createTimesheet(db, {
    doctor: anna,
    institution: kyivClinic,
    weekly: [1, 2, 3, 4, 5].map((day) => [day, '09:00', '13:00'] as [number, string, string]),
  });
  await createTimesheet(db, { doctor: bohdan, institution: lvivClinic, weekly: [[2, '10:00', '12:00']] });
  await createTimesheet(db, { doctor: dmytro, institution: kyivClinic, weekly: [[1, '09:00', '10:00']], slot_duration: 30 });
  await createAppointment(db, { doctor: dmytro, start_at: new Date('2030-03-04T09:00:00+02:00'), minutes: 60 });

  return {
    cities: { kyiv, lviv },
    specializations: { cardiology, neurology },
    types: { clinicType, labType },
    features: { parking, children, onMain },
    languages: { english, german },
    institutions: { kyivClinic, kyivLab, lvivClinic, goneClinic },
    doctors: { anna, bohdan, chrystia, dmytro, halyna, inactive, trashed },
  };
}
