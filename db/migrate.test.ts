import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { migrate } from './migrate.ts';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('are all applied and a second run applies nothing', async () => {
    expect(await migrate(database)).toEqual([]);
    const rows = await database.rows<{ name: string }>(sql`select name from schema_migrations order by name`);
    expect(rows.map((r) => r.name)).toContain('0001_schema.sql');
  });

  it('installs the extensions the schema relies on', async () => {
    const rows = await database.rows<{ extname: string }>(sql`select extname from pg_extension`);
    expect(rows.map((r) => r.extname)).toEqual(expect.arrayContaining(['btree_gist', 'pg_trgm', 'unaccent']));
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('migrations on a one-connection pool', () => {
  it('do not wait for a second connection while holding the lock', async () => {
    const { openDatabase } = await import('./client.ts');
    const database = await createTestDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    const current = await database.rows<{ db: string }>(sql`select current_database() as db`);
    url.pathname = `/${current[0].db}`;
    const single = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      expect(await migrate(single)).toEqual([]);
    } finally {
      await single.close();
      await database.dispose();
    }
  });
});
