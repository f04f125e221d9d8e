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

  it('take a data step applied under its former text, whose import only moved, and refuse any other change', async () => {
    const name = '0029_rich_text_documents.ts';
    const now = async () => (await database.rows<{ checksum: string }>(sql`select checksum from schema_migrations where name = ${name}`))[0].checksum;
    const today = await now();
    await database.rows(sql`update schema_migrations set checksum = 'a6d81e50db60eebde708fa7ecdee545eeb7cc3c08ae540af3353d2962cedf105' where name = ${name}`);
    expect(await migrate(database)).toEqual([]);
    expect(await now()).toBe(today);
    await database.rows(sql`update schema_migrations set checksum = 'edited' where name = ${name}`);
    await expect(migrate(database)).rejects.toThrow(`Migration ${name} changed after it was applied`);
    await database.rows(sql`update schema_migrations set checksum = ${today} where name = ${name}`);
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
