import { sql } from 'drizzle-orm';
import { doublePrecision, type IndexColumn, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RichDocument } from '../../contracts/rich-text.ts';

/** Surrogate key used by every table. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

export const timestamps = () => ({
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});

/** Rows the back office can move to trash carry this; a non-null value means "in trash". */
export const softDelete = () => ({ deleted_at: timestamp({ withTimezone: true }) });

/**
 * Rows of resources the back office writes: raised by a trigger on every update (db/migrations/0006); a save
 * that names an older version answers 409 instead of overwriting (docs/decisions/192).
 */
export const version = () => integer().notNull().default(1);

/** `active` / `inactive`, SPEC §4 "General status". */
export const status = () =>
  text({ enum: ['active', 'inactive'] })
    .notNull()
    .default('active');

/**
 * A required user-visible text in both languages: `<name>_ua` and `<name>_ru` columns.
 * Spread into a table: `...translated('name')`.
 */
export function translated<N extends string>(name: N) {
  return { [`${name}_ua`]: text().notNull(), [`${name}_ru`]: text().notNull() } as Record<
    `${N}_ua` | `${N}_ru`,
    ReturnType<ReturnType<typeof text>['notNull']>
  >;
}

/** An optional user-visible text in both languages. */
export function translatedOptional<N extends string>(name: N) {
  return { [`${name}_ua`]: text(), [`${name}_ru`]: text() } as Record<`${N}_ua` | `${N}_ru`, ReturnType<typeof text>>;
}

/**
 * A long text staff write with the editor, in both languages: the editor's document (contracts/rich-text.ts),
 * validated on every write and rendered by React, never HTML (docs/decisions/284). `required`: never null.
 */
export function translatedDocument<N extends string>(name: N, { required = false } = {}) {
  const column = () => (required ? jsonb().$type<RichDocument>().notNull() : jsonb().$type<RichDocument>());
  return { [`${name}_ua`]: column(), [`${name}_ru`]: column() } as Record<`${N}_ua` | `${N}_ru`, ReturnType<typeof column>>;
}

/** A unique index that ignores rows in trash, so a trashed record does not block its slug or code. */
export function uniqueWhileLive(name: string, ...columns: [IndexColumn, ...IndexColumn[]]) {
  return uniqueIndex(name)
    .on(...columns)
    .where(sql`deleted_at is null`);
}

/** Money: integer kopecks (UAH × 100). A named helper so every money column reads the same. */
export const kopecks = () => integer();

/** Rating shown in the catalogue, 0 when nothing is rated yet; kept consistent with published reviews. */
export const ratingColumns = () => ({
  rating: doublePrecision().notNull().default(0),
  reviews_count: integer().notNull().default(0),
});
