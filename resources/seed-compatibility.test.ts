import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { z } from 'zod';
import { seedDemoData } from '../seed/index.ts';
import { columnsOf, tableFor } from '../features/records/tables.ts';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { resources } from './registry.ts';

/**
 * Staff open a demo record and press "save" without touching it: that must pass validation. Every
 * editable resource's create schema must accept the rows the demo seed wrote.
 */
describe('demo data against the editable resources', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, { scale: 0.02 });
  }, 120_000);
  afterAll(() => database.dispose());

  for (const definition of resources.filter((r) => r.create)) {
    it(`${definition.name}: every seeded row passes its create schema`, async () => {
      const table = tableFor(definition.table);
      // Fields kept in another table (a representative's partner account) are checked where that table is read.
      const fields = Object.keys(definition.create!.shape).filter((field) => !definition.elsewhere?.includes(field));
      const schema = z.strictObject(Object.fromEntries(fields.map((field) => [field, definition.create!.shape[field] as z.ZodType])));
      // A resource without trash (promotion participants) has no `deleted_at`: every row is live.
      const live = definition.trash ? isNull(columnsOf(table).deleted_at) : undefined;
      const stored = (await database.db.select().from(table).where(live)) as Record<string, unknown>[];
      // A resource inside a shared table (`employees` in `users`) is its scope's rows only.
      const rows = stored.filter((row) => Object.entries(definition.scope ?? {}).every(([field, value]) => row[field] === value));
      expect(rows.length).toBeGreaterThan(0);
      const failures = rows.flatMap((row) => {
        // As the form gets the record: over JSON (a stored date is its ISO text).
        const input = JSON.parse(
          JSON.stringify(Object.fromEntries(fields.filter((f) => row[f] !== null && row[f] !== undefined).map((f) => [f, row[f]]))),
        ) as Record<string, unknown>;
        const result = schema.safeParse(input);
        return result.success ? [] : [{ id: row.id, issues: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }];
      });
      expect(failures.slice(0, 3)).toEqual([]);
    });
  }
});
