import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../contracts/locale.ts';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client.ts';

/**
 * Rows of a hand-written query, whichever driver runs it. Read models (the catalogue's, booking's, timesheets')
 * are correlated subqueries and JSON aggregates that the query builder cannot express, so they are SQL; each
 * query casts what it returns (`::int`, `::float8`, `::text`) so both drivers hand back the same JavaScript types.
 */
export async function selectRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The row a selection object yields (`db.select(columns)`, `.returning(columns)`), inferred from its columns and
 * typed `sql<T>` expressions: name it where a mapper takes the row, instead of typing the row by hand.
 */
export type RowOf<TSelection extends Record<string, unknown>> = SelectResultFields<TSelection>;

/** A bound `int[]` parameter: one value whatever the number of ids (an `in (...)` list would bind thousands). */
export function idArray(ids: Iterable<number>): SQL {
  const list = [...ids].filter((id) => Number.isSafeInteger(id));
  return sql`${`{${list.join(',')}}`}::int[]`;
}

/** `alias.column_ua` or `alias.column_ru`. Both parts are checked identifiers, never user input. */
export function localized(alias: string, column: string, locale: Locale): SQL {
  if (!/^[a-z_]+$/.test(alias) || !/^[a-z_]+$/.test(column) || (locale !== 'ua' && locale !== 'ru')) {
    throw new Error(`Not an identifier: ${alias}.${column}_${locale}`);
  }
  return sql.raw(`${alias}.${column}_${locale}`);
}

/** The column of the page's language, of a text kept in both (`name_ua` / `name_ru`), named through the schema. */
export const inLocale = <UA, RU>(locale: Locale, ua: UA, ru: RU): UA | RU => (locale === 'ru' ? ru : ua);

/** Kopecks (the database) → hryvnias (pages). */
export const toUah = (kopecks: number | null): number | null => (kopecks === null ? null : kopecks / 100);

/** An epoch-milliseconds column (`(extract(epoch from x) * 1000)::float8`) → ISO text, or null. */
export const isoFromMs = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

/** SQL that yields epoch milliseconds of a timestamptz expression as a JavaScript number. */
export const epochMs = (expression: SQL): SQL => sql`(extract(epoch from ${expression}) * 1000)::float8`;
