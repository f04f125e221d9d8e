import { z } from 'zod';
import { DEFAULT_PAGE, MAX_PAGE } from './list-query.ts';

/**
 * Query parameters of the public catalogue pages (`/doctors/...`, `/med-centers/...`, search). These are
 * page URLs, so every field forgives (STYLE.md habit 4): a malformed value falls back to its default and
 * the page still renders. Indexable filters are path segments (docs/decisions/070); what is here is a view
 * of a page and canonicalises away (docs/decisions/042).
 */

/** Cards per catalogue page (SPEC §9 page size). */
export const CATALOG_PAGE_SIZE = 50;
/** SPEC §3 doctor categories; the same list as `DOCTOR_CATEGORIES` of the schema. */
export const DOCTOR_CATEGORY_VALUES = ['higher', 'first', 'second', 'none'] as const;
export type DoctorCategoryValue = (typeof DOCTOR_CATEGORY_VALUES)[number];

/** `rating` (default, best first), `price` (cheapest first), `price_desc`, `experience` (longest first), `earliest` (free slot). */
export const DOCTOR_SORTS = ['rating', 'price', 'price_desc', 'experience', 'earliest'] as const;
export type DoctorSort = (typeof DOCTOR_SORTS)[number];
export const AVAILABILITY_VALUES = ['today', 'tomorrow'] as const;
export type Availability = (typeof AVAILABILITY_VALUES)[number];
/** The day filter of the doctor listing (docs/decisions/184); `?date=YYYY-MM-DD` names one day instead. */
export const DAY_VALUES = ['today', 'tomorrow', 'this_week', 'next_week'] as const;
export type DayValue = (typeof DAY_VALUES)[number];

/** `rating` (default, best first), `name` (alphabetical in the page's language). */
export const INSTITUTION_SORTS = ['rating', 'name'] as const;
export type InstitutionSort = (typeof INSTITUTION_SORTS)[number];

export const MAX_PRICE_UAH = 100_000;
export const MAX_LIST_VALUES = 20;
export const MAX_CATALOG_SEARCH_LENGTH = 100;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A number in a range, or nothing: `?price_max=` and `?price_max=abc` both mean "no limit". */
function optionalNumber(min: number, max: number, integer = false) {
  const number = integer ? z.coerce.number().int() : z.coerce.number();
  return z.preprocess(blankToUndefined, number.min(min).max(max).optional()).catch(undefined);
}

/** `a,b` or `a&a=b` (an array): trimmed, lower-cased, distinct, at most 20; unknown values are the service's to drop. */
const ZValueList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    [
      ...new Set(
        (Array.isArray(value) ? value : [value])
          .flatMap((piece) => piece.split(','))
          .map((piece) => piece.trim().toLowerCase())
          .filter((piece) => piece.length > 0 && piece.length <= 100),
      ),
    ].slice(0, MAX_LIST_VALUES),
  )
  .catch([]);

const ZPage = z.coerce.number().int().min(1).max(MAX_PAGE).catch(DEFAULT_PAGE);

export const ZDoctorListPageQuery = z.object({
  page: ZPage,
  sort: z.enum(DOCTOR_SORTS).catch('rating'),
  /** UAH, inclusive: the doctor's lowest service price ("price from"). */
  price_min: optionalNumber(0, MAX_PRICE_UAH),
  price_max: optionalNumber(0, MAX_PRICE_UAH),
  rating_min: optionalNumber(0, 5),
  /** Language codes (`en`, `de`, ...): the doctor speaks at least one. */
  languages: ZValueList.default([]),
  category: ZValueList.default([]).transform((values) =>
    values.filter((v): v is DoctorCategoryValue => (DOCTOR_CATEGORY_VALUES as readonly string[]).includes(v)),
  ),
  /** Years. */
  experience_min: optionalNumber(0, 80, true),
  /** Older links' "free today / tomorrow": the same as `day`. */
  available: z.enum(AVAILABILITY_VALUES).optional().catch(undefined),
  /** Only doctors with free time on that day or in that week (Europe/Kyiv, weeks Monday–Sunday). */
  day: z.enum(DAY_VALUES).optional().catch(undefined),
  /** One calendar day, `YYYY-MM-DD`; a past day or one past the booking horizon is no filter. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  /** Doctor feature slugs beyond the one in the path; the doctor has all of them. */
  features: ZValueList.default([]),
});
export type DoctorListPageQuery = z.output<typeof ZDoctorListPageQuery>;
/** What a page URL gives (`Object.fromEntries(url.searchParams)`, or `qs` arrays): strings. */
export type DoctorListPageQueryInput = Partial<Record<keyof DoctorListPageQuery, string | string[]>>;

export const ZInstitutionListPageQuery = z.object({
  page: ZPage,
  sort: z.enum(INSTITUTION_SORTS).catch('rating'),
  /** Institution feature slugs beyond the one in the path; the institution has all of them. */
  features: ZValueList.default([]),
});
export type InstitutionListPageQuery = z.output<typeof ZInstitutionListPageQuery>;

/** `?q=` of the search box; anything unusable is an empty search. */
export const ZCatalogSearchQuery = z.object({
  q: z
    .string()
    .transform((value) => value.slice(0, MAX_CATALOG_SEARCH_LENGTH).trim())
    .catch(''),
});
export type CatalogSearchQuery = z.output<typeof ZCatalogSearchQuery>;

type QueryValue = string | number | readonly string[] | undefined;

/** The query string of a catalogue page, defaults left out, for links (pagination, filter chips). */
export function catalogQueryString(query: Record<string, QueryValue>, defaults: Record<string, QueryValue> = { page: 1, sort: 'rating' }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === defaults[key]) continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
