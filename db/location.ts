import { resolve } from 'node:path';

/** Where the database is: a PostgreSQL server, or else the embedded PGlite's data folder. */
export interface DatabaseLocation {
  /** `DATABASE_URL`; absent: PGlite in `dataDir`. */
  databaseUrl?: string;
  /** `DATA_DIR` (default `./data`), as an absolute path. */
  dataDir: string;
}

/** The one reading of the database settings, for the server and the command-line tools alike. */
export function readDatabaseLocation(env: NodeJS.ProcessEnv = process.env): DatabaseLocation {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: resolve(env.DATA_DIR ?? './data') };
}
