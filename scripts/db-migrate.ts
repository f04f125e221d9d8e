/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the PGlite in DATA_DIR. */
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { databaseOptions, readDatabaseLocation } from '../db/location.ts';
import { loadEnvFile } from '../server/env-file.ts';

loadEnvFile();
const location = readDatabaseLocation();
const database = await openDatabase(databaseOptions(location));
try {
  const applied = await migrate(database);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.close();
}
