import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, ratingColumns, softDelete, status, timestamps, translated, translatedOptional, uniqueWhileLive, version } from './columns.ts';
import { institution_features, institution_types } from './dictionaries.ts';
import { cities } from './geo.ts';
import { legal_entities, representatives } from './partners.ts';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening hours shown on the clinic page, "HH:MM" local (Europe/Kyiv); a missing day means closed. */
export type WorkingHours = Partial<Record<Weekday, { from: string; to: string }>>;

/**
 * A clinic, diagnostic centre, laboratory, ... (SPEC §3 medical institution). A branch points at its main
 * institution through `parent_id`.
 */
export const medical_institutions = pgTable(
  'medical_institutions',
  {
    id: id(),
    slug: text().notNull(),
    ...translated('name'),
    type_id: integer()
      .notNull()
      .references(() => institution_types.id),
    parent_id: integer().references((): AnyPgColumn => medical_institutions.id),
    legal_entity_id: integer().references(() => legal_entities.id),
    representative_id: integer().references(() => representatives.id),
    city_id: integer()
      .notNull()
      .references(() => cities.id),
    ...translated('address'),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Digits only, 380XXXXXXXXX. */
    phone: text(),
    email: text(),
    website: text(),
    logo: text(),
    image: text(),
    ...ratingColumns(),
    /** Working time is kept by hand (opening hours) instead of doctors' timesheets. */
    is_manage_working_time: boolean().notNull().default(false),
    /** Takes visitors without booked slots (patients send a request instead of picking a time). */
    is_work_without_slots: boolean().notNull().default(false),
    is_show_on_main: boolean().notNull().default(false),
    ...translatedOptional('short_description'),
    ...translatedOptional('description'),
    working_hours: jsonb().$type<WorkingHours>().notNull().default({}),
    status: status(),
    version: version(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    uniqueWhileLive('medical_institutions_slug_unique', t.slug),
    index('medical_institutions_city_type_idx').on(t.city_id, t.type_id),
    index('medical_institutions_type_idx').on(t.type_id),
    index('medical_institutions_rating_idx').on(t.rating),
    index('medical_institutions_parent_idx').on(t.parent_id),
    index('medical_institutions_legal_entity_idx').on(t.legal_entity_id),
    index('medical_institutions_show_on_main_idx')
      .on(t.is_show_on_main)
      .where(sql`${t.is_show_on_main} and ${t.deleted_at} is null`),
    check('medical_institutions_rating_range', sql`${t.rating} between 0 and 5`),
    check('medical_institutions_not_own_branch', sql`${t.parent_id} is null or ${t.parent_id} <> ${t.id}`),
  ],
);

export const institution_feature_links = pgTable(
  'institution_feature_links',
  {
    institution_id: integer()
      .notNull()
      .references(() => medical_institutions.id, { onDelete: 'cascade' }),
    feature_id: integer()
      .notNull()
      .references(() => institution_features.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.institution_id, t.feature_id] }), index('institution_feature_links_feature_idx').on(t.feature_id)],
);
