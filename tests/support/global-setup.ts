import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../db/client.ts';
import { migrate, readMigrations } from '../../db/migrate.ts';
import { migrationsStamp, postgresTemplate, TEMPLATE_ENV, TEST_DATABASE_URL } from './test-db.ts';

const dir = join(tmpdir(), 'vizyt-test');

/**
 * Migrates one PGlite database per set of migrations for tests to clone. The template's name carries the
 * migrations' checksum, so checkouts with different migrations on one machine never read each other's.
 */
export default async function setup(): Promise<void> {
  // The PostgreSQL template too, once, before the test files start asking for it all at the same time.
  if (TEST_DATABASE_URL) await postgresTemplate(TEST_DATABASE_URL);
  mkdirSync(dir, { recursive: true });
  const migrations = await readMigrations();
  const path = join(dir, `pglite-template-${migrationsStamp(migrations)}.tar.gz`);
  process.env[TEMPLATE_ENV] = path;
  if (existsSync(path) && statSync(path).size > 0) return;
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database, migrations);
  const client = (database as unknown as { db: { $client: { dumpDataDir(c?: string): Promise<Blob> } } }).db.$client;
  const dump = await client.dumpDataDir('gzip');
  // Written aside and renamed: another test run on this machine may be reading the template right now.
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  await database.close();
}
