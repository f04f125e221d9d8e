import { createHash } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rate_limit_counters as counters } from '../../db/schema/index.ts';

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
  const { db } = database;
  return {
    async consume(key: string, { limit, windowSeconds }: WindowLimit): Promise<Consumption> {
      const at = now();
      const ends = new Date(at.getTime() + windowSeconds * 1000);
      // The window has ended when its end is not after this attempt's start: then the attempt opens a new one.
      const ended = sql`${counters.window_ends_at} <= excluded.window_started_at`;
      const [row] = await db
        .insert(counters)
        .values({ key, count: 1, window_started_at: at, window_ends_at: ends })
        .onConflictDoUpdate({
          target: counters.key,
          set: {
            count: sql`case when ${ended} then 1 else ${counters.count} + 1 end`,
            window_started_at: sql`case when ${ended} then excluded.window_started_at else ${counters.window_started_at} end`,
            window_ends_at: sql`case when ${ended} then excluded.window_ends_at else ${counters.window_ends_at} end`,
          },
        })
        .returning({ count: counters.count, window_ends_at: counters.window_ends_at });
      const retryAfterSeconds = Math.max(1, Math.ceil((row.window_ends_at.getTime() - at.getTime()) / 1000));
      return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
    },

    /** Gives one attempt back (a guarded operation that turned out legitimate). */
    async refund(key: string): Promise<void> {
      await db
        .update(counters)
        .set({ count: sql`greatest(${counters.count} - 1, 0)` })
        .where(eq(counters.key, key));
    },

    async reset(key: string): Promise<void> {
      await db.delete(counters).where(eq(counters.key, key));
    },

    /** Deletes counters whose window has ended; returns how many. */
    async purgeStale(): Promise<number> {
      const stale = await db.delete(counters).where(lte(counters.window_ends_at, now())).returning({ key: counters.key });
      return stale.length;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
