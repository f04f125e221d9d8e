import type { CatalogDictionaries, CityEntry, DictionaryEntry, InstitutionTypeEntry, SpecializationEntry } from './dictionaries.ts';

/**
 * Catalogue listing URLs (docs/decisions/070): `/doctors/{segments}` and `/med-centers/{segments}`, each
 * segment the slug of a city, a specialization, a feature or an institution type. Any order parses; one
 * order is canonical, and a request in another order (or letter case) is answered with a 301 by the page.
 */

export type ListingKind = 'doctors' | 'med-centers';
export type ListingSlot = 'city' | 'specialization' | 'doctorFeature' | 'institutionType' | 'institutionFeature';

/** The canonical order of segments, and which dictionaries a kind of listing accepts. At most one of each. */
export const LISTING_ORDER: Readonly<Record<ListingKind, readonly ListingSlot[]>> = {
  doctors: ['city', 'specialization', 'doctorFeature', 'institutionType', 'institutionFeature'],
  'med-centers': ['city', 'institutionType', 'institutionFeature', 'specialization'],
};

export interface ListingFilters {
  city?: CityEntry;
  specialization?: SpecializationEntry;
  doctorFeature?: DictionaryEntry;
  institutionType?: InstitutionTypeEntry;
  institutionFeature?: DictionaryEntry;
}

export interface ParsedListing {
  kind: ListingKind;
  filters: ListingFilters;
  /** The canonical path without the locale prefix and query, e.g. `/doctors/kyiv/kardioloh`. */
  canonicalPath: string;
  /** False when the request named the same page differently (order, letter case, empty segments): 301 to `canonicalPath`. */
  isCanonical: boolean;
}

/** Splits a splat (`kyiv/kardioloh`) or takes segments as they are. */
function segmentsOf(input: string | readonly string[]): string[] {
  return typeof input === 'string' ? input.split('/') : [...input];
}

/**
 * The filters a listing path names, or `null` when a segment is unknown, repeats a kind, or does not
 * belong to this listing (the page answers 404). A slug found in two dictionaries (a city and a type
 * spelled alike) takes the first kind in canonical order that still lets every other segment find one.
 */
export function parseListingPath(kind: ListingKind, segments: string | readonly string[], dictionaries: CatalogDictionaries): ParsedListing | null {
  const raw = segmentsOf(segments);
  const slugs = raw.filter((segment) => segment !== '').map((segment) => segment.toLowerCase());
  if (slugs.length > LISTING_ORDER[kind].length) return null;
  const slots = assignSlots(slugs, LISTING_ORDER[kind], dictionaries, new Set());
  if (!slots) return null;
  const filters: ListingFilters = {};
  slots.forEach((slot, index) => assign(filters, slot, dictionaries.bySlug[slot].get(slugs[index])!));
  const canonicalPath = buildListingPath(kind, filters);
  const requested = `/${kind}${slugs.length ? `/${raw.join('/')}` : ''}`;
  return { kind, filters, canonicalPath, isCanonical: requested === canonicalPath };
}

/** One kind per slug, each kind at most once; a depth-first search over at most five segments. */
function assignSlots(
  slugs: readonly string[],
  order: readonly ListingSlot[],
  dictionaries: CatalogDictionaries,
  taken: Set<ListingSlot>,
): ListingSlot[] | null {
  if (slugs.length === 0) return [];
  const [slug, ...rest] = slugs;
  for (const slot of order) {
    if (taken.has(slot) || !dictionaries.bySlug[slot].has(slug)) continue;
    taken.add(slot);
    const others = assignSlots(rest, order, dictionaries, taken);
    taken.delete(slot);
    if (others) return [slot, ...others];
  }
  return null;
}

function assign(filters: ListingFilters, slot: ListingSlot, entry: DictionaryEntry): void {
  // Each dictionary map holds entries of its slot's type; the record keeps that pairing.
  (filters as Record<ListingSlot, DictionaryEntry>)[slot] = entry;
}

export type ListingPathInput = Partial<Record<ListingSlot, string | { slug: string } | undefined>>;

/**
 * The canonical path of a listing: `/doctors` followed by the given slugs in canonical order. Slots the
 * kind does not take are left out, so `buildListingPath('med-centers', parsedDoctorListing.filters)` is the
 * clinic listing of the same city, type and specialization.
 */
export function buildListingPath(kind: ListingKind, filters: ListingPathInput): string {
  const parts = LISTING_ORDER[kind]
    .map((slot) => filters[slot])
    .filter((value): value is string | { slug: string } => value !== undefined)
    .map((value) => (typeof value === 'string' ? value : value.slug).toLowerCase());
  return [`/${kind}`, ...parts].join('/');
}
