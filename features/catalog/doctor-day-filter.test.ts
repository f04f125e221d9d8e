import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDoctorListPageQuery, type DoctorListPageQueryInput } from '../../contracts/catalog.ts';
import type { Db } from '../../db/client.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { createCatalogService, type CatalogService } from './catalog.ts';
import { insertListingFixture, LISTING_NOW } from '../../tests/support/factories/catalog.ts';

/**
 * The fixture's week (listing.fixtures.ts), seen on Monday 4 March 2030 at 08:00 in Kyiv: Anna works at the
 * Kyiv clinic Monday to Friday 09–13; Bohdan in Lviv on Tuesdays 10–12; Dmytro at the Kyiv clinic on
 * Mondays 09–10, this Monday's hour booked.
 */
let database: TestDatabase;
let catalog: CatalogService;
let statements = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertListingFixture(database.db);
  const counted = new Proxy(database.db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'execute' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        statements += 1;
        return (value as (...input: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as Db;
  catalog = createCatalogService(counted, { now: () => LISTING_NOW });
});
afterAll(async () => database?.dispose());

async function listed(path: string, query: DoctorListPageQueryInput) {
  const listing = await catalog.resolveListing('doctors', path);
  if (!listing) throw new Error(`no listing for ${path}`);
  return catalog.doctorList({ locale: 'ua', listing: listing.filters, query: ZDoctorListPageQuery.parse(query) });
}
const slugs = async (path: string, query: DoctorListPageQueryInput) => (await listed(path, query)).data.map((card) => card.slug);

describe(`the doctor listing's day filter (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists only doctors with free time on the day or in the week, in the listing order', async () => {
    expect(await slugs('', { day: 'today' })).toEqual(['anna']);
    expect(await slugs('', { day: 'tomorrow' })).toEqual(['anna', 'bohdan']);
    expect(await slugs('', { day: 'this_week' })).toEqual(['anna', 'bohdan']);
    expect(await slugs('', { day: 'next_week' })).toEqual(['anna', 'bohdan', 'dmytro']);
    expect(await slugs('', { date: '2030-03-11' })).toEqual(['anna', 'dmytro']);
    expect(await slugs('', { date: '2030-03-09' })).toEqual([]);
    expect(await slugs('', { day: 'next_week', sort: 'experience' })).toEqual(['anna', 'bohdan', 'dmytro']);
    // Older links' `available` means the same.
    expect(await slugs('', { available: 'tomorrow' })).toEqual(['anna', 'bohdan']);
  });

  it('counts free time only at the workplaces the listing is about', async () => {
    expect(await slugs('kyiv', { day: 'tomorrow' })).toEqual(['anna']);
    expect(await slugs('lviv', { day: 'next_week' })).toEqual(['bohdan']);
  });

  it('shows on each card the free times of the first chosen day that has any, and says which day', async () => {
    const tomorrow = await listed('', { day: 'tomorrow' });
    expect(tomorrow.day).toEqual({ from: '2030-03-05', days: 1, choice: 'tomorrow' });
    for (const card of tomorrow.data) {
      expect(card.slots_day, card.slug).toBe('2030-03-05');
      expect(card.next_slots.length, card.slug).toBeGreaterThan(0);
      expect(
        card.next_slots.every((slot) => slot.date === '2030-03-05'),
        card.slug,
      ).toBe(true);
    }
    const nextWeek = await listed('', { day: 'next_week' });
    const byslug = new Map(nextWeek.data.map((card) => [card.slug, card]));
    expect(byslug.get('anna')).toMatchObject({ slots_day: '2030-03-11' });
    expect(byslug.get('bohdan')).toMatchObject({ slots_day: '2030-03-12' });
    expect(byslug.get('dmytro')!.next_slots.map((slot) => `${slot.date} ${slot.time}`)).toEqual(['2030-03-11 09:00', '2030-03-11 09:30']);
    const thisWeek = await listed('', { day: 'this_week' });
    expect(thisWeek.data.map((card) => card.slots_day)).toEqual(['2030-03-04', '2030-03-05']);
  });

  it('sorts "earliest" by the first free time within the chosen days', async () => {
    expect(await slugs('', { day: 'next_week', sort: 'earliest' })).toEqual(['anna', 'dmytro', 'bohdan']);
  });

  it('is no filter for a past date, an impossible one or one past the booking horizon', async () => {
    for (const date of ['2030-03-03', '2030-02-30', '2030-05-01', 'soon']) {
      const page = await listed('', { date });
      expect(page.day, date).toBeNull();
      expect(page.meta.total, date).toBe(5);
    }
  });

  it('asks the database a bounded number of times for a page, whatever the number of doctors (no query per doctor)', async () => {
    await listed('', { day: 'next_week' });
    statements = 0;
    await catalog.forgetNextSlots();
    const page = await listed('', { day: 'next_week', sort: 'earliest' });
    expect(page.data).toHaveLength(3);
    // The matches (1), their schedules and bookings in the chosen days (2), the cards (1) and their schedules (2).
    expect(statements).toBeLessThanOrEqual(6);
  });
});
