import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../contracts/list-query.ts';
import type { Db } from '../../db/client.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import { keyedTtlCache } from '../read-cache.ts';
import type { ResourceColumns } from './query.ts';
import type { CallContext, ResourceRecord } from './types.ts';

/**
 * How a list's page is read cheaply at any depth (docs/decisions/297).
 *
 * From this offset on, a page is read ids first: the ids of the page in order (an index-only scan over the sort's
 * index), then those rows by their key, in one statement (docs/decisions/310). Read at once, a deep page makes
 * PostgreSQL fetch every row before it from the table only to skip it: page 150 of the doctors walked 7,500 wide rows.
 */
export const IDS_FIRST_FROM = 500;

/** What a list's page is: the table's columns, the fields to answer, the condition, the order, and which rows. */
export interface PageQuery {
  columns: ResourceColumns;
  selected: Record<string, PgColumn>;
  where: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
}

/** One page of a list in `order`: read at once near the start, ids first from {@link IDS_FIRST_FROM} on. */
export function readPage(db: Db, { columns, selected, where, order, limit, offset }: PageQuery): Promise<ResourceRecord[]> {
  if (offset < IDS_FIRST_FROM)
    return db
      .select(selected)
      .from(columns.table)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset) as Promise<ResourceRecord[]>;
  const id = columns.all.id;
  const page = db
    .select({ id })
    .from(columns.table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  // The page's rows joined to its ids, and sorted again: a sort of one page's rows, not of the table.
  return db
    .select(selected)
    .from(columns.table)
    .innerJoin(page, eq(id, page.id))
    .orderBy(...order) as Promise<ResourceRecord[]>;
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
