import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { id, softDelete, timestamps, uniqueWhileLive, version } from './columns.ts';

/**
 * Staff-managed redirects (docs/decisions/245): an old site path, normalised (lower case, no trailing
 * slash, no query), answers `http_status` with `target` (a site path or an absolute http(s) address).
 */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    source_path: text().notNull(),
    target: text().notNull(),
    /** `301` permanent or `302` temporary, as text: the back office picks it from a list. */
    http_status: text({ enum: ['301', '302'] })
      .notNull()
      .default('301'),
    is_active: boolean().notNull().default(true),
    version: version(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [uniqueWhileLive('redirects_source_path_live_idx', t.source_path), check('redirects_http_status_check', sql`${t.http_status} in ('301', '302')`)],
);
