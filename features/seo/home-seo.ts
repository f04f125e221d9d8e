import type { Locale } from '../../contracts/locale.ts';
import type { RichDocument } from '../../contracts/rich-text.ts';
import { localized, presentVariables, type CityFilter } from './listing-filters.ts';
import { filledText, redirectTarget, type FilteredPageRow, type PatternTextsRow } from './listing-meta.ts';
import { choosePattern, fillTemplate, type Translate, variableValues } from './patterns.ts';

/** What a home page (`/`, `/{city}`) shows of its SEO: each null field means "the page's own". */
export interface HomePageSeo {
  h1: string | null;
  title: string | null;
  description: string | null;
  text: RichDocument | null;
  is_index: boolean;
  /** Where a filtered page of this URL sends the visitor (301), already in the page's language; null otherwise. */
  redirect: string | null;
}

/** The fixed-page text of `home` (`seo_texts`), without meta keywords. */
export type HomeTextRow = Omit<PatternTextsRow, 'id' | 'type' | 'url' | 'is_index' | 'meta_keywords_ua' | 'meta_keywords_ru'>;

export interface ComposeHomeSeoInput {
  city: CityFilter | null;
  locale: Locale;
  translate: Translate;
  filteredPage: FilteredPageRow | null;
  patterns: readonly PatternTextsRow[];
  /** The `home` text of this city, and the one of the country's home page (no city). */
  cityText: HomeTextRow | null;
  generalText: HomeTextRow | null;
}

/**
 * Field by field, the first that has a value wins (docs/decisions/290): the filtered page of the exact URL, then the
 * page's own `home` text (the city's for `/{city}`, the one without a city for `/`), then the `home` pattern (`/`, or
 * `/{city}` with the city filled); else the page's built-in text.
 */
export function composeHomeSeo({ city, locale, translate, filteredPage, patterns, cityText, generalText }: ComposeHomeSeoInput): HomePageSeo {
  const filters = city ? { city } : {};
  const values = variableValues(filters, locale, translate);
  const pattern = choosePattern(patterns, 'home', presentVariables(filters))?.pattern ?? null;
  const rows = [filteredPage, city ? cityText : generalText, pattern];
  const pick = (field: 'h1' | 'meta_title' | 'meta_description') => {
    for (const row of rows) {
      const template = row ? localized(row, field, locale) : null;
      const filled = template === null ? '' : fillTemplate(template, values);
      if (filled) return filled;
    }
    return null;
  };
  return {
    h1: pick('h1'),
    title: pick('meta_title'),
    description: pick('meta_description'),
    text: rows.map((row) => filledText(row, locale, values)).find(Boolean) ?? null,
    is_index: filteredPage ? filteredPage.is_index : (pattern?.is_index ?? true),
    redirect: filteredPage?.is_redirect && filteredPage.redirect_url ? redirectTarget(filteredPage.redirect_url, locale) : null,
  };
}
