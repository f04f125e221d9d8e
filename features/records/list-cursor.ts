import { and, asc, desc, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MAX_CURSOR_LENGTH } from '../../contracts/list-query.ts';
import { QueryNotAllowedError } from './errors.ts';
import { coerceValue, columnKind } from './values.ts';

/**
 * Keyset paging of a resource's list (docs/decisions/315): `cursor` names where the last page ended, by its last
 * row's sort values, so the next page starts there in the sort's index whatever its depth, instead of counting
 * past every row before it. The cursor is opaque to the caller: base64url of `[sort, page, values]`.
 */

/** One key of a list's order: its column, the name the cursor is bound to, its direction. */
export interface OrderKey {
  column: PgColumn;
  name: string;
  direction: 'asc' | 'desc';
}

/** Where a page starts: after the row with these sort values (as text that PostgreSQL reads back exactly), and its number. */
export interface PageStart {
  page: number;
  values: (string | null)[];
}

/** The order's signature a cursor carries: a cursor read under another sort (or language) is refused. */
const signatureOf = (keys: OrderKey[]) => keys.map((key) => `${key.name}:${key.direction}`).join(',');

const invalid = () => new QueryNotAllowedError({ cursor: ['query.cursor.invalid'] });

export const orderSql = (keys: OrderKey[]): SQL[] => keys.map((key) => (key.direction === 'desc' ? desc(key.column) : asc(key.column)));

/**
 * A sort value as the cursor keeps it: text, as PostgreSQL prints it, so nothing is lost on the way (a timestamp's
 * microseconds, a numeric's digits); timestamps in ISO form.
 */
export function cursorValue(key: OrderKey): SQL<string | null> {
  return isDated(key.column) ? sql<string | null>`to_json(${key.column}) #>> '{}'` : sql<string | null>`${key.column}::text`;
}

/** A date or timestamp: JavaScript's `Date` would lose its microseconds, so its cursor text comes from PostgreSQL. */
export function isDated(column: PgColumn): boolean {
  const kind = columnKind(column);
  return kind === 'timestamp' || kind === 'date';
}

/** A number as PostgreSQL and JavaScript print one exactly: all its digits, an exponent where they need one. */
const EXACT_NUMBER = /^-?\d{1,40}(?:\.\d{1,40})?(?:e[-+]?\d{1,3})?$/i;

/** Whether a cursor's sort value can be one of the column's: a filter's rules, with a number's every digit (in a double's range). */
function fits(column: PgColumn, value: string): boolean {
  if (columnKind(column) !== 'number') return coerceValue(column, value) !== undefined;
  const size = Math.abs(Number(value));
  return EXACT_NUMBER.test(value) && (size === 0 || (size > 1e-300 && size < 1e300));
}

export function encodeCursor(keys: OrderKey[], start: PageStart): string {
  return Buffer.from(JSON.stringify([signatureOf(keys), start.page, start.values])).toString('base64url');
}

/** The page start a cursor names, checked against this list's order and each key's type (a 400 when it does not fit). */
export function decodeCursor(keys: OrderKey[], cursor: string): PageStart {
  if (cursor.length > MAX_CURSOR_LENGTH) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [signature, page, values] = parsed as unknown[];
  if (signature !== signatureOf(keys)) throw new QueryNotAllowedError({ cursor: ['query.cursor.other_sort'] });
  if (!Number.isSafeInteger(page) || (page as number) < 2 || !Array.isArray(values) || values.length !== keys.length) throw invalid();
  for (const [index, value] of values.entries()) {
    if (value === null) continue;
    if (typeof value !== 'string' || !fits(keys[index].column, value)) throw invalid();
  }
  return { page: page as number, values: values as (string | null)[] };
}

const equal = (key: OrderKey, value: string | null) => (value === null ? isNull(key.column) : sql`${key.column} = ${value}`);

/** The rows past `value` on this key alone, in its direction; none can be past an empty value sorted last. */
function past(key: OrderKey, value: string | null): SQL | undefined {
  if (key.direction === 'asc') {
    if (value === null) return undefined;
    return key.column.notNull ? sql`${key.column} > ${value}` : or(sql`${key.column} > ${value}`, isNull(key.column));
  }
  return value === null ? isNotNull(key.column) : sql`${key.column} < ${value}`;
}

/**
 * The rows after `values` in the order of `keys` (PostgreSQL's default: ascending puts empty values last,
 * descending first), as parts in their order: for each key from the last, the rows equal on the keys before it and
 * past it on this one (`rating = 0 and id > 5351`, then `rating < 0`). Each part is one range of the sort's index,
 * so a page is read part after part until it is full, each read starting where its range starts; the first part
 * mostly fills it. Written as one condition with OR, the planner walks every tie of the first key before the start
 * (as long as an offset where thousands share a rating); as a union of the parts, planning the statement cost
 * PostgreSQL four times its reading (docs/decisions/315).
 */
export function afterParts(keys: OrderKey[], values: (string | null)[]): SQL[] {
  const parts: SQL[] = [];
  for (let index = keys.length - 1; index >= 0; index -= 1) {
    const after = past(keys[index], values[index]);
    if (after) parts.push(and(...keys.slice(0, index).map((before, at) => equal(before, values[at])), after)!);
  }
  return parts;
}

/** Up to `count` rows after `values`, read part after part by `read` (a condition and how many rows at most). */
export async function readAfter<T>(keys: OrderKey[], values: (string | null)[], count: number, read: (part: SQL, count: number) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (const part of afterParts(keys, values)) {
    rows.push(...(await read(part, count - rows.length)));
    if (rows.length >= count) break;
  }
  return rows;
}
