import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDoctorListPageQuery, type DoctorListPageQueryInput } from '../../contracts/catalog.ts';
import { createCity, createDoctor, createInstitution } from '../../tests/support/factories.ts';
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

/** Slugs of the listed doctors, for `/doctors/{path}?{query}`. */
async function listed(path: string, query: DoctorListPageQueryInput = {}, perPage?: number) {
  const listing = await catalog.resolveListing('doctors', path);
  if (!listing) throw new Error(`no listing for ${path}`);
  const page = await catalog.doctorList({ locale: 'ua', listing: listing.filters, query: ZDoctorListPageQuery.parse(query), perPage });
  return page.data.map((card) => card.slug);
}

describe(`doctor listing filters (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists active, untrashed doctors best rated first, a hidden rating counting as none', async () => {
    expect(await listed('')).toEqual(['anna', 'bohdan', 'halyna', 'dmytro', 'chrystia']);
  });

  it('keeps to a city through live workplaces there', async () => {
    expect(await listed('kyiv')).toEqual(['anna', 'bohdan', 'dmytro']);
    expect(await listed('lviv')).toEqual(['bohdan', 'chrystia']);
  });

  it('checks city, type and feature on the same workplace', async () => {
    expect(await listed('kyiv/laboratorii')).toEqual(['bohdan']);
    expect(await listed('lviv/laboratorii')).toEqual([]);
    expect(await listed('parkovka')).toEqual(['anna', 'bohdan', 'dmytro', 'chrystia']);
    expect(await listed('kyiv/parkovka')).toEqual(['anna', 'dmytro']);
  });

  it('filters by specialization and doctor feature, from the path or the query', async () => {
    expect(await listed('kardioloh')).toEqual(['anna', 'bohdan']);
    expect(await listed('pryimaie-ditei')).toEqual(['anna']);
    expect(await listed('', { features: 'pryimaie-ditei' })).toEqual(['anna']);
    // Internal switches and unknown slugs are not filters: the query is forgiven, not refused.
    expect(await listed('', { features: ['pokazuvaty-na-holovnii', 'nonsense'] })).toHaveLength(5);
  });

  it('filters by price range in UAH against the lowest price, of the listed specialization when there is one', async () => {
    expect(await listed('', { price_min: '600', price_max: '1000' })).toEqual(['anna', 'halyna']);
    expect(await listed('', { price_min: '1000', price_max: '600' })).toEqual(['anna', 'halyna']);
    expect(await listed('', { price_min: '1000' })).toEqual(['chrystia']);
    expect(await listed('kardioloh', { price_max: '600' })).toEqual(['bohdan']);
  });

  it('filters by minimum rating (shown ratings only), languages, categories and experience', async () => {
    expect(await listed('', { rating_min: '4.6' })).toEqual(['anna']);
    expect(await listed('', { languages: 'en' })).toEqual(['anna', 'chrystia']);
    expect(await listed('', { languages: 'en,de' })).toEqual(['anna', 'bohdan', 'chrystia']);
    expect(await listed('', { languages: 'xx' })).toHaveLength(5);
    expect(await listed('', { category: ['higher', 'first'] })).toEqual(['anna', 'bohdan', 'halyna']);
    expect(await listed('', { experience_min: '10' })).toEqual(['anna', 'chrystia']);
  });

  it('filters by a free slot today or tomorrow, at the workplaces the listing is about', async () => {
    expect(await listed('', { available: 'today' })).toEqual(['anna']);
    expect(await listed('', { available: 'tomorrow' })).toEqual(['anna', 'bohdan']);
    expect(await listed('kyiv', { available: 'tomorrow' })).toEqual(['anna']);
  });

  it('lists the doctors of one institution for its page', async () => {
    const page = await catalog.doctorList({ locale: 'ua', institutionId: fixture.institutions.kyivClinic.id });
    expect(page.data.map((card) => card.slug)).toEqual(['anna', 'dmytro']);
  });
});

describe('doctor listing sorts and pages', () => {
  it('sorts by price both ways, doctors without a price last', async () => {
    expect(await listed('', { sort: 'price' })).toEqual(['bohdan', 'anna', 'halyna', 'chrystia', 'dmytro']);
    expect(await listed('', { sort: 'price_desc' })).toEqual(['chrystia', 'halyna', 'anna', 'bohdan', 'dmytro']);
  });

  it('sorts by experience and by the earliest free slot, nobody-free last in rating order', async () => {
    expect(await listed('', { sort: 'experience' })).toEqual(['anna', 'chrystia', 'halyna', 'bohdan', 'dmytro']);
    expect(await listed('', { sort: 'earliest' })).toEqual(['anna', 'bohdan', 'dmytro', 'halyna', 'chrystia']);
  });

  it('pages by the page size, and a page past the end is empty with the real totals', async () => {
    const page = (n: number, sort: DoctorListPageQueryInput['sort'] = 'rating') =>
      catalog.doctorList({ locale: 'ua', query: ZDoctorListPageQuery.parse({ page: String(n), sort }), perPage: 2 });
    const first = await page(1);
    expect(first.data.map((card) => card.slug)).toEqual(['anna', 'bohdan']);
    expect(first.meta).toEqual({ current_page: 1, total_pages: 3, per_page: 2, total: 5 });
    expect((await page(3)).data.map((card) => card.slug)).toEqual(['chrystia']);
    const past = await page(4);
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ current_page: 4, total_pages: 3, per_page: 2, total: 5 });
    expect((await page(2, 'earliest')).data.map((card) => card.slug)).toEqual(['dmytro', 'halyna']);
    expect((await page(9, 'earliest')).meta).toEqual({ current_page: 9, total_pages: 3, per_page: 2, total: 5 });
    const malformed = await catalog.doctorList({ locale: 'ua', query: ZDoctorListPageQuery.parse({ page: 'abc', sort: 'nonsense' }) });
    expect(malformed.meta).toMatchObject({ current_page: 1, per_page: 50, total: 5 });
  });

  it('has no matches as an empty first page', async () => {
    const page = await catalog.doctorList({ locale: 'ua', query: ZDoctorListPageQuery.parse({ price_min: '99999' }) });
    expect(page).toEqual({ data: [], day: null, meta: { current_page: 1, total_pages: 0, per_page: 50, total: 0 } });
  });
});

describe('doctor cards', () => {
  const card = async (path: string, slug: string, locale: 'ua' | 'ru' = 'ua') => {
    const listing = await catalog.resolveListing('doctors', path);
    const page = await catalog.doctorList({ locale, listing: listing!.filters });
    return page.data.find((item) => item.slug === slug)!;
  };

  it('carry what a card shows, in the page language, prices in UAH and public features only', async () => {
    const anna = await card('', 'anna');
    expect(anna).toMatchObject({
      name: 'Лікар anna',
      specializations: [{ slug: 'kardioloh', name: 'Кардіологія' }],
      experience: 20,
      category: 'higher',
      rating: 4.9,
      reviews_count: 10,
      price_from: 800,
      workplace: { slug: 'kyiv-clinic', name: 'kyiv-clinic ua', city: { slug: 'kyiv', name: 'Київ' } },
      workplaces_count: 1,
      features: [{ code: 'child_consultation', slug: 'pryimaie-ditei', name: 'Приймає дітей' }],
    });
    expect(anna.next_slots.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      '2030-03-04 09:00',
      '2030-03-04 09:30',
      '2030-03-04 10:00',
      '2030-03-04 10:30',
      '2030-03-04 11:00',
      '2030-03-04 11:30',
    ]);
    expect(anna.next_slots[0].institution_id).toBe(fixture.institutions.kyivClinic.id);
    const russian = await card('', 'anna', 'ru');
    expect(russian).toMatchObject({ name: 'Врач anna-ru', workplace: { name: 'kyiv-clinic ru', city: { name: 'Киев' } } });
    expect(russian.features[0].name).toBe('Принимает детей');
    expect((await card('', 'chrystia')).rating).toBeNull();
    expect((await card('', 'dmytro')).price_from).toBeNull();
  });

  it('show the workplace and the slots the listing is about', async () => {
    const everywhere = await card('', 'bohdan');
    expect(everywhere.workplace?.slug).toBe('kyiv-lab');
    expect(everywhere.workplaces_count).toBe(2);
    expect(everywhere.next_slots[0]).toMatchObject({ date: '2030-03-05', time: '10:00', institution_id: fixture.institutions.lvivClinic.id });
    const inLviv = await card('lviv', 'bohdan');
    expect(inLviv.workplace?.slug).toBe('lviv-clinic');
    expect(inLviv.next_slots).toHaveLength(6);
    const inKyiv = await card('kyiv', 'bohdan');
    expect(inKyiv.workplace?.slug).toBe('kyiv-lab');
    expect(inKyiv.next_slots).toEqual([]);
  });
});

describe('doctor listing totals', () => {
  it('are counted once per filter combination and minute, while the cards are always fresh', async () => {
    const city = await createCity(database.db, { city_slug: 'count-city' });
    const institution = await createInstitution(database.db, { city });
    await createDoctor(database.db, { institution });
    let now = LISTING_NOW;
    const counting = createCatalogService(database.db, { now: () => now });
    const listing = (await counting.resolveListing('doctors', 'count-city'))!;
    const page = () => counting.doctorList({ locale: 'ua', listing: listing.filters });
    expect((await page()).meta.total).toBe(1);
    await createDoctor(database.db, { institution });
    const soon = await page();
    expect([soon.data.length, soon.meta.total]).toEqual([2, 1]);
    now += 60_001;
    expect((await page()).meta.total).toBe(2);
  });
});
