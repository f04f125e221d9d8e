import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, doctors } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { insertCatalogFixture } from '../../tests/support/factories/catalog.ts';
import { CITY_CACHE_TTL_MS, createCatalogService } from './catalog.ts';

let database: TestDatabase;
let fixture: Awaited<ReturnType<typeof insertCatalogFixture>>;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await insertCatalogFixture(database.db);
});

afterAll(() => database?.dispose());

describe('cities', () => {
  it('are served from memory until the cache expires', async () => {
    let now = 0;
    const catalog = createCatalogService(database.db, { now: () => now });
    expect((await catalog.listCities()).map((city) => city.city_slug)).toEqual(['kyiv', 'lviv']);
    await database.db.update(cities).set({ status: 'inactive' }).where(eq(cities.city_slug, 'lviv'));
    expect(await catalog.listCities()).toHaveLength(2);
    now += CITY_CACHE_TTL_MS + 1;
    expect((await catalog.listCities()).map((city) => city.city_slug)).toEqual(['kyiv']);
    await database.db.update(cities).set({ status: 'active' }).where(eq(cities.city_slug, 'lviv'));
    catalog.invalidateCities();
    expect(await catalog.listCities()).toHaveLength(2);
  });

  it('are found by slug in any letter case', async () => {
    const catalog = createCatalogService(database.db);
    expect((await catalog.findCity('KyIv'))?.name_ua).toBe('Київ');
    expect(await catalog.findCity('odesa')).toBeUndefined();
  });
});

describe('home page', () => {
  it('ranks specializations by doctor count and speaks the asked language', async () => {
    const catalog = createCatalogService(database.db);
    const page = await catalog.homePage({ locale: 'ru' });
    expect(page.popularSpecializations.map((s) => [s.name, s.doctors_count])).toEqual([
      ['Кардиология', 2],
      ['Неврология', 1],
    ]);
    expect(page.institutionTypes.map((type) => type.name)).toEqual(['Клиники', 'Лаборатории']);
    expect(page.topDoctors.map((doctor) => doctor.name)).toEqual(['Петренко Елена', 'Мельник Оксана', 'Коваль Иван']);
    expect(page.topDoctors[0]).toMatchObject({ specialization: 'Кардиология', city: 'Киев', experience: 12, reviews_count: 80 });
  });

  it('keeps to the selected city', async () => {
    const catalog = createCatalogService(database.db);
    const page = await catalog.homePage({ locale: 'ua', cityId: fixture.cities.lviv.id });
    expect(page.topDoctors.map((doctor) => doctor.name)).toEqual(['Мельник Оксана']);
    expect(page.topClinics.map((clinic) => clinic.name)).toEqual(['Лаба Львів']);
    expect(page.popularSpecializations.map((s) => s.name)).toEqual(['Неврологія']);
  });

  it('hides the rating of a doctor who does not show it', async () => {
    await database.db.update(doctors).set({ is_show_rating: false }).where(eq(doctors.id, fixture.doctors.ivan.id));
    const catalog = createCatalogService(database.db);
    const ivan = (await catalog.topDoctors({ locale: 'ua' })).find((doctor) => doctor.slug === 'koval-ivan');
    expect(ivan?.rating).toBeNull();
  });

  it('lists footer specializations only', async () => {
    const catalog = createCatalogService(database.db);
    expect((await catalog.footerSpecializations({ locale: 'ua' })).map((s) => s.slug)).toEqual(['kardiolog', 'nevrolog']);
  });
});
