import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Rows per statement: large enough to amortise the round trip, small enough to keep statements modest. */
const ROWS_PER_STATEMENT = 2_000;

/**
 * Multi-row inserts with inline literals; the ids come back in the order of `rows`. Bulk data goes in
 * roughly ten times faster this way than with one bind parameter per value on embedded PGlite, which is
 * what keeps the first start quick (docs/decisions/011). Values come from the generator, never from users;
 * they are still quoted properly.
 */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  // Like Drizzle, keys that are not columns of the table are ignored.
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row as object)))].filter((key) => key in columns);
  const names = keys.map((key) => `"${columns[key].name}"`).join(', ');
  const returning = 'id' in columns ? ' returning id' : '';
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const values = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((row) => `(${keys.map((key) => literal((row as Record<string, unknown>)[key])).join(', ')})`)
      .join(',\n');
    const result = (await db.execute(sql.raw(`insert into "${getTableName(table)}" (${names}) values ${values}${returning}`))) as unknown as {
      rows: { id: number }[];
    };
    if (returning) for (const row of result.rows) ids.push(row.id);
  }
  return ids;
}

/** A PostgreSQL literal for a generated value (standard_conforming_strings: only quotes need doubling). */
export function literal(value: unknown): string {
  if (value === undefined) return 'default';
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot insert ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) return quote(`{${value.join(',')}}`);
  if (typeof value === 'object') return quote(JSON.stringify(value));
  return quote(String(value));
}

function quote(text: string): string {
  if (text.includes('\0')) throw new Error('Cannot insert a NUL character');
  return `'${text.replaceAll("'", "''")}'`;
}
