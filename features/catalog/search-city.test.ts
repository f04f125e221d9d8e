import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, createDoctor, createInstitution, createInstitutionType, createSpecialization } from '../../tests/support/factories.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { createCatalogService, type CatalogService } from './catalog.ts';

let database: TestDatabase;
let catalog: CatalogService;
let kyivId: number;
let odesaId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const kyiv = await createCity(db, { city_slug: 'kyiv', name_ua: 'Київ', name_ru: 'Киев' });
  const odesa = await createCity(db, { city_slug: 'odesa', name_ua: 'Одеса', name_ru: 'Одесса' });
  [kyivId, odesaId] = [kyiv.id, odesa.id];
  const pediatrics = await createSpecialization(db, {
    slug: 'pediatr',
    code: 'pediatrics',
    name_ua: 'Педіатрія',
    name_ru: 'Педиатрия',
    doctor_name_ua: 'Педіатр',
    doctor_name_ru: 'Педиатр',
    order: 1,
  });
  const veterinary = await createSpecialization(db, {
    slug: 'veterynariia',
    code: 'veterinary',
    name_ua: 'Ветеринарія',
    name_ru: 'Ветеринария',
    doctor_name_ua: 'Ветеринар',
    doctor_name_ru: 'Ветеринар',
    order: 2,
  });
  const clinicType = await createInstitutionType(db, { slug: 'kliniky', code: 'clinic', name_ua: 'Клініки', name_ru: 'Клиники', order: 1 });
  const vetType = await createInstitutionType(db, { slug: 'vetkliniky', code: 'veterinary_clinic', name_ua: 'Ветклініки', name_ru: 'Ветклиники', order: 2 });
  const place = (city: typeof kyiv, type: typeof clinicType, slug: string, name: string, rating: number) =>
    createInstitution(db, { city, type, slug, name_ua: name, name_ru: name, rating, reviews_count: 3 });
  const odesaClinic = await place(odesa, clinicType, 'dytiacha-odesa', 'Дитяча клініка Одеса', 5);
  const kyivClinic = await place(kyiv, clinicType, 'dytiacha-kyiv', 'Дитяча клініка Київ', 3);
  const vetClinic = await place(kyiv, vetType, 'dytiacha-vet', 'Дитяча ветклініка', 5);
  const doctor = (slug: string, specialization: typeof pediatrics, institution: typeof kyivClinic, rating: number) =>
    createDoctor(db, {
      institution,
      specialization,
      slug,
      first_name_ua: slug,
      first_name_ru: slug,
      last_name_ua: 'Лікар',
      last_name_ru: 'Врач',
      rating,
      reviews_count: 5,
    });
  // Odesa's paediatricians are rated higher: only the visitor's city puts Kyiv's first.
  await doctor('odesa-best', pediatrics, odesaClinic, 5);
  await doctor('odesa-good', pediatrics, odesaClinic, 4.8);
  await doctor('kyiv-one', pediatrics, kyivClinic, 4.1);
  await doctor('kyiv-two', pediatrics, kyivClinic, 4);
  // A vet who treats young animals: best rated of all, never among a search for a child's doctor.
  await doctor('vet-pediatr', veterinary, vetClinic, 5);
  catalog = createCatalogService(db);
});
afterAll(async () => database?.dispose());

const search = (query: string, options: { cityId?: number; preferredCityId?: number } = {}) => catalog.search({ query, locale: 'ru', limit: 10, ...options });
const slugs = (hits: { slug: string }[]) => hits.map((hit) => hit.slug);

describe(`search in her city first (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('ranks by rating when no city is known', async () => {
    expect(slugs((await search('педиатр')).doctors)).toEqual(['odesa-best', 'odesa-good', 'kyiv-one', 'kyiv-two']);
  });

  it("puts the visitor's city's doctors and clinics first, the rest after in their own order, each naming its city", async () => {
    const results = await search('педиатр', { preferredCityId: kyivId });
    expect(slugs(results.doctors)).toEqual(['kyiv-one', 'kyiv-two', 'odesa-best', 'odesa-good']);
    expect(results.doctors.map((hit) => hit.city)).toEqual(['Киев', 'Киев', 'Одесса', 'Одесса']);
    expect(results.doctors.map((hit) => hit.city_slug)).toEqual(['kyiv', 'kyiv', 'odesa', 'odesa']);
    const clinics = await search('дитяча', { preferredCityId: kyivId });
    expect(slugs(clinics.clinics)).toEqual(['dytiacha-kyiv', 'dytiacha-odesa']);
    expect(clinics.clinics[0]).toMatchObject({ city: 'Киев', city_slug: 'kyiv' });
    expect(slugs((await search('дитяча', { preferredCityId: odesaId })).clinics)).toEqual(['dytiacha-odesa', 'dytiacha-kyiv']);
  });

  it('narrows to one city with the city filter', async () => {
    expect(slugs((await search('педиатр', { cityId: odesaId, preferredCityId: kyivId })).doctors)).toEqual(['odesa-best', 'odesa-good']);
    expect(slugs((await search('дитяча', { cityId: kyivId })).clinics)).toEqual(['dytiacha-kyiv']);
  });

  it('keeps vets and vet clinics out of a search for people, and finds them when the query asks for animals', async () => {
    const people = await search('дитяча');
    expect(slugs(people.clinics)).not.toContain('dytiacha-vet');
    expect(slugs((await search('педиатр')).doctors)).not.toContain('vet-pediatr');
    expect(slugs((await search('Лікар')).doctors)).not.toContain('vet-pediatr');
    expect(slugs((await search('педиатр')).specializations)).toEqual(['pediatr']);

    const animals = await search('ветеринар');
    expect(slugs(animals.specializations)).toEqual(['veterynariia']);
    expect(slugs(animals.doctors)).toEqual(['vet-pediatr']);
    expect(slugs((await search('ветклиник')).clinics)).toContain('dytiacha-vet');
  });
});
