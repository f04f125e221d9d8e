import { openDatabase, type Database } from '../../db/client.ts';
import { migrate, readMigrations } from '../../db/migrate.ts';

/**
 * An embedded database migrated up to, not including, the migration `before`: a data-moving migration's test
 * writes the rows as they were then, and `migrateRest` applies the rest, as an older installation upgrades.
 */
export async function migratedBefore(before: string): Promise<{ database: Database; migrateRest(): Promise<string[]> }> {
  const migrations = await readMigrations();
  if (!migrations.some((migration) => migration.name === before)) throw new Error(`No migration ${before}`);
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(
    database,
    migrations.filter((migration) => migration.name < before),
  );
  return { database, migrateRest: () => migrate(database, migrations) };
}
