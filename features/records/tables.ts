import { getTableColumns, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';

/**
 * Resource definitions name their table by string (they are browser-safe); this is the one place that
 * turns the string into the Drizzle table of db/schema.
 */
const tables = new Map<string, PgTable>(Object.entries(schema as Record<string, unknown>).filter((entry): entry is [string, PgTable] => is(entry[1], PgTable)));

export function findTable(name: string): PgTable | undefined {
  return tables.get(name);
}

export function tableFor(name: string): PgTable {
  const table = tables.get(name);
  if (!table) throw new Error(`No table "${name}" in db/schema`);
  return table;
}

/** Columns by wire name (db/schema property names are the column names). */
export function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}
