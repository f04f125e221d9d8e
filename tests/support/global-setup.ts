import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../db/client.ts';
import { migrate, readMigrations } from '../../db/migrate.ts';
import { createHash } from 'node:crypto';

const dir = join(tmpdir(), 'vizyt-test');
export const PGLITE_TEMPLATE_PATH = join(dir, 'pglite-template.tar.gz');
const STAMP_PATH = join(dir, 'pglite-template.stamp');

/** Migrates one PGlite database per run (or reuses it while the migrations are unchanged) for tests to clone. */
export default async function setup(): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const migrations = await readMigrations();
  const stamp = createHash('sha256').update(migrations.map((m) => m.checksum).join()).digest('hex');
  const { readFileSync } = await import('node:fs');
  if (existsSync(PGLITE_TEMPLATE_PATH) && existsSync(STAMP_PATH) && readFileSync(STAMP_PATH, 'utf8') === stamp && statSync(PGLITE_TEMPLATE_PATH).size > 0) {
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database, migrations);
  const client = (database as unknown as { db: { $client: { dumpDataDir(c?: string): Promise<Blob> } } }).db.$client;
  const dump = await client.dumpDataDir('gzip');
  // Written aside and renamed: another test run on this machine may be reading the template right now.
  const partial = `${PGLITE_TEMPLATE_PATH}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, PGLITE_TEMPLATE_PATH);
  writeFileSync(STAMP_PATH, stamp);
  await database.close();
}
