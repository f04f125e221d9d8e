import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL text with several statements (migrations, test set-up). */
export type ExecSql = (sqlText: string) => Promise<void>;

/** The one connection that holds an advisory lock: statements run on it, not on the pool. */
export interface LockedConnection {
  exec: ExecSql;
  query<T>(sqlText: string): Promise<T[]>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  exec: ExecSql;
  /** Runs one query and returns its rows, whichever driver is underneath. */
  rows<T>(query: SQL): Promise<T[]>;
  /** Runs `fn` while holding a session-level advisory lock on one connection. */
  withAdvisoryLock<T>(key: number, fn: (connection: LockedConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://...`: a real server. Absent: embedded PGlite in `dataDir` (or in memory when `dataDir` is `memory://`). */
  url?: string;
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests clone a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { btree_gist, pg_trgm, unaccent },
    loadDataDir: options.loadDataDir,
  });
  const exec: ExecSql = async (text) => {
    await client.exec(text);
  };
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec,
    rows: async <T,>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    // PGlite is one connection in one process: there is nobody to race with.
    withAdvisoryLock: (_key, fn) => fn({ exec, query: async <T,>(text: string) => (await client.query<T>(text)).rows }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    // An idle client died (server restart); the pool replaces it. Queries in flight still fail loudly.
  });
  const exec: ExecSql = async (text) => {
    await pool.query(text);
  };
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    exec,
    rows: async <T,>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn({
            exec: async (text) => {
              await client.query(text);
            },
            query: async <T,>(text: string) => (await client.query(text)).rows as T[],
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
