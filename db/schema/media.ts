import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images uploaded in the back office and the partner cabinet (docs/decisions/196), kept in the database so
 * every app instance serves them without shared disks. Named by the hash of their content: the same image
 * uploaded twice is stored once, and an address never changes what it shows.
 */
export const uploaded_files = pgTable(
  'uploaded_files',
  {
    id: id(),
    /** `<sha256 hex, 32 chars>.webp` */
    name: text().notNull().unique(),
    content_type: text().notNull(),
    bytes: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    data: bytea().notNull(),
    /** The account that first uploaded it. */
    uploaded_by: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_created_idx').on(t.created_at)],
);
