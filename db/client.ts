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
import { createPostgresListener, type NotificationHandler, type Unlisten } from './listener.ts';
import { ReadRoutingPool } from './read-routing.ts';

export type { NotificationHandler, Unlisten };

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
  /**
   * For reads that tolerate a little lag (public pages, listings, search): the streaming replica when there is
   * one, except for a reader who has just written (db/read-routing.ts); else the same as `db`.
   */
  reads: Db;
  kind: 'pglite' | 'postgres';
  exec: ExecSql;
  /** Runs one query and returns its rows, whichever driver is underneath. */
  rows<T>(query: SQL): Promise<T[]>;
  /** Runs `fn` while holding a session-level advisory lock on one connection. */
  withAdvisoryLock<T>(key: number, fn: (connection: LockedConnection) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` (NOTIFY from any connection, any app instance); the answer stops it. On PostgreSQL a
   * dedicated connection comes back by itself after the database went away, and then calls `handler` with null.
   */
  listen(channel: string, handler: NotificationHandler): Promise<Unlisten>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://...`: a real server. Absent: embedded PGlite in `dataDir` (or in memory when `dataDir` is `memory://`). */
  url?: string;
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests clone a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** `DATABASE_REPLICA_URL`: a streaming replica for {@link Database.reads}. */
  replicaUrl?: string;
  /**
   * `DATABASE_DIRECT_URL`: the primary itself, when `url` goes through a transaction pool (PgBouncer). LISTEN
   * and the session advisory lock of migrations need one connection of their own for their whole time.
   */
  directUrl?: string;
  /** Told of every connection the server or the network took away (never thrown: see openPostgres). */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres({ ...options, url: options.url }) : openPglite(options);
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
    reads: db,
    kind: 'pglite',
    exec,
    rows: async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    // PGlite is one connection in one process: there is nobody to race with.
    withAdvisoryLock: (_key, fn) => fn({ exec, query: async <T>(text: string) => (await client.query<T>(text)).rows }),
    async listen(channel, handler) {
      const stop = await client.listen(channel, handler);
      return () => stop();
    },
    close: () => client.close(),
  };
}

/** How long a request waits for a connection before it is answered 503 (the database is away or saturated). */
const CONNECT_TIMEOUT_MS = 5_000;

function openPool(url: string, max: number, onConnectionError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // A client emits 'error' when its connection dies: while idle the pool listens and drops it, but while it
  // is checked out (a transaction between two statements, a LISTEN) nobody does, and an 'error' event
  // without a listener kills the process. Every client gets a listener for its whole life: the statement
  // in flight fails on its own (answered 503), the open transaction is rolled back by the server, and the
  // pool discards the client when it is released (it is no longer queryable).
  pool.on('connect', (client) => client.on('error', onConnectionError));
  pool.on('error', onConnectionError);
  return pool;
}

async function openPostgres(options: DatabaseOptions & { url: string }): Promise<Database> {
  const { url, directUrl = url, poolSize: max = 10, onConnectionError = () => undefined } = options;
  const pool = openPool(url, max, onConnectionError);
  const replica = options.replicaUrl ? openPool(options.replicaUrl, max, onConnectionError) : undefined;
  const exec: ExecSql = async (text) => {
    await pool.query(text);
  };
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const reads = replica ? (drizzlePg(new ReadRoutingPool(replica, pool) as unknown as pg.Pool, { schema }) as unknown as Db) : db;
  let listener: ReturnType<typeof createPostgresListener> | null = null;
  return {
    db,
    reads,
    kind: 'postgres',
    exec,
    rows: async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    async withAdvisoryLock(key, fn) {
      // A transaction pool would hand the lock's statements to different server sessions: the lock takes a
      // connection of its own to the primary when there is a pool in between.
      const pooled = directUrl === url;
      const client = pooled ? await pool.connect() : await connectDirect(directUrl, onConnectionError);
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn({
            exec: async (text) => {
              await client.query(text);
            },
            query: async <T>(text: string) => (await client.query(text)).rows as T[],
          });
        } finally {
          // A lost connection has released the lock with its session: the failure that matters is fn's.
          await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        }
      } finally {
        if (pooled) (client as pg.PoolClient).release();
        else await client.end().catch(() => undefined);
      }
    },
    listen(channel, handler) {
      listener ??= createPostgresListener(directUrl, onConnectionError);
      return listener.listen(channel, handler);
    },
    async close() {
      await listener?.close();
      await Promise.all([pool.end(), replica?.end()]);
    },
  };
}

async function connectDirect(url: string, onConnectionError: (error: Error) => void): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  client.on('error', onConnectionError);
  await client.connect();
  return client;
}
