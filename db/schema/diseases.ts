import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, softDelete, status, timestamps, translated, translatedDocument, translatedOptional, uniqueWhileLive, version } from './columns.ts';
import { specializations } from './dictionaries.ts';
import { blog_articles } from './blog.ts';
import { promotions } from './promotions.ts';

/** An entry of the disease reference (SPEC §3 disease). */
export const diseases = pgTable(
  'diseases',
  {
    id: id(),
    slug: text().notNull(),
    ...translated('name'),
    ...translatedOptional('short_description'),
    ...translatedDocument('text'),
    ...translatedOptional('meta_title'),
    ...translatedOptional('meta_description'),
    /** Staff-only note, not shown on the site. */
    comment: text(),
    specialization_id: integer().references(() => specializations.id),
    status: status(),
    version: version(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [uniqueWhileLive('diseases_slug_unique', t.slug), index('diseases_specialization_idx').on(t.specialization_id)],
);

export const disease_articles = pgTable(
  'disease_articles',
  {
    disease_id: integer()
      .notNull()
      .references(() => diseases.id, { onDelete: 'cascade' }),
    article_id: integer()
      .notNull()
      .references(() => blog_articles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.disease_id, t.article_id] }), index('disease_articles_article_idx').on(t.article_id)],
);

export const disease_promotions = pgTable(
  'disease_promotions',
  {
    disease_id: integer()
      .notNull()
      .references(() => diseases.id, { onDelete: 'cascade' }),
    promotion_id: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.disease_id, t.promotion_id] }), index('disease_promotions_promotion_idx').on(t.promotion_id)],
);
