import type { Locale } from '../../contracts/locale.ts';
import { buildListingPath as buildCatalogListingPath, type ListingKind as CatalogListingKind } from '../catalog/listing-url.ts';

/**
 * The SEO layer's view of a listing page: which listing, and the dictionary values its path segments
 * resolved to. `parseListingPath` (features/catalog/listing-url.ts) produces a superset of this shape;
 * the SEO code asks only for what it uses (ids, slugs, names, locative and doctor forms).
 */

/** The listing a page or pattern belongs to; the values of `seo_patterns.type` (SEO_PAGE_TYPES). */
export type ListingKind = 'home' | 'doctors' | 'medical_institutions';

/** A dictionary value with its URL segment and both names. */
export interface NamedFilter {
  id: number;
  slug: string;
  name_ua: string;
  name_ru: string;
}

export interface CityFilter extends NamedFilter {
  /** "у Києві" / "в Киеве"; optional in the data, a phrase with the nominative stands in. */
  name_locative_ua?: string | null;
  name_locative_ru?: string | null;
}

export interface SpecializationFilter extends NamedFilter {
  /** How a doctor of this specialization is called: "Кардіолог" / "Кардиолог". */
  doctor_name_ua: string;
  doctor_name_ru: string;
}

export interface ListingFilters {
  city?: CityFilter;
  specialization?: SpecializationFilter;
  doctorFeature?: NamedFilter;
  institutionType?: NamedFilter;
  institutionFeature?: NamedFilter;
}

/** The SPEC §3 pattern variable each filter fills. */
export const FILTER_VARIABLES = {
  city: 'city',
  specialization: 'specialization',
  doctorFeature: 'doctor_feature',
  institutionType: 'medical_institution_type',
  institutionFeature: 'medical_institution_feature',
} as const satisfies Record<keyof ListingFilters, string>;

export type PatternVariable = (typeof FILTER_VARIABLES)[keyof ListingFilters];

/** What a path needs of the filters: their URL segments. `ListingFilters` is one of these. */
export type ListingSegments = { [K in keyof ListingFilters]?: { slug: string } };

/** Builds the unlocalized path of a listing; another builder can be passed where one is taken. */
export type ListingPathBuilder = (kind: ListingKind, filters: ListingSegments) => string;

/** The SEO type of a catalogue listing (`seo_patterns.type` says `medical_institutions` for `/med-centers`). */
export function seoListingKind(kind: CatalogListingKind): ListingKind {
  return kind === 'doctors' ? 'doctors' : 'medical_institutions';
}

/**
 * The canonical path of a listing: the catalogue's own builder (the path its pages answer on, segments in
 * canonical order), plus the home pages: `/kyiv` for a city, `/` for the country.
 */
export const buildListingPath: ListingPathBuilder = (kind, filters) => {
  if (kind === 'home') return filters.city ? `/${filters.city.slug.toLowerCase()}` : '/';
  return buildCatalogListingPath(kind === 'doctors' ? 'doctors' : 'med-centers', filters);
};

/** The pattern variables a set of filters fills, in no particular order. */
export function presentVariables(filters: ListingFilters): Set<PatternVariable> {
  const present = new Set<PatternVariable>();
  for (const key of Object.keys(FILTER_VARIABLES) as (keyof ListingFilters)[]) {
    if (filters[key]) present.add(FILTER_VARIABLES[key]);
  }
  return present;
}

/** Picks the `_ua` or `_ru` twin of a field. */
export function localized<T extends object, K extends string>(row: T, field: K, locale: Locale): string | null {
  const value = (row as Record<string, unknown>)[`${field}_${locale}`];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
