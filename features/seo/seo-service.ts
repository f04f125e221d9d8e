import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '../../contracts/locale.ts';
import type { RichDocument } from '../../contracts/rich-text.ts';
import { normalizePath } from '../../contracts/page-url.ts';
import type { Db, NotificationHandler, Unlisten } from '../../db/client.ts';
import { seo_filtered_pages, seo_patterns, seo_texts } from '../../db/schema/index.ts';
import { composeHomeSeo, type HomePageSeo } from './home-seo.ts';
import { localized, type CityFilter, type ListingFilters, type ListingKind } from './listing-filters.ts';
import { composeListingMeta, filledText, type FilteredPageRow, type ListingMeta, type PatternTextsRow } from './listing-meta.ts';
import type { Translate } from './patterns.ts';
import { SEO_CHANNEL } from './seo-admin-hooks.ts';
import { keyedTtlCache, ttlCache } from '../read-cache.ts';

/**
 * How long patterns and fixed-page texts are served from memory when no change was heard of: the floor should a
 * notification be lost. A back-office save forgets them at once on its instance and by NOTIFY on the others.
 */
export const SEO_CACHE_TTL_MS = 60_000;
/** Filtered pages' lookups kept by URL, the most recently first asked. */
const FILTERED_PAGES_KEPT = 2_000;

export interface SeoServiceOptions {
  now?: () => number;
  ttlMs?: number;
  /** LISTEN on the database (`Database.listen`): other app instances' saves reach this one's caches. */
  listen?: (channel: string, handler: NotificationHandler) => Promise<Unlisten>;
}

/** The translatable text columns shared by filtered pages and patterns. */
const textColumns = (table: typeof seo_patterns | typeof seo_filtered_pages) => ({
  h1_ua: table.h1_ua,
  h1_ru: table.h1_ru,
  meta_title_ua: table.meta_title_ua,
  meta_title_ru: table.meta_title_ru,
  meta_description_ua: table.meta_description_ua,
  meta_description_ru: table.meta_description_ru,
  meta_keywords_ua: table.meta_keywords_ua,
  meta_keywords_ru: table.meta_keywords_ru,
  text_ua: table.text_ua,
  text_ru: table.text_ru,
});

interface SeoTextRow {
  page: string;
  city_id: number | null;
  h1_ua: string | null;
  h1_ru: string | null;
  meta_title_ua: string | null;
  meta_title_ru: string | null;
  meta_description_ua: string | null;
  meta_description_ru: string | null;
  text_ua: RichDocument | null;
  text_ru: RichDocument | null;
}

export interface ListingMetaRequest {
  kind: ListingKind;
  /** The page's path without the locale prefix (`/doctors/kyiv/kardiolog`), as `seo_filtered_pages.url` stores it. */
  path: string;
  filters: ListingFilters;
  locale: Locale;
  translate: Translate;
}

/** The SEO texts of a fixed page (`home`, `blogs`, `promotions`, ...); a null field means "use your own". */
export interface FixedPageSeo {
  h1: string | null;
  title: string | null;
  description: string | null;
  text: RichDocument | null;
}

export function createSeoService(db: Db, { now = () => Date.now(), ttlMs = SEO_CACHE_TTL_MS, listen }: SeoServiceOptions = {}) {
  const forgetters = new Set<() => void>();
  let listening: Promise<Unlisten | null> | null = null;
  /** Listening starts before the first read, so no change committed after that read goes unheard. */
  const heard = () => {
    if (!listen) return Promise.resolve(null);
    listening ??= listen(SEO_CHANNEL, () => invalidate()).catch(() => {
      listening = null;
      return null;
    });
    return listening;
  };
  function invalidate(): void {
    patterns.clear();
    fixedTexts.clear();
    filteredPages.clear();
    for (const forget of forgetters) forget();
  }

  const live = <T extends typeof seo_patterns | typeof seo_filtered_pages>(table: T) => and(isNull(table.deleted_at), eq(table.status, 'active'));

  const patterns = ttlCache<PatternTextsRow[]>(
    async () => {
      await heard();
      return db
        .select({ id: seo_patterns.id, type: seo_patterns.type, url: seo_patterns.url, is_index: seo_patterns.is_index, ...textColumns(seo_patterns) })
        .from(seo_patterns)
        .where(live(seo_patterns))
        .orderBy(asc(seo_patterns.id));
    },
    ttlMs,
    now,
  );
  const fixedTexts = ttlCache<SeoTextRow[]>(
    async () => {
      await heard();
      return db
        .select({
          page: seo_texts.page,
          city_id: seo_texts.city_id,
          h1_ua: seo_texts.h1_ua,
          h1_ru: seo_texts.h1_ru,
          meta_title_ua: seo_texts.meta_title_ua,
          meta_title_ru: seo_texts.meta_title_ru,
          meta_description_ua: seo_texts.meta_description_ua,
          meta_description_ru: seo_texts.meta_description_ru,
          text_ua: seo_texts.text_ua,
          text_ru: seo_texts.text_ru,
        })
        .from(seo_texts)
        .where(and(isNull(seo_texts.deleted_at), eq(seo_texts.status, 'active')))
        .orderBy(asc(seo_texts.id));
    },
    ttlMs,
    now,
  );

  /**
   * Filtered pages can number in the thousands: each URL asked for is one indexed lookup (a trailing slash typed
   * by staff still matches), kept like the patterns for the URLs visited most recently.
   */
  const filteredPages = keyedTtlCache<string, FilteredPageRow | null>(ttlMs, { now, maxKeys: FILTERED_PAGES_KEPT });
  async function readFilteredPage(url: string): Promise<FilteredPageRow | null> {
    await heard();
    const [row] = await db
      .select({
        url: seo_filtered_pages.url,
        is_index: seo_filtered_pages.is_index,
        is_redirect: seo_filtered_pages.is_redirect,
        redirect_url: seo_filtered_pages.redirect_url,
        ...textColumns(seo_filtered_pages),
      })
      .from(seo_filtered_pages)
      .where(and(live(seo_filtered_pages), inArray(seo_filtered_pages.url, [url, `${url}/`])))
      .limit(1);
    return row ?? null;
  }
  const filteredPage = (path: string) => {
    const url = normalizePath(path);
    return filteredPages.get(url, () => readFilteredPage(url));
  };

  return {
    /** h1, meta texts, indexing and redirect of a listing page (features/seo/listing-meta.ts). */
    async listingMeta({ kind, path, filters, locale, translate }: ListingMetaRequest): Promise<ListingMeta> {
      const [page, rows] = await Promise.all([filteredPage(path), patterns.get()]);
      return composeListingMeta({ kind, filters, locale, translate, filteredPage: page, patterns: rows });
    },

    /**
     * The `seo_texts` of a fixed page in `locale`: the city's own row first, then the page's general row,
     * field by field; then `defaults`.
     */
    async fixedPageSeo({
      page,
      locale,
      cityId,
      defaults = {},
    }: {
      page: string;
      locale: Locale;
      cityId?: number;
      defaults?: Partial<FixedPageSeo>;
    }): Promise<FixedPageSeo> {
      const rows = (await fixedTexts.get()).filter((row) => row.page === page && (row.city_id === null || row.city_id === cityId));
      const ordered = [...rows.filter((row) => row.city_id !== null), ...rows.filter((row) => row.city_id === null)];
      const first = (field: 'h1' | 'meta_title' | 'meta_description') => {
        for (const row of ordered) {
          const value = localized(row, field, locale);
          if (value) return value;
        }
        return null;
      };
      const text = ordered.map((row) => filledText(row, locale, {})).find(Boolean) ?? null;
      return {
        h1: first('h1') ?? defaults.h1 ?? null,
        title: first('meta_title') ?? defaults.title ?? null,
        description: first('meta_description') ?? defaults.description ?? null,
        text: text ?? defaults.text ?? null,
      };
    },

    /** The SEO of a home page, `/` or `/{city}` (features/seo/home-seo.ts). */
    async homePageSeo({ city, locale, translate }: { city: CityFilter | null; locale: Locale; translate: Translate }): Promise<HomePageSeo> {
      const [filtered, rows, texts] = await Promise.all([filteredPage(city ? `/${city.slug.toLowerCase()}` : '/'), patterns.get(), fixedTexts.get()]);
      const home = texts.filter((row) => row.page === 'home');
      return composeHomeSeo({
        city,
        locale,
        translate,
        filteredPage: filtered,
        patterns: rows,
        cityText: (city && home.find((row) => row.city_id === city.id)) || null,
        generalText: home.find((row) => row.city_id === null) ?? null,
      });
    },

    /** The active patterns (cached), for the sitemap's indexing rules. */
    patterns: () => patterns.get(),

    /** Forget cached patterns, texts and what was derived from them (after the back office changes them). */
    invalidate,

    /** `forget` runs at every invalidation (the sitemap's listing pages); answers the way to stop. */
    onInvalidate(forget: () => void): () => void {
      forgetters.add(forget);
      return () => forgetters.delete(forget);
    },

    async close(): Promise<void> {
      const stop = await listening;
      listening = null;
      await stop?.();
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
