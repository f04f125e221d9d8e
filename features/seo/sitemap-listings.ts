import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizePath } from '../../contracts/page-url.ts';
import type { Db } from '../../db/client.ts';
import {
  cities,
  doctor_specializations,
  doctor_workplaces,
  doctors,
  institution_types,
  medical_institutions,
  seo_filtered_pages,
  specializations,
} from '../../db/schema/index.ts';
import { loadCatalogDictionaries, type CatalogDictionaries } from '../catalog/dictionaries.ts';
import { parseListingPath } from '../catalog/listing-url.ts';
import {
  buildListingPath,
  FILTER_VARIABLES,
  type ListingFilters,
  type ListingKind,
  type ListingPathBuilder,
  type ListingSegments,
  type PatternVariable,
} from './listing-filters.ts';
import { choosePattern, type PatternRow } from './patterns.ts';
import type { SitemapPage } from './sitemap-xml.ts';

/**
 * The listing pages a sitemap should offer (docs/decisions/090): `/doctors` and `/med-centers`; every
 * city, specialization and city × specialization that has doctors; every city, institution type and
 * city × type that has institutions; and every filtered page staff marked indexable whose URL is a real
 * listing (its canonical path: a staff URL in another order is listed as the page it redirects to, one
 * naming an unknown slug not at all). A listing whose filtered page or exact pattern says "no index" (or
 * redirects) is left out. Three queries plus the catalogue's dictionaries.
 */

/** Rows still in use: not in trash and active. */
export const live = (table: { deleted_at: AnyPgColumn; status: AnyPgColumn }): SQL => and(isNull(table.deleted_at), eq(table.status, 'active')) as SQL;

const epoch = (column: AnyPgColumn) => sql<number | null>`extract(epoch from max(${column}))::float8`;
const toDate = (seconds: number | string | null) => (seconds === null ? null : new Date(Number(seconds) * 1000));

interface Candidate extends SitemapPage {
  kind: ListingKind;
  filters: ListingSegments;
}

async function doctorGroups(db: Db) {
  // One pass with grouping sets: per city, per specialization, per city × specialization. grouping() tells
  // a rolled-up column (1) from a doctor who simply has no specialization (0 with a null slug).
  return (
    db
      .select({
        city: cities.city_slug,
        specialization: sql<string | null>`${specializations.slug}`,
        bySpecialization: sql<number>`grouping(${specializations.slug})`.mapWith(Number),
        byCity: sql<number>`grouping(${cities.city_slug})`.mapWith(Number),
        lastmod: epoch(doctors.updated_at),
      })
      .from(doctors)
      .innerJoin(doctor_workplaces, eq(doctor_workplaces.doctor_id, doctors.id))
      .innerJoin(medical_institutions, and(eq(medical_institutions.id, doctor_workplaces.institution_id), live(medical_institutions)))
      .innerJoin(cities, and(eq(cities.id, medical_institutions.city_id), live(cities)))
      .leftJoin(doctor_specializations, eq(doctor_specializations.doctor_id, doctors.id))
      .leftJoin(specializations, and(eq(specializations.id, doctor_specializations.specialization_id), live(specializations)))
      .where(live(doctors))
      .groupBy(sql`grouping sets ((${cities.city_slug}), (${specializations.slug}), (${cities.city_slug}, ${specializations.slug}))`)
      // Cities, then specializations, then their pairs; alphabetical within each.
      .orderBy(sql`grouping(${cities.city_slug}) + 2 * grouping(${specializations.slug}) desc, 1, 2`)
  );
}

async function institutionGroups(db: Db) {
  return db
    .select({
      city: cities.city_slug,
      type: institution_types.slug,
      byType: sql<number>`grouping(${institution_types.slug})`.mapWith(Number),
      byCity: sql<number>`grouping(${cities.city_slug})`.mapWith(Number),
      lastmod: epoch(medical_institutions.updated_at),
    })
    .from(medical_institutions)
    .innerJoin(cities, and(eq(cities.id, medical_institutions.city_id), live(cities)))
    .innerJoin(institution_types, and(eq(institution_types.id, medical_institutions.type_id), live(institution_types)))
    .where(live(medical_institutions))
    .groupBy(sql`grouping sets ((${cities.city_slug}), (${institution_types.slug}), (${cities.city_slug}, ${institution_types.slug}))`)
    .orderBy(sql`grouping(${cities.city_slug}) + 2 * grouping(${institution_types.slug}) desc, 1, 2`);
}

/** The canonical path of a staff-written listing URL, or null when no listing answers it (a 404 page). */
function canonicalListingPath(url: string, dictionaries: CatalogDictionaries): string | null {
  const [, kind, ...segments] = normalizePath(url).split('/');
  if (kind !== 'doctors' && kind !== 'med-centers') return null;
  try {
    return parseListingPath(kind, segments.map(decodeURIComponent), dictionaries)?.canonicalPath ?? null;
  } catch {
    return null; // a malformed percent-escape
  }
}

/** The variables a candidate fills, for matching patterns. */
function variablesOf(filters: ListingSegments): Set<PatternVariable> {
  return new Set((Object.keys(filters) as (keyof ListingFilters)[]).map((key) => FILTER_VARIABLES[key]));
}

export async function listingPages(db: Db, patterns: readonly PatternRow[], listingPath: ListingPathBuilder = buildListingPath): Promise<SitemapPage[]> {
  const [doctorRows, institutionRows, filtered, dictionaries] = await Promise.all([
    doctorGroups(db),
    institutionGroups(db),
    db
      .select({
        url: seo_filtered_pages.url,
        is_index: seo_filtered_pages.is_index,
        is_redirect: seo_filtered_pages.is_redirect,
        updated_at: seo_filtered_pages.updated_at,
      })
      .from(seo_filtered_pages)
      .where(live(seo_filtered_pages))
      .orderBy(seo_filtered_pages.id),
    loadCatalogDictionaries(db),
  ]);

  const candidates: Candidate[] = [
    { kind: 'doctors', filters: {}, path: '', lastmod: null },
    { kind: 'medical_institutions', filters: {}, path: '', lastmod: null },
  ];
  for (const row of doctorRows) {
    if (row.bySpecialization === 0 && row.specialization === null) continue;
    const filters: ListingSegments = {};
    if (row.byCity === 0) filters.city = { slug: row.city };
    if (row.bySpecialization === 0 && row.specialization) filters.specialization = { slug: row.specialization };
    candidates.push({ kind: 'doctors', filters, path: '', lastmod: toDate(row.lastmod) });
  }
  for (const row of institutionRows) {
    const filters: ListingSegments = {};
    if (row.byCity === 0) filters.city = { slug: row.city };
    if (row.byType === 0) filters.institutionType = { slug: row.type };
    candidates.push({ kind: 'medical_institutions', filters, path: '', lastmod: toDate(row.lastmod) });
  }

  const excluded = new Set(filtered.filter((page) => !page.is_index || page.is_redirect).map((page) => normalizePath(page.url)));
  const pages = new Map<string, SitemapPage>();
  const add = (path: string, lastmod: Date | null | undefined) => {
    const known = pages.get(path);
    const newest = known?.lastmod && lastmod ? (known.lastmod > lastmod ? known.lastmod : lastmod) : (known?.lastmod ?? lastmod);
    pages.set(path, { path, lastmod: newest ?? null });
  };
  for (const candidate of candidates) {
    const path = normalizePath(listingPath(candidate.kind, candidate.filters));
    if (excluded.has(path)) continue;
    const choice = choosePattern(patterns, candidate.kind, variablesOf(candidate.filters));
    if (choice?.exact && !choice.pattern.is_index) continue;
    add(path, candidate.lastmod);
  }
  for (const page of filtered) {
    if (!page.is_index || page.is_redirect) continue;
    const path = canonicalListingPath(page.url, dictionaries);
    if (path && !excluded.has(path)) add(path, page.updated_at);
  }
  return [...pages.values()];
}
