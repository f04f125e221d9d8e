import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { users } from './accounts.ts';

/**
 * Links that let a new employee set their first password (docs/decisions/203): the SHA-256 of a random token,
 * valid for days, used once; a newer link of the same person supersedes the older ones (db/migrations/0009).
 */
export const password_links = pgTable(
  'password_links',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** hex SHA-256 of the token; the token itself is only in the e-mail. */
    token_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    /** Set when the password was set with it, or when a newer link replaced it. */
    used_at: timestamp({ withTimezone: true }),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_links_token_unique').on(t.token_hash), index('password_links_user_idx').on(t.user_id, t.created_at)],
);
