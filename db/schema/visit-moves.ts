import { date, index, integer, pgTable, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { users } from './accounts.ts';
import { doctors } from './doctors.ts';
import { medical_institutions } from './institutions.ts';
import { appointments } from './appointments.ts';
import { waitlist_requests } from './waitlist.ts';

/**
 * One "move every visit" action (docs/decisions/309): a clinic (or one doctor of it) cannot receive on `day`
 * from `start_time` to `end_time` (clinic time). Every booked visit in it gets an item, and its patient is offered
 * the next free times of the same doctor through the waitlist's offers.
 */
export const visit_moves = pgTable(
  'visit_moves',
  {
    id: id(),
    institution_id: integer()
      .notNull()
      .references(() => medical_institutions.id),
    /** One doctor's visits, or (null) every doctor's at the clinic. */
    doctor_id: integer().references(() => doctors.id),
    day: date().notNull(),
    start_time: time().notNull(),
    end_time: time().notNull(),
    /** The range as instants, for the visits' selection and the pages. */
    start_at: timestamp({ withTimezone: true }).notNull(),
    end_at: timestamp({ withTimezone: true }).notNull(),
    /** What the clinic tells its patients, in its own words. */
    note: text(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    actor: text({ enum: ['partner', 'staff'] }).notNull(),
    ...timestamps(),
  },
  (t) => [index('visit_moves_institution_idx').on(t.institution_id, t.created_at)],
);

/**
 * A visit caught by a move. One row per visit ever (`appointment_id` unique): a visit is never moved twice, even
 * by two overlapping moves. What happened since is read from the visit and the waitlist request, not kept twice.
 */
export const visit_move_items = pgTable(
  'visit_move_items',
  {
    id: id(),
    move_id: integer()
      .notNull()
      .references(() => visit_moves.id, { onDelete: 'cascade' }),
    appointment_id: integer()
      .notNull()
      .references(() => appointments.id),
    /** The waitlist request (`source = 'clinic_move'`) that offers her the new times. */
    request_id: integer()
      .notNull()
      .references(() => waitlist_requests.id),
    /** The visit's time when the move caught it. */
    start_at: timestamp({ withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('visit_move_items_appointment_unique').on(t.appointment_id), index('visit_move_items_move_idx').on(t.move_id)],
);
