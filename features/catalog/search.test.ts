import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, createDoctor, createInstitution, createSpecialization } from '../../tests/support/factories.ts';
import { createDisease } from '../../tests/support/factories/content.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { createCatalogService, type CatalogService } from './catalog.ts';
import { foldSearchText, normalizeSearchQuery } from './search-text.ts';

let database: TestDatabase;
let catalog: CatalogService;
let kyivId: number;

const person = (last: [string, string], first: [string, string], slug: string) => ({
  slug,
  last_name_ua: last[0],
  last_name_ru: last[1],
  first_name_ua: first[0],
  first_name_ru: first[1],
  middle_name_ua: null,
  middle_name_ru: null,
});

beforeAll(async () => {
  database = await createTestDatabase();
  catalog = createCatalogService(database.db);
  const db = database.db;
  const kyiv = await createCity(db, { name_ua: 'Київ', name_ru: 'Киев' });
  const lviv = await createCity(db);
  kyivId = kyiv.id;
  const cardiology = await createSpecialization(db, {
    slug: 'kardioloh',
    name_ua: 'Кардіологія',
    name_ru: 'Кардиология',
    doctor_name_ua: 'Кардіолог',
    doctor_name_ru: 'Кардиолог',
  });
  const surgery = await createSpecialization(db, {
    slug: 'kardiokhirurh',
    name_ua: 'Кардіохірургія',
    name_ru: 'Кардиохирургия',
    doctor_name_ua: 'Кардіохірург',
    doctor_name_ru: 'Кардиохирург',
  });
  const neurology = await createSpecialization(db, {
    slug: 'nevroloh',
    name_ua: 'Неврологія',
    name_ru: 'Неврология',
    doctor_name_ua: 'Невролог',
    doctor_name_ru: 'Невролог',
  });
  const heart = await createInstitution(db, { city: kyiv, slug: 'klinika-sertse', name_ua: 'Клініка «Серце»', name_ru: 'Клиника «Сердце»' });
  const lvivClinic = await createInstitution(db, {
    city: lviv,
    slug: 'klinika-sertse-lviv',
    name_ua: 'Клініка «Серце» Львів',
    name_ru: 'Клиника «Сердце» Львов',
  });
  await createDoctor(db, {
    ...person(['Петренко', 'Петренко'], ['Олена', 'Елена'], 'petrenko-olena'),
    specialization: cardiology,
    institution: heart,
    rating: 4.8,
  });
  await createDoctor(db, {
    ...person(['Гнатюк', 'Гнатюк'], ['Ігор', 'Игорь'], 'hnatiuk-ihor'),
    specialization: cardiology,
    institution: lvivClinic,
    rating: 4.9,
  });
  await createDoctor(db, { ...person(['Кардаш', 'Кардаш'], ['Іван', 'Иван'], 'kardash-ivan'), specialization: neurology, institution: heart, rating: 4.1 });
  await createDoctor(db, { ...person(['Мельник', 'Мельник'], ['Юрій', 'Юрий'], 'melnyk-yurii'), specialization: surgery, institution: heart, rating: 4.5 });
  await createDoctor(db, { ...person(['Петренко', 'Петренко'], ['Архів', 'Архив'], 'petrenko-arkhiv'), specialization: cardiology, status: 'inactive' });
  await createDoctor(db, { ...person(['Петренко', 'Петренко'], ['Кошик', 'Корзина'], 'petrenko-koshyk'), specialization: cardiology, deleted_at: new Date() });
  await createDisease(db, { slug: 'hipertoniia', name_ua: 'Гіпертонія', name_ru: 'Гипертония', specialization_id: cardiology.id });
  await createDisease(db, { slug: 'koniunktyvit', name_ua: 'Кон’юнктивіт', name_ru: 'Конъюнктивит' });
});
afterAll(async () => database?.dispose());

const search = (query: string, options: { limit?: number; cityId?: number; locale?: 'ua' | 'ru' } = {}) =>
  catalog.search({ query, locale: options.locale ?? 'ua', limit: options.limit, cityId: options.cityId });

describe(`catalogue search (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('finds cardiology and cardiologists from Ukrainian, Russian, a typo, capitals or the Latin slug', async () => {
    for (const query of ['кардіолог', 'кардиолог', 'кардеолог', 'КАРДІОЛОГ', 'kardioloh']) {
      const results = await search(query);
      expect(results.specializations[0]?.slug, query).toBe('kardioloh');
      expect(
        results.doctors.map((doctor) => doctor.slug),
        query,
      ).toEqual(['hnatiuk-ihor', 'petrenko-olena']);
    }
    expect((await search('кардиолог', { locale: 'ru' })).specializations[0]).toMatchObject({ name: 'Кардиология', doctor_name: 'Кардиолог' });
  });

  it('ranks a name match above the doctors of a matching specialization', async () => {
    const results = await search('Кардаш');
    expect(results.doctors[0]).toMatchObject({ slug: 'kardash-ivan', specialization: 'Неврологія' });
    expect(results.specializations).toEqual([]);
  });

  it('finds doctors by name in either language and with a typo, never inactive or trashed ones', async () => {
    expect((await search('Петренко')).doctors.map((doctor) => doctor.slug)).toEqual(['petrenko-olena']);
    expect((await search('Петриенко')).doctors.map((doctor) => doctor.slug)).toEqual(['petrenko-olena']);
    expect((await search('Елена Петренко')).doctors.map((doctor) => doctor.slug)).toEqual(['petrenko-olena']);
    expect((await search('ігор')).doctors[0]).toMatchObject({ slug: 'hnatiuk-ihor', rating: 4.9 });
  });

  it('finds clinics and diseases across alphabets and apostrophes', async () => {
    expect((await search('серце')).clinics.map((clinic) => clinic.name)).toEqual(['Клініка «Серце»', 'Клініка «Серце» Львів']);
    expect((await search('сердце', { locale: 'ru' })).clinics[0]).toMatchObject({ name: 'Клиника «Сердце»', city: 'Киев' });
    expect((await search('гипертония')).diseases.map((disease) => disease.name)).toEqual(['Гіпертонія']);
    for (const query of ["кон'юнктивіт", 'конъюнктивит', 'коньюнктивит', 'кон’юнктивіт']) {
      expect(
        (await search(query)).diseases.map((disease) => disease.slug),
        query,
      ).toEqual(['koniunktyvit']);
    }
  });

  it('keeps to a city and to the asked number per kind', async () => {
    expect((await search('кардіолог', { cityId: kyivId })).doctors.map((doctor) => doctor.slug)).toEqual(['petrenko-olena']);
    expect((await search('серце', { cityId: kyivId })).clinics).toHaveLength(1);
    expect((await search('кардіолог', { limit: 1 })).doctors).toHaveLength(1);
  });

  it('is safe with empty, punctuation-only, wildcard, SQL-looking and very long input', async () => {
    for (const query of ['', '   ', '%', '_', '?!…', 'к', "'; drop table doctors; --", '%кард%', 'я'.repeat(10_000)]) {
      const results = await search(query);
      expect(results.query.length, query.slice(0, 20)).toBeLessThanOrEqual(100);
      expect([...results.doctors, ...results.clinics, ...results.diseases].length, query.slice(0, 20)).toBe(query === '%кард%' ? 4 : 0);
    }
    const [{ count }] = await database.rows<{ count: number }>(sql`select count(*)::int as count from doctors`);
    expect(count).toBe(6);
  });
});

describe('search text folding', () => {
  it('brings Ukrainian and Russian spellings together', () => {
    expect(foldSearchText('Кардіолог')).toBe(foldSearchText('кардиолог'));
    expect(foldSearchText('Єва Ґонта')).toBe('ева гонта');
    expect(normalizeSearchQuery('  Мар’яна -- "Іванівна"; ')).toBe('маряна иванивна');
    expect(normalizeSearchQuery("Мар'яна")).toBe(normalizeSearchQuery('Марьяна'));
    expect(normalizeSearchQuery('a-b -c d-')).toBe('a-b c d');
  });

  it('is the same in JavaScript and in the database (catalog_fold)', async () => {
    const text = "АБВГҐДЕЄЁЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ абвгґдеєёжзиіїйклмнопрстуфхцчшщъыьэюя ABCxyz 0-9 'ʼ’`";
    const [{ folded }] = await database.rows<{ folded: string }>(sql`select catalog_fold(${text}) as folded`);
    expect(folded).toBe(foldSearchText(text));
  });
});
