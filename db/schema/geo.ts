import { doublePrecision, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { alert_regions } from './alerts.ts';
import { id, softDelete, status, timestamps, translated, translatedOptional, version } from './columns.ts';

export const cities = pgTable(
  'cities',
  {
    id: id(),
    /** Matched case-insensitively (SPEC §3); stored lower-case. */
    city_slug: text().notNull(),
    ...translated('name'),
    /** Locative forms for SEO texts: "у Києві" / "в Киеве". */
    ...translatedOptional('name_locative'),
    region_ua: text(),
    region_ru: text(),
    /** The region whose air-raid alerts this city's pages show (docs/decisions/308). */
    alert_region_id: integer().references(() => alert_regions.id, { onDelete: 'set null' }),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    order: integer().notNull().default(0),
    status: status(),
    ...timestamps(),
    ...softDelete(),
    version: version(),
  },
  (t) => [uniqueIndex('cities_slug_unique').on(sql`lower(${t.city_slug})`)],
);
