import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { compareCatalogs, declaredCatalog, drizzleTables, readCatalog, type Catalog, type Drift } from './schema-drift.ts';
import { createTestDatabase, TEMPLATE_ENV, TEST_DATABASE_URL } from '../tests/support/test-db.ts';

/** A PGlite database cloned from the run's migrated template (global setup), whatever TEST_DATABASE_URL says. */
async function migratedPglite(): Promise<Database> {
  const templatePath = process.env[TEMPLATE_ENV];
  if (!templatePath) throw new Error(`${TEMPLATE_ENV} is not set: run the tests through vitest`);
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(templatePath)]) });
}

/** The embedded database always; PostgreSQL as well when the suite has one. */
const engines: { name: string; open: () => Promise<Database & { dispose?: () => Promise<void> }> }[] = [
  { name: 'PGlite', open: migratedPglite },
  ...(TEST_DATABASE_URL ? [{ name: 'PostgreSQL', open: () => createTestDatabase() }] : []),
];

describe.each(engines)('a database migrated from db/migrations equals db/schema ($name)', ({ name, open }) => {
  let database: Database & { dispose?: () => Promise<void> };
  let migrated: Catalog;
  let declared: Catalog;
  let drifts: Drift[];
  beforeAll(async () => {
    database = await open();
    [migrated, declared] = await database.withAdvisoryLock(1, async (connection) => [
      await readCatalog(connection, 'public'),
      await declaredCatalog(connection),
    ]);
    drifts = compareCatalogs(migrated, declared);
  });
  afterAll(async () => (database.dispose ? database.dispose() : database.close()));

  const messages = (area: Drift['area']) => drifts.filter((drift) => drift.area === area).map((drift) => drift.message);

  it('reads every Drizzle table and column back from the schema drizzle-kit renders', () => {
    const tables = drizzleTables();
    expect(tables.size).toBeGreaterThan(50);
    for (const [name, config] of tables) {
      expect(declared.tables, name).toContain(name);
      for (const column of config.columns) expect(declared.columns.has(`${name}.${column.name}`), `${name}.${column.name}`).toBe(true);
    }
  });

  it('has every Drizzle table, and no table the schema does not declare', () => {
    expect(messages('tables')).toEqual([]);
  });

  it('has every column with its type, nullability, default, identity and generated expression, and no other', () => {
    expect(messages('columns')).toEqual([]);
  });

  it('has every primary key, unique constraint, foreign key and check, and no other but the hand-written ones', () => {
    expect(messages('constraints')).toEqual([]);
  });

  it('has every index with its columns, uniqueness, method and condition, and no other but the hand-written ones', () => {
    expect(messages('indexes')).toEqual([]);
  });

  // The comparison itself, once: the database is changed inside a transaction that is rolled back.
  it.runIf(name === 'PGlite')('names the table and column, constraint or index, and what differs', async () => {
    const found = await database.withAdvisoryLock(1, async (connection) => {
      await connection.exec('begin');
      try {
        await connection.exec(`
          alter table doctors alter column slug drop not null;
          alter table doctors alter column experience type integer;
          alter table doctors add column stray text;
          drop index doctors_rating_idx;
          create index doctors_stray_idx on doctors (stray);
          alter table reviews rename constraint reviews_rating_range to reviews_rating_check;
          create table stray_table (id integer);`);
        return compareCatalogs(await readCatalog(connection, 'public'), declared).map((drift) => drift.message);
      } finally {
        await connection.exec('rollback');
      }
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'stray_table: in the migrated database, but no Drizzle table declares it',
        'doctors.slug: nullability is nullable in the database, not null in db/schema',
        'doctors.experience: type is integer in the database, smallint in db/schema',
        'doctors.stray: in the migrated database, but its Drizzle table does not declare it',
        expect.stringMatching(/^doctors\.doctors_rating_idx: index declared in db\/schema \(.+\), missing from the migrated database$/),
        expect.stringMatching(/^doctors\.doctors_stray_idx: index in the migrated database \(.+\), but db\/schema does not declare it$/),
        expect.stringMatching(/^reviews\.reviews_rating_range: constraint is named reviews_rating_check in the database/),
      ]),
    );
    expect(found).toHaveLength(7);
  });
});
