import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary constant shared by every instance: only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 7_320_451;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (name) => {
      const sql = await readFile(dir + name, 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
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
    const applied = new Map(
      (await query<{ name: string; checksum: string }>('select name, checksum from schema_migrations')).map((r) => [r.name, r.checksum]),
    );
    const done: string[] = [];
    for (const migration of all) {
      const previous = applied.get(migration.name);
      if (previous !== undefined) {
        if (previous !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} changed after it was applied. Before the first release the schema ` +
              `migration is regenerated whole: delete the local database (DATA_DIR) and start again.`,
          );
        }
        continue;
      }
      try {
        await exec(
          `begin;\n${migration.sql}\n;insert into schema_migrations (name, checksum) values ('${migration.name}', '${migration.checksum}');\ncommit;`,
        );
      } catch (error) {
        await exec('rollback').catch(() => undefined);
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      done.push(migration.name);
    }
    return done;
  });
}
