import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { appointments } from './appointments.ts';
import { legal_entities, representatives } from './partners.ts';

/** A bearer token of the partner API (docs/decisions/240): only its SHA-256 is kept. */
export const partner_api_tokens = pgTable(
  'partner_api_tokens',
  {
    id: id(),
    representative_id: integer()
      .notNull()
      .references(() => representatives.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    /** The client secret's hash the token was issued against: a regenerated secret ends the token. */
    secret_hash: text().notNull(),
    /** `read`, `write` or `read write`. */
    scope: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_api_tokens_hash_unique').on(t.token_hash), index('partner_api_tokens_expiry_idx').on(t.expires_at)],
);

/** A partner's webhook URL (docs/decisions/242). */
export const partner_webhook_endpoints = pgTable(
  'partner_webhook_endpoints',
  {
    id: id(),
    legal_entity_id: integer()
      .notNull()
      .references(() => legal_entities.id),
    url: text().notNull(),
    /** Signs every delivery (HMAC-SHA256); shown to the partner once, when made. */
    signing_secret: text().notNull(),
    /** After a rotation, the secret that still signs beside the new one until `previous_secret_expires_at` (docs/decisions/272). */
    previous_signing_secret: text(),
    previous_secret_expires_at: timestamp({ withTimezone: true }),
    events: text().array().notNull(),
    is_active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('partner_webhook_endpoints_entity_idx')
      .on(t.legal_entity_id)
      .where(sql`deleted_at is null`),
  ],
);

/** One event for one endpoint, with its tries (docs/decisions/243). */
export const partner_webhook_deliveries = pgTable(
  'partner_webhook_deliveries',
  {
    id: id(),
    endpoint_id: integer()
      .notNull()
      .references(() => partner_webhook_endpoints.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    appointment_id: integer().references(() => appointments.id, { onDelete: 'set null' }),
    body: text().notNull(),
    status: text({ enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    response_code: integer(),
    last_error: text(),
    next_attempt_at: timestamp({ withTimezone: true }),
    last_attempt_at: timestamp({ withTimezone: true }),
    delivered_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partner_webhook_deliveries_endpoint_idx').on(t.endpoint_id, t.id.desc().nullsFirst()),
    check('partner_webhook_deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
