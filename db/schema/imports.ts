import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { users } from './accounts.ts';

/** A refused row as stored: an i18n key and its parameters, translated when read (docs/decisions/205). */
export interface StoredImportError {
  row: number;
  column: string | null;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * One import of a file (docs/decisions/205). The instance that received the file does the work and writes its
 * progress here, so any instance can answer the browser's polling; the data and the final status are
 * committed in one transaction, so a finished import either wrote everything or nothing.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    user_id: integer().references(() => users.id),
    /** `medical-institutions`, `doctors` or `doctor-services`. */
    kind: text().notNull(),
    /** The legal entity (institutions) or the clinic (doctors, services). */
    target_id: integer().notNull(),
    file_name: text(),
    /** reading, checking, writing, succeeded, failed, cancelled */
    status: text().notNull().default('reading'),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    /** Records written, by kind: `{"doctors": 120, "workplaces": 120}`. */
    created: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** Why the whole file was refused (an i18n key), when it was. */
    message_key: text(),
    errors: jsonb().$type<StoredImportError[]>().notNull().default([]),
    error_count: integer().notNull().default(0),
    cancel_requested: boolean().notNull().default(false),
    /** Raised with every progress report; an unfinished import whose heartbeat stopped was interrupted. */
    heartbeat_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('imports_target_idx').on(t.kind, t.target_id), index('imports_created_idx').on(t.created_at)],
);
