import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDoctorListPageQuery } from '../../contracts/catalog.ts';
import { createCity, createDoctor, createInstitution, createInstitutionType, createSpecialization } from '../../tests/support/factories.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { isAnimalCare } from './animal-care.ts';
import { createCatalogService, type CatalogService } from './catalog.ts';

let database: TestDatabase;
let catalog: CatalogService;
let vetClinicId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const kyiv = await createCity(db, { city_slug: 'kyiv', name_ua: 'Київ', name_ru: 'Киев' });
  const cardiology = await createSpecialization(db, { slug: 'kardioloh', code: 'cardiology', name_ua: 'Кардіологія', name_ru: 'Кардиология', order: 1 });
  const veterinary = await createSpecialization(db, { slug: 'veterynariia', code: 'veterinary', name_ua: 'Ветеринарія', name_ru: 'Ветеринария', order: 2 });
  const clinicType = await createInstitutionType(db, { slug: 'kliniky', code: 'clinic', name_ua: 'Клініки', name_ru: 'Клиники', order: 1 });
  const vetType = await createInstitutionType(db, { slug: 'vetkliniky', code: 'veterinary_clinic', name_ua: 'Ветклініки', name_ru: 'Ветклиники', order: 2 });
  const clinic = await createInstitution(db, {
    city: kyiv,
    type: clinicType,
    slug: 'clinic',
    name_ua: 'Клініка',
    name_ru: 'Клиника',
    rating: 4,
    reviews_count: 3,
  });
  const vetClinic = await createInstitution(db, {
    city: kyiv,
    type: vetType,
    slug: 'vet-clinic',
    name_ua: 'Ветклініка',
    name_ru: 'Ветклиника',
    rating: 5,
    reviews_count: 9,
  });
  vetClinicId = vetClinic.id;
  const doctor = (slug: string, specialization: typeof cardiology, institution: typeof clinic, rating: number) =>
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
  await doctor('cardiologist', cardiology, clinic, 4);
  // The best rated of all: were animals not set apart, the vet would head every list.
  await doctor('vet', veterinary, vetClinic, 5);
  catalog = createCatalogService(db);
});
afterAll(async () => database?.dispose());

async function listed(path: string) {
  const listing = await catalog.resolveListing('doctors', path);
  if (!listing) throw new Error(`no listing for ${path}`);
  const page = await catalog.doctorList({ locale: 'ua', listing: listing.filters, query: ZDoctorListPageQuery.parse({}) });
  return { slugs: page.data.map((card) => card.slug), total: page.meta.total };
}

describe(`care for animals has its own section (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('tells the animal section by its codes', () => {
    expect(['veterinary', 'veterinary_clinic', 'grooming_salon', 'veterinary-surgery'].every((code) => isAnimalCare({ code }))).toBe(true);
    expect(['cardiology', 'clinic', 'veterinarian', 'dental'].some((code) => isAnimalCare({ code }))).toBe(false);
  });

  it('leaves vets out of the doctors for people, counts included', async () => {
    expect(await listed('')).toEqual({ slugs: ['cardiologist'], total: 1 });
    expect(await listed('kyiv')).toEqual({ slugs: ['cardiologist'], total: 1 });
  });

  it('lists them in their own section: their specialization, their institution type, their clinic', async () => {
    expect((await listed('veterynariia')).slugs).toEqual(['vet']);
    expect((await listed('vetkliniky')).slugs).toEqual(['vet']);
    const clinicPage = await catalog.doctorList({ locale: 'ua', institutionId: vetClinicId });
    expect(clinicPage.data.map((card) => card.slug)).toEqual(['vet']);
  });

  it('keeps them off the home page: popular specialities, top doctors and top clinics', async () => {
    const home = await catalog.homePage({ locale: 'ua' });
    expect(home.popularSpecializations.map((item) => item.slug)).toEqual(['kardioloh']);
    expect(home.topDoctors.map((item) => item.slug)).toEqual(['cardiologist']);
    expect(home.topClinics.map((item) => item.slug)).toEqual(['clinic']);
    // The types stay: the veterinary type is the way into the animal section.
    expect(home.institutionTypes.map((item) => item.slug)).toContain('vetkliniky');
  });
});

describe('the clinic listing for people', () => {
  async function clinics(path: string) {
    const listing = await catalog.resolveListing('med-centers', path);
    if (!listing) throw new Error(`no listing for ${path}`);
    const page = await catalog.institutionList({ locale: 'ua', listing: listing.filters });
    return { slugs: page.data.map((card) => card.slug), total: page.meta.total };
  }

  it('leaves vet clinics out unless their own type is chosen', async () => {
    expect(await clinics('')).toEqual({ slugs: ['clinic'], total: 1 });
    expect(await clinics('kyiv')).toEqual({ slugs: ['clinic'], total: 1 });
    expect((await clinics('vetkliniky')).slugs).toEqual(['vet-clinic']);
  });
});
