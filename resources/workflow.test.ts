import { isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import { COMMENT_STATUSES } from '../db/schema/blog.ts';
import { seedDemoData } from '../seed/index.ts';
import { columnsOf, tableFor } from '../features/records/tables.ts';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { COMMENT_STATUS_VALUES } from './blog/comments.ts';
import { resources } from './registry.ts';

const moderated = resources.filter((definition) => definition.transitions);

describe('workflow statuses of the moderated resources', () => {
  test('reviews, questions, comments, support, callbacks and emergency have one', () => {
    expect(moderated.map((definition) => definition.name).sort()).toEqual([
      'blog/comments',
      'emergency',
      'entry-feedback',
      'questions-answers',
      'reviews',
      'support',
    ]);
    expect(COMMENT_STATUS_VALUES).toEqual(COMMENT_STATUSES);
  });

  test.each(moderated.map((definition) => [definition.name, definition] as const))(
    "%s: transitions and the form use exactly the column's values",
    (_name, definition) => {
      const rule = definition.transitions!;
      const values = (columnsOf(tableFor(definition.table))[rule.field] as PgColumn & { enumValues?: string[] }).enumValues ?? [];
      expect(Object.keys(rule.allowed).sort()).toEqual([...values].sort());
      for (const [from, targets] of Object.entries(rule.allowed)) {
        for (const to of targets) expect(values, `${from} → ${to}`).toContain(to);
        expect(targets, `${from} may not become itself`).not.toContain(from);
        // `new` means nobody has looked at it yet: no way back.
        expect(targets, from).not.toContain('new');
      }
      const input = definition.admin.form.find((field) => field.name === rule.field);
      expect(input?.options?.map((option) => option.value)).toEqual(values);
    },
  );
});

/** Staff open a demo request and press "save" without touching it: that must pass, even without a create schema. */
describe("demo data against the moderated resources' edit schemas", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, { scale: 0.02 });
  }, 120_000);
  afterAll(() => database?.dispose());

  for (const definition of moderated) {
    it(`${definition.name}: every seeded row passes its update schema`, async () => {
      const schema = (definition.update ?? definition.create)!;
      const fields = Object.keys(schema.shape);
      const table = tableFor(definition.table);
      const rows = (await database.db
        .select()
        .from(table)
        .where(isNull(columnsOf(table).deleted_at))) as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      const failures = rows.flatMap((row) => {
        const input = Object.fromEntries(fields.filter((field) => row[field] !== null && row[field] !== undefined).map((field) => [field, row[field]]));
        const result = schema.safeParse(input);
        return result.success ? [] : [{ id: row.id, issues: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) }];
      });
      expect(failures.slice(0, 3)).toEqual([]);
    });
  }
});
