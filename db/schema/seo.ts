import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { SEO_PAGE_TYPES } from '../../contracts/seo-patterns.ts';
import { id, softDelete, status, timestamps, translatedDocument, translatedOptional, uniqueWhileLive, version } from './columns.ts';
import { cities } from './geo.ts';

/** Page types and their variables live with the substitution code both sides use (contracts/seo-patterns.ts). */
export { SEO_PAGE_TYPES, SEO_PATTERN_VARIABLES } from '../../contracts/seo-patterns.ts';

const seoColumns = () => ({
  id: id(),
  name: text().notNull(),
  type: text({ enum: SEO_PAGE_TYPES }).notNull(),
  /** Path without the locale prefix, e.g. `/doctors/kyiv/kardiolog`; for patterns with `{city}`-style variables. */
  url: text().notNull(),
  is_index: boolean().notNull().default(true),
  is_redirect: boolean().notNull().default(false),
  redirect_url: text(),
  ...translatedOptional('h1'),
  ...translatedOptional('meta_title'),
  ...translatedOptional('meta_description'),
  ...translatedOptional('meta_keywords'),
  /** Text shown above the footer: the editor's document, `{variables}` filled on the page (docs/decisions/290). */
  ...translatedDocument('text'),
  /**
   * The filter values the page or pattern applies to. Plain id arrays rather than link tables: they describe
   * the page for staff and for matching, nothing joins through them (docs/decisions/010).
   */
  city_ids: integer().array().notNull().default([]),
  specialization_ids: integer().array().notNull().default([]),
  doctor_feature_ids: integer().array().notNull().default([]),
  institution_feature_ids: integer().array().notNull().default([]),
  institution_type_ids: integer().array().notNull().default([]),
  status: status(),
  version: version(),
  ...timestamps(),
  ...softDelete(),
});

/** Hand-tuned meta data and texts for one filtered listing URL. */
export const seo_filtered_pages = pgTable('seo_filtered_pages', seoColumns(), (t) => [
  uniqueWhileLive('seo_filtered_pages_url_unique', t.url),
  // Pages are looked up by the filter values they cover (0002).
  index('seo_filtered_pages_city_ids').using('gin', t.city_ids),
  index('seo_filtered_pages_specialization_ids').using('gin', t.specialization_ids),
]);

/** Templates that fill the meta data of every listing of a type that has no filtered page of its own. */
export const seo_patterns = pgTable('seo_patterns', seoColumns(), (t) => [uniqueWhileLive('seo_patterns_url_unique', t.url)]);

/** A free SEO text attached to a fixed page of the site (`home`, `blogs`, `promotions`, ...). */
export const seo_texts = pgTable(
  'seo_texts',
  {
    id: id(),
    page: text().notNull(),
    city_id: integer().references(() => cities.id),
    ...translatedOptional('h1'),
    ...translatedOptional('meta_title'),
    ...translatedOptional('meta_description'),
    /** Text above the footer, as on filtered pages. */
    ...translatedDocument('text'),
    status: status(),
    version: version(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [index('seo_texts_page_idx').on(t.page, t.city_id)],
);
