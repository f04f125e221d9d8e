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
