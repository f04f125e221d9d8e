import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { isDatabaseUnavailable } from './availability.ts';

/**
 * Which server answers the reads that tolerate a little lag (docs/decisions/301). A request whose reader has
 * just written runs inside {@link readFromPrimary}; everything else reads the replica, when there is one.
 */
const primaryReads = new AsyncLocalStorage<true>();

/** Runs `fn` (and all it awaits) with every read on the primary: the reader must see her own writes. */
export function readFromPrimary<T>(fn: () => T): T {
  return primaryReads.run(true, fn);
}

/**
 * A read the primary answers instead: the replica cannot be reached, or cancelled the query because replaying
 * the primary's changes needed what it read (SQLSTATE 40001 on a standby, "conflict with recovery").
 */
function isReplicaFailure(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '40001' && typeof message === 'string' && message.includes('recovery');
}

/**
 * What Drizzle is given for lag-tolerant reads: a pool in shape (Drizzle opens transactions on anything whose
 * class is named like a pool) that hands each query to the replica, or to the primary for a reader who has
 * just written. A read the replica fails (it is away, or a recovery conflict cancelled it) goes to the primary.
 */
export class ReadRoutingPool {
  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
  ) {}

  private onReplica(): boolean {
    return primaryReads.getStore() !== true;
  }

  query(query: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (!this.onReplica()) return this.primary.query(query, values);
    return this.replica.query(query, values).catch((error: unknown) => {
      if (!isReplicaFailure(error)) throw error;
      return this.primary.query(query, values);
    });
  }

  async connect(): Promise<pg.PoolClient> {
    if (!this.onReplica()) return this.primary.connect();
    try {
      return await this.replica.connect();
    } catch (error) {
      if (!isReplicaFailure(error)) throw error;
      return this.primary.connect();
    }
  }
}
