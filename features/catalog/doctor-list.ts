import { count, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { doctors } from '../../db/schema/index.ts';
import { CATALOG_PAGE_SIZE, type DoctorListPageQuery } from '../../contracts/catalog.ts';
import { listMeta, type ListEnvelope } from '../../contracts/envelope.ts';
import type { Locale } from '../../contracts/locale.ts';
import { combineSummaries, type NextSlotIndex } from '../schedule/next-slot-index.ts';
import type { CatalogDictionaries } from './dictionaries.ts';
import { earliestFree, type DayAvailability } from './day-availability.ts';
import { dayRange, type DayRange } from './day-range.ts';
import { loadDoctorCards, type DoctorListCard } from './doctor-cards.ts';
import {
  doctorCriteria,
  doctorMatches,
  doctorOrder,
  hasWorkplaceFilter,
  priceFrom,
  priceMatches,
  workplaceMatches,
  type DoctorCriteria,
} from './doctor-filters.ts';
import type { ListingFilters } from './listing-url.ts';

export interface DoctorListRequest {
  locale: Locale;
  /** Filters from the path (`parseListingPath(...).filters`). */
  listing?: ListingFilters;
  /** The page's query (`ZDoctorListPageQuery.parse(...)`); missing fields take their defaults. */
  query?: Partial<DoctorListPageQuery>;
  /** Only doctors of this institution (the clinic page). */
  institutionId?: number;
  perPage?: number;
}

export type DoctorListPage = ListEnvelope<DoctorListCard> & {
  /** The days of the day filter (`?day=`, `?date=`), when it applies; the cards then show that time. */
  day: DayRange | null;
};

interface Dependencies {
  db: Db;
  dictionaries: () => Promise<CatalogDictionaries>;
  nextSlots: NextSlotIndex;
  dayAvailability: DayAvailability;
  countCache: ReturnType<typeof createCountCache>;
  now: () => number;
}

/**
 * The doctor listing (`/doctors/...`): filter, sort, one page of cards with their next free slots. Sorts
 * and filters that the database knows run in one query with `limit`; "earliest slot" needs every match's
 * next slot, which comes from the next-slot index (docs/decisions/072), and the day filter every match's
 * free time in its days (docs/decisions/184), whose cards then show the first of those days with free time.
 */
export async function doctorList(deps: Dependencies, request: DoctorListRequest): Promise<DoctorListPage> {
  const dictionaries = await deps.dictionaries();
  const criteria: DoctorCriteria = { ...doctorCriteria(request.listing ?? {}, request.query ?? {}, dictionaries), institutionId: request.institutionId };
  // A clinic's own page lists all its doctors: a vet clinic's are its vets.
  if (request.institutionId !== undefined) criteria.excludedSpecializationIds = [];
  const page = Math.max(1, Math.floor(request.query?.page ?? 1));
  const perPage = request.perPage ?? CATALOG_PAGE_SIZE;
  const query = request.query ?? {};
  const range = dayRange({ day: query.day ?? query.available, date: query.date }, deps.now());
  const needsSlots = criteria.sort === 'earliest' || range !== null;
  const { ids, total } = needsSlots ? await pageBySlots(deps, criteria, range, page, perPage) : await pageInDatabase(deps, criteria, page, perPage);
  const data = await loadDoctorCards(deps.db, ids, {
    locale: request.locale,
    dictionaries,
    workplaceCondition: workplaceMatches(criteria),
    priceCondition: priceFrom(criteria),
    now: deps.now(),
    dayWindow: range ?? undefined,
  });
  return { data, meta: listMeta(total, page, perPage), day: range };
}

/** Listing totals are trusted this long: counting thousands of doctors costs more than the page itself. */
export const LISTING_COUNT_TTL_MS = 60_000;
const MAX_REMEMBERED_COUNTS = 1_000;

/**
 * Remembered totals per filter combination (not per page or sort), so paging through a broad listing
 * counts once a minute instead of on every request. A total can be a minute old; the page's cards are not.
 */
export function createCountCache(now: () => number, ttlMs = LISTING_COUNT_TTL_MS) {
  const counts = new Map<string, { at: number; total: Promise<number> }>();
  return async (key: string, count: () => Promise<number>): Promise<number> => {
    const hit = counts.get(key);
    if (hit && now() - hit.at <= ttlMs) return hit.total;
    if (counts.size >= MAX_REMEMBERED_COUNTS) counts.clear();
    const total = count();
    counts.set(key, { at: now(), total });
    total.catch(() => counts.delete(key));
    return total;
  };
}

/** The doctor as `d`, the alias the listing's filter and order fragments name (doctor-filters.ts). */
const d = alias(doctors, 'd');
const where = (criteria: DoctorCriteria) => sql`${doctorMatches(criteria)} and ${priceMatches(criteria)}`;

async function pageInDatabase(deps: Dependencies, criteria: DoctorCriteria, page: number, perPage: number): Promise<{ ids: number[]; total: number }> {
  const { sort: _sort, ...filters } = criteria;
  const [rows, total] = await Promise.all([
    deps.db
      .select({ id: d.id })
      .from(d)
      .where(where(criteria))
      .orderBy(doctorOrder(criteria))
      .limit(perPage)
      .offset((page - 1) * perPage),
    deps.countCache(JSON.stringify(filters), async () => {
      const [{ total: counted }] = await deps.db.select({ total: count() }).from(d).where(where(criteria));
      return counted;
    }),
  ]);
  return { ids: rows.map((row) => row.id), total };
}

async function pageBySlots(
  deps: Dependencies,
  criteria: DoctorCriteria,
  range: DayRange | null,
  page: number,
  perPage: number,
): Promise<{ ids: number[]; total: number }> {
  const withWorkplaces = hasWorkplaceFilter(criteria);
  // Every match, in the listing's order, as one JSON row: thousands of rows cost PGlite far more than one.
  const entry = withWorkplaces
    ? sql`json_build_array(d.id, (select array_agg(w.institution_id) from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id
          where w.doctor_id = d.id and ${workplaceMatches(criteria)}))`
    : sql`json_build_array(d.id)`;
  const [{ matches }] = await deps.db
    .select({ matches: sql<string | null>`json_agg(${entry} order by ${doctorOrder(criteria)})::text` })
    .from(d)
    .where(where(criteria));
  const rows = (matches ? (JSON.parse(matches) as [number, number[] | null][]) : []).map(([id, workplace_ids]) => ({ id, workplace_ids }));
  const ids = rows.map((row) => row.id);
  const workplacesOf = (row: (typeof rows)[number]) => (withWorkplaces ? new Set(row.workplace_ids ?? []) : undefined);
  let listed: { id: number; position: number; first: number | null }[];
  if (range) {
    // Free time in the chosen days, at the workplaces the listing is about; doctors without any are left out.
    const free = await deps.dayAvailability.firstFree(ids, range);
    listed = rows
      .map((row, position) => ({ id: row.id, position, first: earliestFree(free.get(row.id), workplacesOf(row)) }))
      .filter((item) => item.first !== null);
  } else {
    const summaries = await deps.nextSlots.summaries(ids);
    listed = rows.map((row, position) => ({ id: row.id, position, first: combineSummaries(summaries.get(row.id), workplacesOf(row)).next }));
  }
  if (criteria.sort === 'earliest') {
    // Earliest first, doctors with nothing free last; equal times keep the rating order of the query.
    listed.sort((a, b) => (a.first ?? Infinity) - (b.first ?? Infinity) || a.position - b.position);
  }
  return { ids: listed.slice((page - 1) * perPage, page * perPage).map((item) => item.id), total: listed.length };
}
