import type { Locale } from '../../contracts/locale.ts';
import { documentText, type RichDocument } from '../../contracts/rich-text.ts';
import { fillDocumentTemplate } from '../../contracts/seo-patterns.ts';
import { localizedPath } from '../../contracts/page-url.ts';
import { localized, presentVariables, type ListingFilters, type ListingKind, type PatternVariable } from './listing-filters.ts';
import {
  choosePattern,
  fillTemplate,
  lowerFirst,
  patternUrlVariables,
  variableValues,
  type PatternChoice,
  type PatternRow,
  type Translate,
  upperFirst,
} from './patterns.ts';

/**
 * The h1, meta texts and indexing of a listing page. Field by field, the first that has a value wins:
 * the filtered page of the exact URL, then the most specific pattern, then the built-in default
 * (`seo.*` catalog keys, passed in as `translate`: features never import the app's catalogs).
 */

export interface ListingMeta {
  h1: string;
  title: string;
  description: string;
  keywords: string;
  /** Text above the footer (the editor's document, variables filled), if any. */
  text: RichDocument | null;
  /** Search engines may index the page (`robots` meta); see `listingRobots` in head.ts. */
  is_index: boolean;
  /** Where the page moved (already in the page's language), answered with a 301; null otherwise. */
  redirect: string | null;
  /** The record that matched (its texts win field by field): for tests and for staff debugging. */
  source: 'filtered_page' | 'pattern' | 'default';
}

/** The translatable texts of a filtered page or a pattern row. */
export interface SeoTextsRow {
  h1_ua: string | null;
  h1_ru: string | null;
  meta_title_ua: string | null;
  meta_title_ru: string | null;
  meta_description_ua: string | null;
  meta_description_ru: string | null;
  meta_keywords_ua: string | null;
  meta_keywords_ru: string | null;
  text_ua: RichDocument | null;
  text_ru: RichDocument | null;
}

export interface FilteredPageRow extends SeoTextsRow {
  url: string;
  is_index: boolean;
  is_redirect: boolean;
  redirect_url: string | null;
}

export type PatternTextsRow = PatternRow & SeoTextsRow;

export interface ComposeListingMetaInput {
  kind: ListingKind;
  filters: ListingFilters;
  locale: Locale;
  translate: Translate;
  filteredPage: FilteredPageRow | null;
  patterns: readonly PatternTextsRow[];
}

const FIELDS = { h1: 'h1', title: 'meta_title', description: 'meta_description', keywords: 'meta_keywords' } as const;

export function composeListingMeta({ kind, filters, locale, translate, filteredPage, patterns }: ComposeListingMetaInput): ListingMeta {
  const values = variableValues(filters, locale, translate);
  const choice = choosePattern(patterns, kind, presentVariables(filters));
  const defaults = defaultListingTexts(kind, filters, values, translate);
  const fromRow = (row: SeoTextsRow | null | undefined, field: keyof typeof FIELDS) => {
    const template = row ? localized(row, FIELDS[field], locale) : null;
    // Keywords keep their author's case; headings and meta start with a capital.
    return template === null ? null : fillTemplate(template, values, { capitalize: field !== 'keywords' }) || null;
  };
  const pick = (field: keyof typeof FIELDS) => fromRow(filteredPage, field) ?? fromRow(choice?.pattern, field);
  return {
    h1: fromRow(filteredPage, 'h1') ?? patternH1(choice, { kind, locale, translate, values }) ?? upperFirst(defaults.h1),
    title: pick('title') ?? upperFirst(defaults.title),
    description: pick('description') ?? upperFirst(defaults.description),
    keywords: pick('keywords') ?? defaults.keywords,
    text: filledText(filteredPage, locale, values) ?? filledText(choice?.pattern, locale, values),
    is_index: filteredPage ? filteredPage.is_index : (choice?.pattern.is_index ?? true) && (choice?.exact || indexableByDefault(kind, filters)),
    redirect: filteredPage?.is_redirect && filteredPage.redirect_url ? redirectTarget(filteredPage.redirect_url, locale) : null,
    source: filteredPage ? 'filtered_page' : choice ? 'pattern' : 'default',
  };
}

/** A row's text above the footer in `locale` with its variables filled; null when it has none. */
export function filledText(
  row: { text_ua: RichDocument | null; text_ru: RichDocument | null } | null | undefined,
  locale: Locale,
  values: Record<string, string>,
): RichDocument | null {
  const document = row?.[locale === 'ru' ? 'text_ru' : 'text_ua'];
  if (!document || !documentText(document).trim()) return null;
  return fillDocumentTemplate(document, values);
}

/**
 * A broader pattern standing in for a narrower listing (`{city}/{specialization}` for a page also filtered
 * by a feature) names the filters its h1 leaves out after a colon, so the page still says what it lists:
 * "Кардіолог у Києві: приймає дітей".
 */
function patternH1(
  choice: PatternChoice<PatternTextsRow> | null,
  { kind, locale, translate, values }: Pick<ComposeListingMetaInput, 'kind' | 'locale' | 'translate'> & { values: Record<string, string> },
): string | null {
  const template = choice ? localized(choice.pattern, 'h1', locale) : null;
  if (!choice || template === null) return null;
  let heading = fillTemplate(template, values);
  if (!heading || choice.exact) return heading || null;
  const named = patternUrlVariables(template);
  // The city joins the heading as a place ("… у Києві"); the other filters follow the colon.
  if (!named.has('city') && values.city_locative) heading = `${heading} ${values.city_locative}`;
  const rest = qualifiers(kind, values, new Set([...named, 'city']));
  return rest ? translate('seo.listing.h1.qualified', { heading, qualifiers: rest }) : heading;
}

/** Filters that narrow a listing, in the order they read best after its heading (the city is a place, not one of them). */
const QUALIFIER_ORDER: Record<ListingKind, readonly PatternVariable[]> = {
  home: [],
  doctors: ['specialization', 'doctor_feature', 'medical_institution_type', 'medical_institution_feature'],
  medical_institutions: ['medical_institution_type', 'medical_institution_feature', 'specialization', 'doctor_feature'],
};

function qualifiers(kind: ListingKind, values: Record<string, string>, skip: ReadonlySet<PatternVariable>): string {
  return QUALIFIER_ORDER[kind]
    .filter((variable) => !skip.has(variable) && values[variable])
    .map((variable) => lowerFirst(values[variable]))
    .join(', ');
}

/**
 * Listings worth a search engine's index without staff saying so: the country, a city, a specialization
 * or an institution type, and a city with one of those. Feature filters and longer combinations are thin
 * variations of those pages (noindex, follow) until a filtered page or an exact pattern says otherwise.
 */
export function indexableByDefault(kind: ListingKind, filters: ListingFilters): boolean {
  if (kind === 'home') return true;
  if (filters.doctorFeature || filters.institutionFeature) return false;
  if (kind === 'doctors') return !filters.institutionType;
  return !filters.specialization;
}

/** A same-site redirect target gets the page's language prefix; an absolute URL is used as is. */
export function redirectTarget(url: string, locale: Locale): string {
  return url.startsWith('/') && !url.startsWith('//') ? localizedPath(url, locale) : url;
}

interface DefaultTexts {
  h1: string;
  title: string;
  description: string;
  keywords: string;
}

function defaultListingTexts(kind: ListingKind, filters: ListingFilters, values: Record<string, string>, translate: Translate): DefaultTexts {
  const place = values.city_locative ?? translate('seo.place.country');
  if (kind === 'home') {
    const prefix = filters.city ? 'seo.home.city' : 'seo.home';
    return {
      h1: translate(`${prefix}.h1` as const, { place }),
      title: translate(`${prefix}.title` as const, { place }),
      description: translate(`${prefix}.description` as const, { place }),
      keywords: translate(`${prefix}.keywords` as const, { place }),
    };
  }
  const prefix = kind === 'doctors' ? 'seo.doctors' : 'seo.clinics';
  const subject =
    kind === 'doctors'
      ? (values.specialization_doctor ?? translate('seo.doctors.subject'))
      : (values.medical_institution_type ?? translate('seo.clinics.subject'));
  // The subject and the place are in the heading already; every other filter follows it.
  const rest = qualifiers(kind, values, new Set<PatternVariable>([kind === 'doctors' ? 'specialization' : 'medical_institution_type']));
  const heading = translate('seo.listing.h1', { subject, place });
  const h1 = rest ? translate('seo.listing.h1.qualified', { heading, qualifiers: rest }) : heading;
  return {
    h1,
    title: translate(`${prefix}.title` as const, { h1 }),
    description: translate(`${prefix}.description` as const, { h1 }),
    keywords: translate(`${prefix}.keywords` as const, { heading: heading.toLocaleLowerCase('uk') }),
  };
}
