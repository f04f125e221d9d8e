import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../contracts/list-query.ts';
import type { Db } from '../../db/client.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import { keyedTtlCache } from '../read-cache.ts';
import { cursorValue, isDated, orderSql, readAfter, type OrderKey } from './list-cursor.ts';
import { timestampsAsText } from './timestamp-text.ts';
import type { ResourceColumns } from './query.ts';
import type { CallContext, ResourceRecord } from './types.ts';

/**
 * How a list's page is read cheaply at any depth (docs/decisions/297).
 *
 * From this offset on, a page is read ids first: the ids of the page in order (an index-only scan over the sort's
 * index), then those rows by their key, in one statement (docs/decisions/310). Read at once, a deep page makes
 * PostgreSQL fetch every row before it from the table only to skip it: page 150 of the doctors walked 7,500 wide rows.
 * A page asked for by its cursor (features/records/list-cursor.ts) skips nothing: it starts where the last one ended.
 */
export const IDS_FIRST_FROM = 500;

/** What a list's page is: the table's columns, the fields to answer, the condition, the order, and which rows. */
export interface PageQuery {
  columns: ResourceColumns;
  selected: Record<string, PgColumn>;
  where: SQL | undefined;
  keys: OrderKey[];
  limit: number;
  offset: number;
}

/** A page's rows, and where the next page starts (its last row's sort values), absent on the last page. */
export interface Page {
  rows: ResourceRecord[];
  next?: (string | null)[];
  /** The rows' fields read only for the cursor, not answered ({@link toRecords}). */
  working: string[];
}

/**
 * Where each sort value of a row is read for the next page's cursor: the answered field itself when it comes
 * to JavaScript whole (a number, a text, a flag), else a field of its own with the text PostgreSQL prints (a
 * timestamp's microseconds, a key the page does not answer).
 */
function cursorSources(keys: OrderKey[], selected: Record<string, PgColumn>): { names: string[]; extra: Record<string, SQL> } {
  const extra: Record<string, SQL> = {};
  const names = keys.map((key, index) => {
    const answered = isDated(key.column) ? undefined : Object.keys(selected).find((name) => selected[name] === key.column);
    if (answered) return answered;
    extra[`cursor_${index}`] = cursorValue(key);
    return `cursor_${index}`;
  });
  return { names, extra };
}

const asCursorText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/**
 * One page of a list in the order of `keys`: after the cursor's row when `after` holds its sort values, else at
 * `offset`, read at once near the start and ids first from {@link IDS_FIRST_FROM} on. One row more than the page is
 * read, to know whether another page follows.
 */
export async function readPage(db: Db, { columns, selected, where, keys, limit, offset }: PageQuery, after?: (string | null)[]): Promise<Page> {
  const order = orderSql(keys);
  const { names, extra } = cursorSources(keys, selected);
  const withCursor = { ...timestampsAsText(selected), ...extra };
  const read = (condition: SQL | undefined, count: number, skip = 0) =>
    db
      .select(withCursor)
      .from(columns.table)
      .where(condition)
      .orderBy(...order)
      .limit(count)
      .offset(skip) as Promise<ResourceRecord[]>;
  let rows: ResourceRecord[];
  if (after) {
    rows = await readAfter(keys, after, limit + 1, (part, count) => read(and(where, part), count));
  } else if (offset < IDS_FIRST_FROM) {
    rows = await read(where, limit + 1, offset);
  } else {
    const id = columns.all.id;
    const page = db
      .select({ id })
      .from(columns.table)
      .where(where)
      .orderBy(...order)
      .limit(limit + 1)
      .offset(offset)
      .as('page');
    // The page's rows joined to its ids, and sorted again: a sort of one page's rows, not of the table.
    rows = (await db
      .select(withCursor)
      .from(columns.table)
      .innerJoin(page, eq(id, page.id))
      .orderBy(...order)) as ResourceRecord[];
  }
  const working = Object.keys(extra);
  if (rows.length <= limit) return { rows, working };
  const last = rows[limit - 1];
  return { rows: rows.slice(0, limit), next: names.map((name) => asCursorText(last[name])), working };
}

/**
 * How long a visitor's list total is kept: a visitor's lists are the same for every visitor (nothing personal), and
 * counting thousands of rows is most of a list's cost. A signed-in caller's totals are always counted afresh, so
 * staff see a record they have just added counted at once.
 */
export const VISITOR_COUNT_TTL_MS = 10_000;
const COUNTS_KEPT = 2_000;

export function createCountCache() {
  const counts = keyedTtlCache<string, number>(VISITOR_COUNT_TTL_MS, { maxKeys: COUNTS_KEPT });
  return async (definition: ResourceDefinition, query: ListQuery, context: CallContext, load: () => Promise<{ total: number }[]>): Promise<number> => {
    const total = async () => (await load())[0].total;
    if (context.user || context.rows) return total();
    return counts.get(JSON.stringify([definition.name, context.locale, query.trashed, query.search ?? null, query.filters ?? null]), total);
  };
}
