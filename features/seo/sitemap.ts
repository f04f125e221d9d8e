import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { blog_articles, cities, content_pages, diseases, doctors, medical_institutions, promotions } from '../../db/schema/index.ts';
import { buildListingPath, type ListingPathBuilder } from './listing-filters.ts';
import type { PatternRow } from './patterns.ts';
import { listingPages, live } from './sitemap-listings.ts';
import { RECORDS_PER_SITEMAP, renderSitemapIndex, renderUrlSet, type SitemapChildRef, type SitemapPage } from './sitemap-xml.ts';
import { ttlCache } from '../read-cache.ts';
import { ofTable, publishedArticleRow } from '../visibility/public-rows.ts';

/**
 * Sitemaps of the public site (docs/decisions/090): `/sitemap.xml` is an index of children, each built
 * by its own request with a fixed number of queries: `static.xml` (fixed pages and city homes),
 * `listings-N.xml`, and `doctors-N`, `clinics-N`, `articles-N`, `diseases-N`, `promotions-N` with
 * `RECORDS_PER_SITEMAP` records (two URLs each) per part. Only live records: not in trash, active,
 * published or running.
 */

export const RECORD_SECTIONS = ['doctors', 'clinics', 'articles', 'diseases', 'promotions'] as const;
export type RecordSection = (typeof RECORD_SECTIONS)[number];
export type SitemapSection = 'listings' | RecordSection;

interface RecordSource {
  table: PgTable;
  id: AnyPgColumn;
  slug: AnyPgColumn;
  updatedAt: AnyPgColumn;
  /** The page path of a slug. */
  prefix: string;
  where(now: Date): SQL;
}

const SOURCES: Record<RecordSection, RecordSource> = {
  doctors: { table: doctors, id: doctors.id, slug: doctors.slug, updatedAt: doctors.updated_at, prefix: '/doctor/', where: () => live(doctors) },
  clinics: {
    table: medical_institutions,
    id: medical_institutions.id,
    slug: medical_institutions.slug,
    updatedAt: medical_institutions.updated_at,
    prefix: '/clinic/',
    where: () => live(medical_institutions),
  },
  articles: {
    table: blog_articles,
    id: blog_articles.id,
    slug: blog_articles.slug,
    updatedAt: blog_articles.updated_at,
    prefix: '/blogs/',
    // The public rule: a scheduled article enters when the job publishes it (docs/decisions/285).
    where: () => publishedArticleRow(ofTable(blog_articles)),
  },
  diseases: {
    table: diseases,
    id: diseases.id,
    slug: diseases.slug,
    updatedAt: diseases.updated_at,
    prefix: '/directory-diseases/',
    where: () => live(diseases),
  },
  promotions: {
    table: promotions,
    id: promotions.id,
    slug: promotions.slug,
    updatedAt: promotions.updated_at,
    prefix: '/promotions/',
    // Running now: started by staff, begun, not yet over.
    where: (now) =>
      and(
        isNull(promotions.deleted_at),
        eq(promotions.status, 'started'),
        or(isNull(promotions.start_at), lte(promotions.start_at, now)),
        or(isNull(promotions.end_at), gt(promotions.end_at, now)),
      ) as SQL,
  },
};

/** Fixed public pages. `/compare` (the visitor's own selection), registration and cabinets are not listed. */
export const STATIC_PATHS = [
  '/',
  '/promotions',
  '/blogs',
  '/directory-diseases',
  '/about-us',
  '/for-partners',
  '/dogovir-oferty',
  '/privacy-policy',
  '/terms-of-service',
  '/conference',
  '/support',
] as const;

const seconds = (column: AnyPgColumn) => sql<number | null>`extract(epoch from ${column})::float8`;
// Drivers differ in how they return float8 (number or string): Number() settles it.
const toDate = (seconds: number | string | null) => (seconds === null ? null : new Date(Number(seconds) * 1000));
const newest = (dates: readonly (Date | null | undefined)[]) => dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

export interface SitemapOptions {
  now?: () => Date;
  recordsPerSitemap?: number;
  /** The active SEO patterns (the SEO service's cache), for the listings' indexing rules. */
  patterns: () => Promise<readonly PatternRow[]>;
  listingPath?: ListingPathBuilder;
  /** How long the computed listing pages are reused between the index and its children. */
  listingsTtlMs?: number;
  /** Subscribes to the SEO service's invalidation: a saved filtered page or pattern is in the next sitemap. */
  onInvalidate?: (forget: () => void) => unknown;
}

export function createSitemapService(db: Db, options: SitemapOptions) {
  const { now = () => new Date(), recordsPerSitemap = RECORDS_PER_SITEMAP, listingPath = buildListingPath, listingsTtlMs = 60_000 } = options;
  const listings = ttlCache(async () => listingPages(db, await options.patterns(), listingPath), listingsTtlMs);
  options.onInvalidate?.(() => listings.clear());

  /** Per part of a section: its newest `updated_at`. One query, numbering rows in id order as the parts do. */
  async function sectionParts(section: RecordSection): Promise<(Date | null)[]> {
    const source = SOURCES[section];
    const numbered = db
      .select({
        part: sql<number>`(row_number() over (order by ${source.id}) - 1) / ${sql.raw(String(recordsPerSitemap))}`.as('part'),
        updated: seconds(source.updatedAt).as('updated'),
      })
      .from(source.table)
      .where(source.where(now()))
      .as('numbered');
    const rows = await db
      .select({ part: sql<number>`${numbered.part}`.mapWith(Number), lastmod: sql<number | null>`max(${numbered.updated})` })
      .from(numbered)
      .groupBy(numbered.part)
      .orderBy(numbered.part);
    return rows.map((row) => toDate(row.lastmod));
  }

  async function sectionPages(section: RecordSection, part: number): Promise<SitemapPage[]> {
    const source = SOURCES[section];
    const rows = await db
      .select({ slug: sql<string>`${source.slug}`, updated: seconds(source.updatedAt) })
      .from(source.table)
      .where(source.where(now()))
      .orderBy(asc(source.id))
      .limit(recordsPerSitemap)
      .offset((part - 1) * recordsPerSitemap);
    return rows.map((row) => ({ path: `${source.prefix}${encodeURIComponent(row.slug)}`, lastmod: toDate(row.updated) }));
  }

  /** Fixed pages with what we know of their last change, and every active city's home. */
  async function staticPages(sectionLastmod: (section: RecordSection) => Promise<Date | null>): Promise<SitemapPage[]> {
    const [cityRows, pageRows, articles, promotionsLastmod, diseasesLastmod] = await Promise.all([
      db
        .select({ slug: cities.city_slug, updated: seconds(cities.updated_at) })
        .from(cities)
        .where(live(cities))
        .orderBy(asc(cities.order), asc(cities.id)),
      db
        .select({ slug: content_pages.slug, updated: seconds(content_pages.updated_at) })
        .from(content_pages)
        .where(and(live(content_pages), inArray(content_pages.slug, ['about-us', 'for-partners']))),
      sectionLastmod('articles'),
      sectionLastmod('promotions'),
      sectionLastmod('diseases'),
    ]);
    const known = new Map<string, Date | null>([
      ['/blogs', articles],
      ['/promotions', promotionsLastmod],
      ['/directory-diseases', diseasesLastmod],
      ...pageRows.map((row): [string, Date | null] => [`/${row.slug}`, toDate(row.updated)]),
    ]);
    return [
      ...STATIC_PATHS.map((path) => ({ path, lastmod: known.get(path) ?? null })),
      ...cityRows.map((row) => ({ path: `/${encodeURIComponent(row.slug.toLowerCase())}`, lastmod: toDate(row.updated) })),
    ];
  }

  const partsOf = (pages: readonly SitemapPage[]) =>
    Array.from({ length: Math.ceil(pages.length / recordsPerSitemap) }, (_, i) => pages.slice(i * recordsPerSitemap, (i + 1) * recordsPerSitemap));

  /** The children the index lists, with the newest change in each. */
  async function children(): Promise<SitemapChildRef[]> {
    const [listingRows, ...sections] = await Promise.all([listings.get(), ...RECORD_SECTIONS.map(sectionParts)]);
    const fixed = await staticPages(async (section) => newest(sections[RECORD_SECTIONS.indexOf(section)]));
    return [
      { path: '/sitemaps/static.xml', lastmod: newest(fixed.map((page) => page.lastmod)) },
      ...partsOf(listingRows).map((pages, i) => ({ path: `/sitemaps/listings-${i + 1}.xml`, lastmod: newest(pages.map((page) => page.lastmod)) })),
      ...RECORD_SECTIONS.flatMap((section, s) => sections[s].map((lastmod, i) => ({ path: `/sitemaps/${section}-${i + 1}.xml`, lastmod }))),
    ];
  }

  return {
    children,

    async index(origin: string): Promise<string> {
      return renderSitemapIndex(origin, await children());
    },

    /** A child sitemap by its file name (`doctors-2.xml`), or null when there is no such child. */
    async child(name: string, origin: string): Promise<string | null> {
      if (name === 'static.xml') {
        return renderUrlSet(origin, await staticPages(async (section) => newest(await sectionParts(section))));
      }
      const match = /^(listings|doctors|clinics|articles|diseases|promotions)-([1-9]\d{0,5})\.xml$/.exec(name);
      if (!match) return null;
      const section = match[1] as SitemapSection;
      const part = Number(match[2]);
      const pages = section === 'listings' ? (partsOf(await listings.get())[part - 1] ?? []) : await sectionPages(section, part);
      return pages.length ? renderUrlSet(origin, pages) : null;
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
