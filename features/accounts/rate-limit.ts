import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface WindowLimit {
  /** Attempts allowed inside one window. */
  limit: number;
  windowSeconds: number;
}

export interface Consumption {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counter keys must not carry personal data in clear (docs/decisions/032): identifiers are hashed.
 * The hash is not a secret; it only keeps e-mails and phones out of the table and its backups.
 */
export function counterKey(scope: string, identifier: string): string {
  return `${scope}:${createHash('sha256').update(identifier).digest('base64url')}`;
}

/**
 * Fixed-window counters in PostgreSQL, shared by every instance. `consume` counts an attempt BEFORE the
 * guarded work runs, in one atomic upsert, so parallel requests can never run more than `limit` guarded
 * operations in a window: the row lock serialises them and each sees its own count.
 */
export function createRateLimiter(database: Database, now: () => Date) {
  return {
    async consume(key: string, { limit, windowSeconds }: WindowLimit): Promise<Consumption> {
      const at = now();
      const ends = new Date(at.getTime() + windowSeconds * 1000);
      const [row] = await database.rows<{ count: number; window_ends_at: Date | string }>(sql`
        insert into rate_limit_counters as c (key, count, window_started_at, window_ends_at)
        values (${key}, 1, ${at.toISOString()}::timestamptz, ${ends.toISOString()}::timestamptz)
        on conflict (key) do update set
          count = case when c.window_ends_at <= excluded.window_started_at then 1 else c.count + 1 end,
          window_started_at = case when c.window_ends_at <= excluded.window_started_at
            then excluded.window_started_at else c.window_started_at end,
          window_ends_at = case when c.window_ends_at <= excluded.window_started_at
            then excluded.window_ends_at else c.window_ends_at end
        returning count, window_ends_at`);
      const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.window_ends_at).getTime() - at.getTime()) / 1000));
      return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
    },

    /** Gives one attempt back (a guarded operation that turned out legitimate). */
    async refund(key: string): Promise<void> {
      await database.rows(sql`update rate_limit_counters set count = greatest(count - 1, 0) where key = ${key}`);
    },

    async reset(key: string): Promise<void> {
      await database.rows(sql`delete from rate_limit_counters where key = ${key}`);
    },

    /** Deletes counters whose window has ended; returns how many. */
    async purgeStale(): Promise<number> {
      const rows = await database.rows<{ key: string }>(
        sql`delete from rate_limit_counters where window_ends_at <= ${now().toISOString()}::timestamptz returning key`,
      );
      return rows.length;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
