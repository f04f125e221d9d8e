import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, softDelete, status, timestamps, uniqueWhileLive, version } from './columns.ts';
import { users } from './accounts.ts';
import { cities } from './geo.ts';

/**
 * A partner company (SPEC §3 legal entity). Its registration data is legal text in the language the
 * partner filed it in, so it is stored once, not per locale.
 */
export const legal_entities = pgTable(
  'legal_entities',
  {
    id: id(),
    public_name: text().notNull(),
    /** Registered as a sole proprietor (ФОП). */
    has_fop: boolean().notNull().default(false),
    /** 8-digit company code (ЄДРПОУ), or the 10-digit tax number of a sole proprietor. */
    edrpou: text().notNull(),
    country: text().notNull().default('Україна'),
    city_id: integer().references(() => cities.id),
    address: text(),
    organization_phone: text(),
    organization_email: text(),
    contact_phone: text(),
    contact_email: text(),
    head_position: text(),
    head_first_name: text(),
    head_last_name: text(),
    head_middle_name: text(),
    comment: text(),
    status: status(),
    version: version(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [uniqueWhileLive('legal_entities_edrpou_unique', t.edrpou), index('legal_entities_city_idx').on(t.city_id)],
);

/**
 * A legal entity's representative: the partner account (`users.user_type = 'partner'`) plus its profile.
 * API credentials for integrations: the client id is public, the secret is stored only as a hash.
 */
export const representatives = pgTable(
  'representatives',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    legal_entity_id: integer()
      .notNull()
      .references(() => legal_entities.id),
    position: text(),
    contact_email: text(),
    contact_phone: text(),
    comment: text(),
    api_client_id: text(),
    /** SHA-256 (hex) of the generated secret; the secret is shown once and never stored. */
    api_client_secret_hash: text(),
    api_key_created_at: timestamp({ withTimezone: true }),
    status: status(),
    version: version(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    uniqueWhileLive('representatives_user_unique', t.user_id),
    uniqueWhileLive('representatives_api_client_unique', t.api_client_id),
    index('representatives_legal_entity_idx').on(t.legal_entity_id),
  ],
);
