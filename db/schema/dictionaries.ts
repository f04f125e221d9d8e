import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, softDelete, status, timestamps, translated, version } from './columns.ts';

/** SPEC §3: institution type background and text colour choices. */
export const TYPE_BACKGROUND_COLORS = ['#1A4B48', '#E7E7E7', '#1355EA', '#F29EAD'] as const;
export const TYPE_TEXT_COLORS = ['#FFFFFF', '#1C1C1A'] as const;

const dictionaryColumns = () => ({
  id: id(),
  /** Stable machine key, e.g. `child_consultation`, `en`, `clinic`, `cardiology`. */
  code: text().notNull(),
  /** Transliterated URL segment, unique within the dictionary. */
  slug: text().notNull(),
  ...translated('name'),
  order: integer().notNull().default(0),
  status: status(),
  ...timestamps(),
  ...softDelete(),
  version: version(),
});

const liveUnique = (table: string, column: 'code' | 'slug') => (t: { code: unknown; slug: unknown; deleted_at: unknown }) =>
  uniqueIndex(`${table}_${column}_unique`)
    .on(t[column] as never)
    .where(sql`deleted_at is null`);

export const doctor_features = pgTable('doctor_features', dictionaryColumns(), (t) => [
  liveUnique('doctor_features', 'code')(t),
  liveUnique('doctor_features', 'slug')(t),
]);

export const languages = pgTable('languages', dictionaryColumns(), (t) => [liveUnique('languages', 'code')(t), liveUnique('languages', 'slug')(t)]);

export const institution_features = pgTable('institution_features', dictionaryColumns(), (t) => [
  liveUnique('institution_features', 'code')(t),
  liveUnique('institution_features', 'slug')(t),
]);

export const institution_types = pgTable(
  'institution_types',
  {
    ...dictionaryColumns(),
    image: text(),
    background_color: text({ enum: TYPE_BACKGROUND_COLORS }).notNull().default('#1A4B48'),
    text_color: text({ enum: TYPE_TEXT_COLORS }).notNull().default('#FFFFFF'),
  },
  (t) => [liveUnique('institution_types', 'code')(t), liveUnique('institution_types', 'slug')(t)],
);

export const specializations = pgTable(
  'specializations',
  {
    ...dictionaryColumns(),
    /** How a doctor of this specialization is called: "кардіолог" / "кардиолог". */
    ...translated('doctor_name'),
    icon: text(),
    is_footer: boolean().notNull().default(false),
    background_color: text().notNull().default('#E7E7E7'),
    text_color: text().notNull().default('#1C1C1A'),
  },
  (t) => [liveUnique('specializations', 'code')(t), liveUnique('specializations', 'slug')(t)],
);
