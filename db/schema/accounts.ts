import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { USER_GENDERS } from '../../contracts/accounts.ts';
import { id, softDelete, status, timestamps, translated, version } from './columns.ts';

export const USER_TYPES = ['user', 'patient', 'partner', 'doctor'] as const;
export const STAFF_POSITIONS = ['B/A', 'admin', 'manager'] as const;
/** Declared in contracts/accounts.ts, which the back office's resources read without the table builders. */
export const GENDERS = USER_GENDERS;

export interface PostalAddress {
  country?: string;
  region?: string;
  district?: string;
  city?: string;
  street?: string;
  house?: string;
}

/**
 * Every account that can sign in: staff (`user`), patients, partner representatives and doctors with a
 * cabinet. Profile data of doctors and representatives lives in their own tables, linked by `user_id`.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    user_type: text({ enum: USER_TYPES }).notNull(),
    email: text(),
    /** Digits only, Ukrainian mobiles normalised to 380XXXXXXXXX. */
    phone: text(),
    password_hash: text(),
    password_created_at: timestamp({ withTimezone: true }),
    first_name: text(),
    last_name: text(),
    middle_name: text(),
    gender: text({ enum: GENDERS }),
    birthday: date(),
    /** Staff position (SPEC §3 admin user). */
    position: text({ enum: STAFF_POSITIONS }),
    address: jsonb().$type<PostalAddress>(),
    locale: text({ enum: ['ua', 'ru'] })
      .notNull()
      .default('ua'),
    /** The built-in administrator: cannot be deleted, holds every permission. */
    is_administrator: boolean().notNull().default(false),
    status: status(),
    last_login_at: timestamp({ withTimezone: true }),
    /** Raised by a trigger on changes other than sign-in and password bookkeeping (db/migrations/0009). */
    version: version(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    uniqueIndex('users_email_unique')
      .on(t.user_type, sql`lower(${t.email})`)
      .where(sql`${t.deleted_at} is null`),
    uniqueIndex('users_phone_unique')
      .on(t.user_type, t.phone)
      .where(sql`${t.deleted_at} is null`),
    // One built-in administrator: two instances bootstrapping at once cannot create two.
    uniqueIndex('users_single_administrator')
      .on(t.is_administrator)
      .where(sql`${t.is_administrator}`),
  ],
);

export const permissions = pgTable('permissions', {
  id: id(),
  /** Dotted name, e.g. `specializations.update`. */
  name: text().notNull().unique(),
  ...translated('title'),
});

export const roles = pgTable('roles', {
  id: id(),
  name: text().notNull().unique(),
  ...translated('title'),
  version: version(),
  ...timestamps(),
  ...softDelete(),
});

export const role_permissions = pgTable(
  'role_permissions',
  {
    role_id: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer()
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] })],
);

export const user_roles = pgTable(
  'user_roles',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] })],
);

export const user_permissions = pgTable(
  'user_permissions',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission_id: integer()
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.permission_id] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    id: text().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; idle expiry is last_seen_at + idle_timeout_seconds. */
    expires_at: timestamp({ withTimezone: true }).notNull(),
    /** Fixed at creation from the user type (docs/decisions/031), so expired rows can be purged in SQL. */
    idle_timeout_seconds: integer().notNull(),
    user_agent: text(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);
