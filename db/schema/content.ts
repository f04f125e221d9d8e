import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, softDelete, status, timestamps, translated, translatedDocument, translatedOptional, uniqueWhileLive, version } from './columns.ts';
import { CONTENT_BLOCK_SECTIONS } from '../../contracts/content.ts';

/** Editable static pages (SPEC §2 content-pages). */
export const CONTENT_PAGE_SLUGS = ['about-us', 'for-partners'] as const;
/** Repeated blocks of those pages (their kinds are a contract: the pages render them by kind). */
export { CONTENT_BLOCK_SECTIONS };

export const content_pages = pgTable(
  'content_pages',
  {
    id: id(),
    slug: text().notNull(),
    ...translated('title'),
    ...translatedOptional('intro'),
    ...translatedOptional('meta_title'),
    ...translatedOptional('meta_description'),
    image: text(),
    status: status(),
    version: version(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [uniqueWhileLive('content_pages_slug_unique', t.slug)],
);

export const content_blocks = pgTable(
  'content_blocks',
  {
    id: id(),
    page_id: integer()
      .notNull()
      .references(() => content_pages.id, { onDelete: 'cascade' }),
    section: text({ enum: CONTENT_BLOCK_SECTIONS }).notNull(),
    ...translated('title'),
    ...translatedDocument('text'),
    /** Tabler icon name or image path. */
    icon: text(),
    image: text(),
    order: integer().notNull().default(0),
    status: status(),
    version: version(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [index('content_blocks_page_idx').on(t.page_id, t.section, t.order)],
);

/**
 * What staff did in the back office (SPEC §2 action-log): every write with the before / after of the fields it
 * changed (never hashes or secrets) and every read of patient data. Append-only (db/migrations/0007).
 */
export const action_log = pgTable(
  'action_log',
  {
    id: id(),
    /** Who acted; a plain id, no foreign key, so no removal of an account can rewrite a line (db/migrations/0007). */
    user_id: integer(),
    /** create, update, delete, restore, read, or a command (approve, regenerate-api-key, ...) */
    action: text().notNull(),
    resource: text().notNull(),
    record_id: integer(),
    changes: jsonb().$type<Record<string, unknown>>(),
    /** The partner of a partner representative's write (docs/decisions/270); null for staff. A plain id, as `user_id`. */
    legal_entity_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('action_log_created_idx').on(t.created_at),
    // One person's lines in order, for the log's filter by person (0007).
    index('action_log_user_idx').on(t.user_id, t.created_at),
    index('action_log_resource_idx').on(t.resource, t.record_id),
    index('action_log_legal_entity_idx')
      .on(t.legal_entity_id, t.created_at)
      .where(sql`legal_entity_id is not null`),
  ],
);

/** Small facts about the installation: `demo_seed` (when and with what seed), versions. */
export const app_meta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
