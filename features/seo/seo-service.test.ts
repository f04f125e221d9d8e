import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOfText } from '../../contracts/rich-text.ts';
import { seo_patterns } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import type { CityFilter, SpecializationFilter } from './listing-filters.ts';
import { createSeoService, SEO_CACHE_TTL_MS } from './seo-service.ts';
import { fakeTranslate, insertSeoFixture } from '../../tests/support/factories/seo.ts';

let database: TestDatabase;
let kyiv: CityFilter;
let lviv: CityFilter;
let cardiology: SpecializationFilter;
let neurology: SpecializationFilter;

beforeAll(async () => {
  database = await createTestDatabase();
  const fixture = await insertSeoFixture(database.db);
  kyiv = { ...fixture.cities.kyiv, slug: fixture.cities.kyiv.city_slug, name_locative_ua: 'у Києві', name_locative_ru: 'в Киеве' };
  lviv = { ...fixture.cities.lviv, slug: fixture.cities.lviv.city_slug, name_locative_ua: 'у Львові', name_locative_ru: 'во Львове' };
  ({ cardiology, neurology } = fixture.specializations);
});

afterAll(() => database?.dispose());

describe('SEO service', () => {
  it('finds the filtered page of a listing by its URL', async () => {
    const seo = createSeoService(database.db);
    const meta = await seo.listingMeta({
      kind: 'doctors',
      path: '/doctors/kyiv/kardiolog',
      filters: { city: kyiv, specialization: cardiology },
      locale: 'ua',
      translate: fakeTranslate('ua'),
    });
    expect(meta).toMatchObject({ h1: 'Кардіологи Києва', is_index: true, redirect: null, source: 'filtered_page' });
    // No Russian h1 on the page: the pattern gives one.
    const ru = await seo.listingMeta({
      kind: 'doctors',
      path: '/doctors/kyiv/kardiolog/',
      filters: { city: kyiv, specialization: cardiology },
      locale: 'ru',
      translate: fakeTranslate('ru'),
    });
    expect(ru.h1).toBe('Кардиолог в Киеве');
  });

  it('answers a redirect and a noindex as staff set them', async () => {
    const seo = createSeoService(database.db);
    const moved = await seo.listingMeta({
      kind: 'doctors',
      path: '/doctors/kyiv/nevrolog',
      filters: { city: kyiv, specialization: neurology },
      locale: 'ru',
      translate: fakeTranslate('ru'),
    });
    expect(moved.redirect).toBe('/ru/doctors/lviv/nevrolog');
    const hidden = await seo.listingMeta({
      kind: 'doctors',
      path: '/doctors/lviv/nevrolog',
      filters: { city: lviv, specialization: neurology },
      locale: 'ua',
      translate: fakeTranslate('ua'),
    });
    expect(hidden).toMatchObject({ h1: 'Невролог у Львові', is_index: false, source: 'filtered_page' });
  });

  it('ignores trashed patterns and keeps patterns in memory until the cache expires', async () => {
    let now = 0;
    const seo = createSeoService(database.db, { now: () => now });
    const request = { kind: 'doctors' as const, path: '/doctors/lviv', filters: { city: lviv }, locale: 'ua' as const, translate: fakeTranslate('ua') };
    expect((await seo.listingMeta(request)).source).toBe('default');
    await database.db.insert(seo_patterns).values({ name: 'city', type: 'doctors', url: '/doctors/{city}', h1_ua: 'Лікарі {city_locative}' });
    expect((await seo.listingMeta(request)).source).toBe('default');
    now += SEO_CACHE_TTL_MS + 1;
    expect(await seo.listingMeta(request)).toMatchObject({ h1: 'Лікарі у Львові', source: 'pattern' });
    await database.db.delete(seo_patterns).where(eq(seo_patterns.url, '/doctors/{city}'));
    seo.invalidate();
    expect((await seo.listingMeta(request)).source).toBe('default');
  });

  it('gives fixed pages their texts, the city row before the general one', async () => {
    const seo = createSeoService(database.db);
    expect(await seo.fixedPageSeo({ page: 'promotions', locale: 'ua', cityId: kyiv.id })).toEqual({
      h1: 'Акції',
      title: 'Акції у Києві',
      description: null,
      text: documentOfText('Знижки у Києві'),
    });
    expect(await seo.fixedPageSeo({ page: 'promotions', locale: 'ru', cityId: kyiv.id, defaults: { title: 'Акции | Vizyt', description: 'Скидки' } })).toEqual({
      h1: 'Акции',
      title: 'Акции | Vizyt',
      description: 'Скидки',
      text: documentOfText('Скидки в Киеве'),
    });
    expect((await seo.fixedPageSeo({ page: 'promotions', locale: 'ua', cityId: lviv.id })).text).toEqual(documentOfText('Знижки по всій Україні'));
    expect(await seo.fixedPageSeo({ page: 'blogs', locale: 'ua', defaults: { title: 'Блог' } })).toEqual({
      h1: null,
      title: 'Блог',
      description: null,
      text: null,
    });
  });
});
