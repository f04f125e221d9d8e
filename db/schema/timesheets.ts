import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, time } from 'drizzle-orm/pg-core';
import { id, softDelete, timestamps } from './columns.ts';
import { specializations } from './dictionaries.ts';
import { doctors } from './doctors.ts';
import { medical_institutions } from './institutions.ts';

/** `work`: receiving hours; `absence`: a gap inside a working day; `day_off`: the whole day off. */
export const TIMESHEET_ENTRY_KINDS = ['work', 'absence', 'day_off'] as const;

/**
 * A schedule of one doctor at one institution (or of the institution itself when `doctor_id` is null),
 * for one specialization. Deactivated schedules keep their rows but produce no slots.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: id(),
    doctor_id: integer().references(() => doctors.id),
    institution_id: integer()
      .notNull()
      .references(() => medical_institutions.id),
    specialization_id: integer().references(() => specializations.id),
    /** Minutes per slot when a service does not say otherwise. */
    slot_duration: smallint().notNull().default(30),
    is_active: boolean().notNull().default(true),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('timesheets_doctor_idx').on(t.doctor_id, t.institution_id),
    index('timesheets_institution_idx').on(t.institution_id),
    check('timesheets_slot_duration_range', sql`${t.slot_duration} between 5 and 480`),
  ],
);

/**
 * One rule of a timesheet. Weekly template rows carry `weekday` (1 = Monday ... 7 = Sunday, ISO);
 * dated exceptions carry `date_from`..`date_to` (inclusive; one day when equal) and override the template
 * on those days. Times are local to the clinic (Europe/Kyiv); `day_off` rows have none.
 */
export const timesheet_entries = pgTable(
  'timesheet_entries',
  {
    id: id(),
    timesheet_id: integer()
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    kind: text({ enum: TIMESHEET_ENTRY_KINDS }).notNull().default('work'),
    weekday: smallint(),
    date_from: date(),
    date_to: date(),
    start_time: time(),
    end_time: time(),
    ...timestamps(),
  },
  (t) => [
    // One index serves lookups by timesheet; the exclusion constraint of 0002 adds a GiST index on weekly rows.
    index('timesheet_entries_timesheet_idx').on(t.timesheet_id, t.date_from),
    check(
      'timesheet_entries_weekly_or_dated',
      sql`(${t.weekday} between 1 and 7 and ${t.date_from} is null and ${t.date_to} is null) or (${t.weekday} is null and ${t.date_from} is not null and ${t.date_to} is not null and ${t.date_to} >= ${t.date_from})`,
    ),
    check(
      'timesheet_entries_times',
      sql`(${t.kind} = 'day_off' and ${t.start_time} is null and ${t.end_time} is null) or (${t.kind} <> 'day_off' and ${t.start_time} is not null and ${t.end_time} is not null and ${t.end_time} > ${t.start_time})`,
    ),
  ],
);
