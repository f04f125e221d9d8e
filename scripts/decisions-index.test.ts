import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { decisionsIndex, INDEX_FILE, readDecisions } from './decisions-index.ts';

test('every decision record has a status and a date, and the index lists them all as they are', () => {
  const records = readDecisions();
  expect(records.length).toBeGreaterThan(100);
  expect(records.filter((record) => !record.status || !record.date).map((record) => record.file)).toEqual([]);
  expect(readFileSync(INDEX_FILE, 'utf8'), 'run `npx tsx scripts/decisions-index.ts`').toBe(decisionsIndex(records));
});
