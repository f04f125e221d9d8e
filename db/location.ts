import { resolve } from 'node:path';

/** Where the database is: a PostgreSQL server, or else the embedded PGlite's data folder. */
export interface DatabaseLocation {
  /** `DATABASE_URL`; absent: PGlite in `dataDir`. */
  databaseUrl?: string;
  /** `DATA_DIR` (default `./data`), as an absolute path. */
  dataDir: string;
  /** `DATABASE_REPLICA_URL`: a streaming replica for the reads that tolerate a little lag (docs/decisions/301). */
  databaseReplicaUrl?: string;
  /** `DATABASE_DIRECT_URL`: the primary without the transaction pool, for LISTEN and migrations' lock. */
  databaseDirectUrl?: string;
}

/** The one reading of the database settings, for the server and the command-line tools alike. */
export function readDatabaseLocation(env: NodeJS.ProcessEnv = process.env): DatabaseLocation {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseReplicaUrl: (env.DATABASE_URL && env.DATABASE_REPLICA_URL) || undefined,
    databaseDirectUrl: (env.DATABASE_URL && env.DATABASE_DIRECT_URL) || undefined,
  };
}

/** The options {@link openDatabase} takes for a location. */
export function databaseOptions(location: DatabaseLocation) {
  return { url: location.databaseUrl, dataDir: location.dataDir, replicaUrl: location.databaseReplicaUrl, directUrl: location.databaseDirectUrl };
}
