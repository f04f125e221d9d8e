import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { users } from './accounts.ts';

/** `set_password`: no code, only the reset token of a link staff had e-mailed (features/accounts/set-password-link.ts). */
export const SMS_CODE_PURPOSES = ['password_restore', 'sign_in', 'set_password'] as const;

/**
 * One-time SMS codes (docs/decisions/035): bound to the user, the phone and the purpose, stored as a salted
 * hash, valid for minutes, single use, with a counter of wrong tries. A verified code yields a short-lived
 * reset token, also stored only as a hash.
 */
export const sms_codes = pgTable(
  'sms_codes',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    purpose: text({ enum: SMS_CODE_PURPOSES }).notNull(),
    /** hex SHA-256 of salt + code. */
    code_hash: text().notNull(),
    salt: text().notNull(),
    attempts: smallint().notNull().default(0),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    /** Set when the code was used, replaced by a newer one, or burnt by too many wrong tries. */
    consumed_at: timestamp({ withTimezone: true }),
    /** hex SHA-256 of the reset token handed out when the code was verified. */
    reset_token_hash: text(),
    reset_token_expires_at: timestamp({ withTimezone: true }),
    reset_used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_user_purpose_idx').on(t.user_id, t.purpose, t.created_at), index('sms_codes_reset_token_idx').on(t.reset_token_hash)],
);

export const WISHLIST_ITEM_KINDS = ['doctor', 'medical_institution', 'article'] as const;

/** A patient's favourites (SPEC §1): doctors, institutions and articles. */
export const wishlist_items = pgTable(
  'wishlist_items',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: WISHLIST_ITEM_KINDS }).notNull(),
    item_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind, t.item_id] })],
);
