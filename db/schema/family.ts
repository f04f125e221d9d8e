import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, timestamps } from './columns.ts';
import { users } from './accounts.ts';

/** Kept in step with contracts/family.ts (FAMILY_RELATIONS). */
export const FAMILY_RELATION_VALUES = ['son', 'daughter', 'mother', 'father', 'spouse', 'other'] as const;

/**
 * A patient's family members: a child or another relative the patient books visits for
 * (docs/decisions/183). Created by 0005_family_members.sql; they go with their account.
 */
export const family_members = pgTable(
  'family_members',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    last_name: text().notNull(),
    first_name: text().notNull(),
    middle_name: text(),
    birthday: date().notNull(),
    relation: text({ enum: FAMILY_RELATION_VALUES }).notNull(),
    gender: text({ enum: ['male', 'female'] }),
    ...timestamps(),
  },
  (t) => [
    index('family_members_user_idx').on(t.user_id, t.id),
    check('family_members_relation', sql`${t.relation} in ('son', 'daughter', 'mother', 'father', 'spouse', 'other')`),
  ],
);
