import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Column kinds whose value PostgreSQL writes in JSON exactly as the API's JavaScript would. */
const AS_IS = new Set(['PgInteger', 'PgSmallInt', 'PgBigInt53', 'PgText', 'PgJsonb', 'PgDateString', 'PgBoolean', 'PgDoublePrecision', 'PgTime']);
const ARRAY_OF = new Set(['PgInteger', 'PgSmallInt', 'PgText']);

/**
 * A column's value as the API answers it, as an SQL expression for PostgreSQL's JSON (docs/decisions/312); null for
 * a kind it would write otherwise (a range, bytes, a timestamp without a zone).
 */
export function jsonValue(column: PgColumn): SQL | null {
  const { columnType } = column;
  // JavaScript's `Date#toJSON`: UTC with milliseconds and a `Z`.
  if (columnType === 'PgTimestamp')
    return 'withTimezone' in column && column.withTimezone ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : null;
  if (columnType === 'PgArray') {
    const base = 'baseColumn' in column ? (column.baseColumn as PgColumn) : undefined;
    return base && ARRAY_OF.has(base.columnType) ? sql`${column}` : null;
  }
  return AS_IS.has(columnType) ? sql`${column}` : null;
}

/**
 * The fields of a list's page as PostgreSQL should write them: each answered field (`selected`, then each
 * translated field under its own name, `aliases`) as a named expression; null when one of them cannot be.
 */
export function jsonFields(selected: Record<string, PgColumn>, aliases: readonly (readonly [string, PgColumn])[]): Record<string, SQL.Aliased> | null {
  const fields: Record<string, SQL.Aliased> = {};
  for (const [name, column] of [...Object.entries(selected), ...aliases]) {
    const value = jsonValue(column);
    if (!value) return null;
    fields[name] = value.as(name);
  }
  return fields;
}

/** The rows of `page` (a query of named fields, in order) as one JSON array's text, in that order. */
export const jsonArrayOf = (page: SQL | { getSQL(): SQL }): SQL => sql`select coalesce(json_agg(r), '[]')::text as data from (${page}) r`;
