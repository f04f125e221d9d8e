import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, LockedConnection } from './client.ts';
import { DATA_STEPS } from './migrations/data-steps.ts';

/**
 * `db/migrations/` of the project this module belongs to, found by walking up to its package.json: this
 * module is `db/migrate.ts` in the sources and part of `build/node/` in the compiled server.
 */
function migrationsDir(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'db/migrations/');
    if (dirname(dir) === dir) throw new Error('The migrations folder was not found: the server runs from outside its project');
  }
}
const MIGRATIONS_DIR = migrationsDir();
/** Arbitrary constant shared by every instance: only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 7_320_451;

export interface Migration {
  name: string;
  /** The statements of a `.sql` migration; a data step's source (what its checksum covers). */
  sql: string;
  checksum: string;
  /**
   * A data step (`NNNN_name.ts` exporting `up`): what SQL cannot state, such as converting stored HTML with a
   * parser. It runs inside the migration's transaction on the locked connection.
   */
  run?: (connection: LockedConnection) => Promise<void>;
}

/**
 * Checksums a data step had before a change that moved none of its statements, only the file it imports from
 * (docs/decisions/295): a database that applied the step under its former text is up to date, and its record
 * takes today's checksum. Anything else changed after it was applied still stops the start.
 */
const FORMER_CHECKSUMS: Readonly<Record<string, readonly string[]>> = {
  '0029_rich_text_documents.ts': ['a6d81e50db60eebde708fa7ecdee545eeb7cc3c08ae540af3353d2962cedf105'],
  '0035_seo_text_documents.ts': ['424466184bd4b6126ce9a5b8564e16efbad958484e6669579a56911bfa331528'],
};

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.(sql|ts)$/.test(f) && !f.endsWith('.test.ts')).sort();
  return Promise.all(
    files.map(async (name) => {
      const sql = await readFile(dir + name, 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      if (name.endsWith('.sql')) return { name, sql, checksum };
      const step = DATA_STEPS[name];
      if (!step) throw new Error(`The data step ${name} is not listed in db/migrations/data-steps.ts`);
      const run = async (connection: LockedConnection) => (await step()).up(connection);
      return { name, sql, checksum, run };
    }),
  );
}

/**
 * Applies pending migrations in order, each in its own transaction, under an advisory lock so that
 * two instances starting together never race. Returns the names applied.
 */
export async function migrate(database: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return database.withAdvisoryLock(MIGRATION_LOCK_KEY, async ({ exec, query }) => {
    await exec(`create table if not exists schema_migrations (
      name text primary key, checksum text not null, applied_at timestamptz not null default now())`);
    const applied = new Map((await query<{ name: string; checksum: string }>('select name, checksum from schema_migrations')).map((r) => [r.name, r.checksum]));
    const done: string[] = [];
    for (const migration of all) {
      const previous = applied.get(migration.name);
      if (previous !== undefined) {
        if (FORMER_CHECKSUMS[migration.name]?.includes(previous)) {
          await exec(`update schema_migrations set checksum = '${migration.checksum}' where name = '${migration.name}'`);
        } else if (previous !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} changed after it was applied. An applied migration never changes: put the ` +
              `change in a new one (npm run db:generate -- <name>, docs/decisions/291). A local database made from an ` +
              `unreleased version of it: delete it (DATA_DIR) and start again.`,
          );
        }
        continue;
      }
      const record = `insert into schema_migrations (name, checksum) values ('${migration.name}', '${migration.checksum}')`;
      try {
        if (migration.run) {
          await exec('begin');
          await migration.run({ exec, query });
          await exec(`${record};\ncommit;`);
        } else {
          await exec(`begin;\n${migration.sql}\n;${record};\ncommit;`);
        }
      } catch (error) {
        await exec('rollback').catch(() => undefined);
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      done.push(migration.name);
    }
    return done;
  });
}
