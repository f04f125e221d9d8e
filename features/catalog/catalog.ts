import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TCity } from '../../contracts/routes/catalog.ts';
import { createNextSlotIndex } from '../schedule/next-slot-index.ts';
import { loadFreeSlots, type FreeSlotsQuery } from '../schedule/slot-loader.ts';
import { clinicProfile } from './clinic-profile.ts';
import { keyedTtlCache, ttlCache } from '../read-cache.ts';
import { loadCatalogDictionaries } from './dictionaries.ts';
import { createDayAvailability } from './day-availability.ts';
import { createCountCache, doctorList, type DoctorListRequest } from './doctor-list.ts';
import { doctorProfile } from './doctor-profile.ts';
import { createHomeQueries, type ContentLocale } from './home.ts';
import { institutionList, type InstitutionListRequest } from './institution-list.ts';
import { parseListingPath, type ListingKind } from './listing-url.ts';
import { searchCatalog, type SearchRequest } from './search.ts';

/** How long the city list is served from memory; edits in the back office show up within this time. */
export const CITY_CACHE_TTL_MS = 60_000;
/**
 * How long the home pages' lists (popular specializations with their doctor counts, top doctors and clinics)
 * are served from memory: they are the same for every visitor and their counts cost the database most of the
 * page (docs/decisions/297). A doctor or clinic changed in the back office shows there within this time.
 */
export const HOME_CACHE_TTL_MS = 60_000;

/** The answer of `GET /main-page/get/cities`, declared in contracts/routes/catalog.ts. */
export type CityRow = TCity;

export function createCatalogService(db: Db, { now = () => Date.now() }: { now?: () => number } = {}) {
  const loadCities = (): Promise<CityRow[]> =>
    db
      .select({
        id: cities.id,
        city_slug: cities.city_slug,
        name_ua: cities.name_ua,
        name_ru: cities.name_ru,
        latitude: cities.latitude,
        longitude: cities.longitude,
      })
      .from(cities)
      .where(and(isNull(cities.deleted_at), eq(cities.status, 'active')))
      .orderBy(asc(cities.order), asc(cities.id));
  const cityList = ttlCache(loadCities, CITY_CACHE_TTL_MS, now);
  const home = createHomeQueries(db);
  const homePages = keyedTtlCache<string, Awaited<ReturnType<typeof home.homePage>>>(HOME_CACHE_TTL_MS, { now });
  const footers = keyedTtlCache<string, Awaited<ReturnType<typeof home.footerSpecializations>>>(CITY_CACHE_TTL_MS, { now });

  const service = {
    /**
     * Active cities in display order, the list behind the city selector and `/{city}` routes. Every page
     * needs it, so it is kept in memory for a short time (one query per minute, not per request).
     */
    listCities(): Promise<CityRow[]> {
      return cityList.get();
    },

    /** The city whose slug matches, in any letter case (SPEC §3). */
    async findCity(slug: string): Promise<CityRow | undefined> {
      const wanted = slug.toLowerCase();
      return (await service.listCities()).find((city) => city.city_slug.toLowerCase() === wanted);
    },

    /** Forget the cached city list (after the back office changes a city). */
    invalidateCities(): void {
      cityList.clear();
    },

    ...home,
    /** Everything the home page shows, for the whole country or one city (kept {@link HOME_CACHE_TTL_MS}). */
    homePage: (request: { locale: ContentLocale; cityId?: number }) => homePages.get(`${request.locale}:${request.cityId ?? 0}`, () => home.homePage(request)),
    /**
     * The specializations every public page's footer links to (kept {@link CITY_CACHE_TTL_MS}, as the cities):
     * the same for every visitor, one query a minute instead of one a page (docs/decisions/312).
     */
    footerSpecializations: (request: { locale: ContentLocale; limit?: number }) =>
      footers.get(`${request.locale}:${request.limit ?? 0}`, () => home.footerSpecializations(request)),
    ...createListingQueries(db, now),
  };
  return service;
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * The catalogue's listings, profiles and search (issue "Public catalogue, content and SEO"). Dictionaries
 * are kept in memory like the cities; the next-slot index lives as long as the service (one per process).
 */
function createListingQueries(db: Db, now: () => number) {
  const dictionaries = ttlCache(() => loadCatalogDictionaries(db), CITY_CACHE_TTL_MS, now);
  const nextSlots = createNextSlotIndex(db, { now });
  const dayAvailability = createDayAvailability(db, { now });
  const countCache = createCountCache(now);
  const listDoctors = (request: DoctorListRequest) => doctorList({ db, dictionaries: dictionaries.get, nextSlots, dayAvailability, countCache, now }, request);
  return {
    /** Cities, specializations, features, types and languages that the catalogue filters by (cached 60 s). */
    catalogDictionaries: () => dictionaries.get(),
    /** Forget the cached dictionaries (after the back office changes one). */
    invalidateDictionaries: () => dictionaries.clear(),

    /**
     * The filters a listing path names (`params['*']` of `/doctors/*` or the segments), or null for a 404.
     * When `isCanonical` is false the page answers 301 to `canonicalPath` (docs/decisions/070).
     */
    async resolveListing(kind: ListingKind, segments: string | readonly string[]) {
      return parseListingPath(kind, segments, await dictionaries.get());
    },

    /** One page of the doctor listing with cards and next free slots. */
    doctorList: listDoctors,

    /** One page of the clinic listing. */
    institutionList: (request: InstitutionListRequest) => institutionList({ db, dictionaries: dictionaries.get }, request),

    /** `/doctor/{slug}`: null when unknown, inactive or in trash. */
    doctorProfile: (slug: string, locale: Locale) => doctorProfile(db, slug, locale, now()),

    /** `/clinic/{slug}`: null when unknown, inactive or in trash. */
    clinicProfile: (slug: string, locale: Locale) => clinicProfile({ db, doctorList: listDoctors }, slug, locale),

    /** The search box: doctors, clinics, specializations and diseases for one query string. */
    search: (request: SearchRequest) => searchCatalog(db, request),

    /** Free slots of some doctors from today (booking form, a calendar of one doctor). */
    freeSlots: (query: FreeSlotsQuery) => loadFreeSlots(db, { now: now(), ...query }),

    /** After a booking or a timesheet change: this instance stops trusting what it knew of these doctors. */
    forgetNextSlots: (doctorIds?: Iterable<number>) => {
      nextSlots.forget(doctorIds);
      dayAvailability.forget(doctorIds);
    },
  };
}
