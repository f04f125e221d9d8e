/**
 * `npm run db:seed -- [--scale N] [--seed N] [--force]`: seeds the demo data into the database the server
 * uses (DATABASE_URL, else PGlite in DATA_DIR), after applying migrations.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { databaseOptions, readDatabaseLocation } from '../db/location.ts';
import { DEFAULT_SEED, isSeeded, removeDemoData, seedDemoData } from './index.ts';

const HELP = `Usage: npm run db:seed -- [options]

Seeds the demo data set (cities, dictionaries, institutions, doctors, reviews, blog, ...) into the
database from DATABASE_URL, or into the embedded database in DATA_DIR (default ./data).

  --scale <n>  multiply institutions, doctors, patients and reviews (default 1: about
               1,500 institutions and 8,000 doctors; 10 for benchmarks)
  --seed <n>   random seed; the same seed gives the same data (default ${DEFAULT_SEED})
  --force      the database was seeded before: delete the demo data (staff accounts stay)
               and seed again
  --help       show this text
`;

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const scale = Number(values.scale);
const seed = Number(values.seed);
if (!(scale > 0) || !Number.isInteger(seed)) {
  console.error('--scale must be a positive number and --seed an integer.\n');
  console.error(HELP);
  process.exit(2);
}

const location = readDatabaseLocation();
const database = await openDatabase(databaseOptions(location));
try {
  await migrate(database);
  if (await isSeeded(database)) {
    if (!values.force) {
      console.log('The database already holds demo data; run with --force to replace it.');
      process.exit(0);
    }
    console.log('Removing the previous demo data...');
    await removeDemoData(database);
  }
  await seedDemoData(database, { seed, scale, log: console.log });
} finally {
  await database.close();
}
