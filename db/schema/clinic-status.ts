import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { users } from './accounts.ts';
import { medical_institutions } from './institutions.ts';

/**
 * What a clinic says about itself right now (docs/decisions/306): working, working on a generator, reception
 * paused (in the shelter), closed today; an optional note and end. A row of its own, not columns of the clinic:
 * a partner's tap must not raise the clinic record's version under an administrator's open form. A status whose
 * `until` passed is over: readers treat it as none (no job needed to clear it).
 */
export const CLINIC_LIVE_STATUSES = ['working', 'generator', 'paused', 'closed'] as const;

export const clinic_live_status = pgTable(
  'clinic_live_status',
  {
    // Its own id, as every table the back office lists (resources/clinic-statuses.ts); one row per clinic by index.
    id: id(),
    institution_id: integer()
      .notNull()
      .references(() => medical_institutions.id, { onDelete: 'cascade' }),
    status: text({ enum: CLINIC_LIVE_STATUSES }).notNull(),
    /** In the partner's words, shown as written in both languages. */
    note: text(),
    until: timestamp({ withTimezone: true }),
    set_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    set_by: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('clinic_live_status_institution_unique').on(t.institution_id), index('clinic_live_status_until_idx').on(t.until)],
);
