import { and, ne, sql, type SQL } from 'drizzle-orm';
import { doublePrecision, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { cursorValue, readAfter, decodeCursor, encodeCursor, orderSql, type OrderKey } from './list-cursor.ts';

/**
 * Keyset paging (docs/decisions/315) walked over rows full of ties and empty values, in every direction: the pages
 * a cursor leads through are exactly the table in its order, each row once.
 */
const walk = pgTable('cursor_walk', {
  id: serial().primaryKey(),
  score: integer(),
  label: text().notNull(),
  seen_at: timestamp({ withTimezone: true, precision: 6 }),
  rating: doublePrecision(),
});

let database: TestDatabase;
/** The list's own condition, as a resource's filters and scope are: the rows it leaves out are never paged. */
const listed = ne(walk.label, 'z');

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table cursor_walk (id serial primary key, score integer, label text not null, seen_at timestamptz(6), rating double precision)`,
  );
});
afterAll(() => database?.dispose());

const keysOf = (directions: ('asc' | 'desc')[]): OrderKey[] => [
  { column: walk.score, name: 'score', direction: directions[0] },
  { column: walk.label, name: 'label', direction: directions[1] },
  { column: walk.seen_at, name: 'seen_at', direction: directions[2] },
  { column: walk.rating, name: 'rating', direction: directions[3] },
  { column: walk.id, name: 'id', direction: 'asc' },
];

async function pagesThrough(keys: OrderKey[], size: number): Promise<number[]> {
  const order = orderSql(keys);
  // The rating's cursor value as the page reads an answered number: its JavaScript text (features/records/list-paging.ts).
  const values = Object.fromEntries(keys.map((key, index) => [`k${index}`, key.name === 'rating' ? key.column : cursorValue(key)]));
  const seen: number[] = [];
  let start: (string | null)[] | undefined;
  for (let guard = 0; guard < 1000; guard++) {
    const read = (condition: SQL | undefined, count: number) =>
      database.db
        .select({ id: walk.id, ...values })
        .from(walk)
        .where(and(listed, condition))
        .orderBy(...order)
        .limit(count);
    const rows = start ? await readAfter(keys, start, size, read) : await read(undefined, size);
    seen.push(...rows.map((row) => row.id));
    if (rows.length < size) return seen;
    const last = rows[rows.length - 1] as unknown as Record<string, string | null>;
    // Through the cursor's own text, as a caller would carry it.
    const text = (value: unknown) => (value === null ? null : String(value));
    start = decodeCursor(keys, encodeCursor(keys, { page: 2, values: keys.map((_, index) => text(last[`k${index}`])) })).values;
  }
  throw new Error('the walk did not end');
}

const row = fc.record({
  score: fc.option(fc.integer({ min: -2, max: 2 }), { nil: null }),
  // Thirds and sevenths: doubles whose every digit counts.
  rating: fc.option(fc.constantFrom(1 / 3, 2 / 3, 1 / 7, 5, 1.5e-7), { nil: null }),
  label: fc.constantFrom('а', 'б', 'Б', 'ґ', 'z'),
  // Microseconds apart: a cursor that kept milliseconds only would skip or repeat these.
  seen_at: fc.option(
    fc.integer({ min: 0, max: 3 }).map((micro) => `2026-12-07T10:00:00.00000${micro}Z`),
    { nil: null },
  ),
});

describe('a cursor walks a list', () => {
  test('every row once, in the order of the list, whatever the directions, ties and empty values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 0, maxLength: 40 }),
        fc.tuple(...([0, 1, 2, 3] as const).map(() => fc.constantFrom<'asc' | 'desc'>('asc', 'desc'))),
        fc.integer({ min: 1, max: 7 }),
        async (rows, directions, size) => {
          await database.db.execute(sql`truncate cursor_walk restart identity`);
          if (rows.length)
            await database.db.execute(
              sql`insert into cursor_walk (score, label, seen_at, rating) select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(score integer, label text, seen_at timestamptz, rating double precision)`,
            );
          const keys = keysOf(directions);
          const all = await database.db
            .select({ id: walk.id })
            .from(walk)
            .where(listed)
            .orderBy(...orderSql(keys));
          expect(await pagesThrough(keys, size)).toEqual(all.map((one) => one.id));
        },
      ),
      { numRuns: 40 },
    );
  });

  test('a cursor of another order, or one altered by hand, is refused with the field named', () => {
    const keys = keysOf(['asc', 'desc', 'asc', 'desc']);
    const cursor = encodeCursor(keys, { page: 3, values: ['1', 'а', null, '0.5', '7'] });
    expect(decodeCursor(keys, cursor)).toEqual({ page: 3, values: ['1', 'а', null, '0.5', '7'] });
    const refused = (keysUsed: OrderKey[], text: string) => {
      try {
        decodeCursor(keysUsed, text);
      } catch (error) {
        return (error as { details?: { errors?: Record<string, string[]> } }).details?.errors;
      }
      return undefined;
    };
    expect(refused(keysOf(['desc', 'desc', 'asc', 'desc']), cursor)).toEqual({ cursor: ['query.cursor.other_sort'] });
    const forged = (values: unknown[], page: unknown = 2) =>
      Buffer.from(JSON.stringify(['score:asc,label:desc,seen_at:asc,rating:desc,id:asc', page, values])).toString('base64url');
    expect(refused(keys, forged(['1; drop table x', 'а', null, null, '7']))).toEqual({ cursor: ['query.cursor.invalid'] });
    expect(refused(keys, forged(['1', 'а', 'yesterday', null, '7']))).toEqual({ cursor: ['query.cursor.invalid'] });
    const rated: OrderKey[] = [{ column: walk.rating, name: 'rating', direction: 'desc' }, keys[4]];
    const byRating = (value: string) => Buffer.from(JSON.stringify(['rating:desc,id:asc', 2, [value, '7']])).toString('base64url');
    // A double's every digit, as both sides print it, is a value; beyond a double's range it is not.
    expect(decodeCursor(rated, byRating('0.3333333333333333')).values).toEqual(['0.3333333333333333', '7']);
    expect(decodeCursor(rated, byRating('1.5e-7')).values).toEqual(['1.5e-7', '7']);
    expect(refused(rated, byRating('1e999'))).toEqual({ cursor: ['query.cursor.invalid'] });
    expect(refused(rated, byRating('0x10'))).toEqual({ cursor: ['query.cursor.invalid'] });
    expect(refused(keys, forged(['1', 'а', null, null]))).toEqual({ cursor: ['query.cursor.invalid'] });
    expect(refused(keys, forged(['1', 'а', null, null, '7'], 0))).toEqual({ cursor: ['query.cursor.invalid'] });
    expect(refused(keys, 'bm90IGpzb24')).toEqual({ cursor: ['query.cursor.invalid'] });
  });
});
