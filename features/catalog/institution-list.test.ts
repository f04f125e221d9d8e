import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZInstitutionListPageQuery, type InstitutionListPageQuery } from '../../contracts/catalog.ts';
import { medical_institutions } from '../../db/schema/index.ts';
import { createCity, createInstitution } from '../../tests/support/factories.ts';
import { insertListingFixture, LISTING_NOW } from '../../tests/support/factories/catalog.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { createCatalogService, type CatalogService } from './catalog.ts';

let database: TestDatabase;
let catalog: CatalogService;
let fixture: Awaited<ReturnType<typeof insertListingFixture>>;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await insertListingFixture(database.db);
  catalog = createCatalogService(database.db, { now: () => LISTING_NOW });
});
afterAll(async () => database?.dispose());

async function listed(path: string, query: Partial<Record<keyof InstitutionListPageQuery, string>> = {}, perPage?: number) {
  const listing = await catalog.resolveListing('med-centers', path);
  const page = await catalog.institutionList({ locale: 'ua', listing: listing!.filters, query: ZInstitutionListPageQuery.parse(query), perPage });
  return page.data.map((card) => card.slug);
}

describe(`clinic listing (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists live institutions best rated first and filters by city, type and feature', async () => {
    expect(await listed('')).toEqual(['lviv-clinic', 'kyiv-clinic', 'kyiv-lab']);
    expect(await listed('kyiv')).toEqual(['kyiv-clinic', 'kyiv-lab']);
    expect(await listed('kliniky')).toEqual(['lviv-clinic', 'kyiv-clinic']);
    expect(await listed('kyiv/kliniky')).toEqual(['kyiv-clinic']);
    expect(await listed('parkovka')).toEqual(['lviv-clinic', 'kyiv-clinic']);
    expect(await listed('kyiv', { features: 'parkovka' })).toEqual(['kyiv-clinic']);
  });

  it('filters by specialization through the active doctors working there', async () => {
    expect(await listed('kardioloh')).toEqual(['lviv-clinic', 'kyiv-clinic', 'kyiv-lab']);
    expect(await listed('nevroloh')).toEqual(['lviv-clinic', 'kyiv-clinic']);
    expect(await listed('kyiv/laboratorii/nevroloh')).toEqual([]);
  });

  it('pages, a page past the end empty with the real totals', async () => {
    expect(await listed('', { page: '2' }, 1)).toEqual(['kyiv-clinic']);
    const past = await catalog.institutionList({ locale: 'ua', query: ZInstitutionListPageQuery.parse({ page: '9' }), perPage: 1 });
    expect(past).toEqual({ data: [], meta: { current_page: 9, total_pages: 3, per_page: 1, total: 3 } });
  });

  it('gives cards with type colours, city, features, hours, doctors count and coordinates', async () => {
    await database.db.update(medical_institutions).set({ working_hours: {} }).where(eq(medical_institutions.id, fixture.institutions.kyivLab.id));
    const page = await catalog.institutionList({ locale: 'ru' });
    const clinic = page.data.find((card) => card.slug === 'kyiv-clinic')!;
    expect(clinic).toMatchObject({
      name: 'kyiv-clinic ru',
      type: {
        code: 'clinic',
        slug: 'kliniky',
        name: 'Клиники',
        background_color: fixture.types.clinicType.background_color,
        text_color: fixture.types.clinicType.text_color,
      },
      city: { slug: 'kyiv', name: 'Киев' },
      latitude: fixture.institutions.kyivClinic.latitude,
      longitude: fixture.institutions.kyivClinic.longitude,
      rating: 4.7,
      reviews_count: 10,
      features: [{ code: 'parking', name: 'Парковка' }],
      doctors_count: 2,
      parent_id: null,
    });
    expect(clinic.working_hours).toEqual(fixture.institutions.kyivClinic.working_hours);
    expect(page.data.find((card) => card.slug === 'kyiv-lab')!.working_hours).toBeNull();
  });
});

describe('clinic listing by name', () => {
  it('follows the Ukrainian alphabet, not code points (ґ after г, є after е, і and ї after и)', async () => {
    const city = await createCity(database.db, { city_slug: 'abetka' });
    const names = ['Їжачок', 'Есперо', 'Ґудзик', 'Іскра', 'Авіценна', 'Євромед', 'Дніпро', 'Гармонія', 'Инфо'];
    for (const name of names) await createInstitution(database.db, { city, name_ua: name, name_ru: name, slug: `abetka-${names.indexOf(name)}` });
    const fresh = createCatalogService(database.db, { now: () => LISTING_NOW });
    const listing = await fresh.resolveListing('med-centers', 'abetka');
    const page = await fresh.institutionList({ locale: 'ua', listing: listing!.filters, query: { sort: 'name' } });
    expect(page.data.map((card) => card.name)).toEqual(['Авіценна', 'Гармонія', 'Ґудзик', 'Дніпро', 'Есперо', 'Євромед', 'Инфо', 'Іскра', 'Їжачок']);
  });
});
