import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every app instance (docs/decisions/032): failed logins per account
 * and per IP now, SMS sends and code checks later. `key` never holds a login, e-mail or phone in clear:
 * callers hash identifiers before using them as keys.
 */
export const rate_limit_counters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  window_started_at: timestamp({ withTimezone: true }).notNull(),
  /** When the window ends; rows past it are stale and purged. */
  window_ends_at: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins per account and client address (docs/decisions/173). `key` hashes the pair, so neither
 * the login nor the address is stored in clear. A pair that keeps failing waits longer and longer before
 * its next password check; other addresses of the same account are never slowed by it.
 */
export const login_throttles = pgTable('login_throttles', {
  key: text().primaryKey(),
  /** Password checks of this pair since its last success, counted before each check. */
  failures: integer().notNull(),
  /** The pair's next password check may not start before this moment (`-infinity`: at once). */
  next_attempt_at: timestamp({ withTimezone: true }).notNull(),
  /** After a quiet day the pair starts over; purged by the ops scheduler. */
  forget_at: timestamp({ withTimezone: true }).notNull(),
});
