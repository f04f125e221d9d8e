import { and, asc, ilike, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DoctorTimesheets, NamedOption, TimesheetCalendar, ZCalendarQuery } from '../../contracts/timesheets.ts';
import type { Database } from '../../db/client.ts';
import type { CallContext } from '../records/types.ts';
import { inLocale } from '../../db/sql.ts';
import { doctorInScope, timesheetScope } from './access.ts';
import { timesheetCalendar } from './calendar.ts';
import { clinicTimesheets, listSchedulableInstitutions } from './clinic-calendar.ts';
import { addEntry, removeEntry, updateEntry } from './entry-writes.ts';
import { doctorSpecializations, loadTimesheets, managedInstitutions, oneTimesheet, visibleDoctor } from './reads.ts';
import { createTimesheet, removeTimesheet, setTimesheetActive, updateTimesheet } from './timesheet-writes.ts';
import type { TimesheetsContext } from './timesheets-context.ts';
import { doctors } from '../../db/schema/index.ts';

export { TimesheetInputError } from './checks.ts';

/** At most this many doctors in the picker's answer; the search narrows it. */
const DOCTOR_PICK_LIMIT = 50;

export interface TimesheetsOptions {
  /** After a committed change of a doctor's schedule (the next-slot index forgets them). */
  onScheduleChange?: (doctorId: number) => void;
}

/** The doctors the caller may schedule, by name, for a picker. */
export async function listSchedulableDoctors({ db }: TimesheetsContext, search: string | undefined, context: CallContext): Promise<NamedOption[]> {
  const scope = await timesheetScope(db, context.user, 'read');
  const name = inLocale(context.locale, doctors.full_name_ua, doctors.full_name_ru);
  const pattern = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  return db
    .select({ id: doctors.id, name })
    .from(doctors)
    .where(
      and(
        isNull(doctors.deleted_at),
        doctorInScope(scope, doctors),
        pattern === null ? undefined : or(ilike(doctors.full_name_ua, pattern), ilike(doctors.full_name_ru, pattern)),
      ),
    )
    .orderBy(asc(name), asc(doctors.id))
    .limit(DOCTOR_PICK_LIMIT);
}

/** The doctor, their workplaces and specializations the caller may choose, and their timesheets with entries. */
export async function timesheetBoard({ db }: TimesheetsContext, doctorId: number, context: CallContext): Promise<DoctorTimesheets> {
  const scope = await timesheetScope(db, context.user, 'read');
  const doctor = await visibleDoctor(db, scope, doctorId, context);
  const [institutions, specializations, timesheets] = await Promise.all([
    managedInstitutions(db, scope, doctorId, context),
    doctorSpecializations(db, doctorId, context),
    loadTimesheets(db, scope, context, { doctorId }),
  ]);
  return { doctor, institutions, specializations, timesheets };
}

/** Each day's work, absences and day off from `from` to `to` (at most 62 days), as slots are computed. */
export async function timesheetDays(
  { db }: TimesheetsContext,
  id: number,
  { from, to }: z.output<typeof ZCalendarQuery>,
  context: CallContext,
): Promise<TimesheetCalendar> {
  const scope = await timesheetScope(db, context.user, 'read');
  const timesheet = await oneTimesheet(db, scope, id, context);
  return { timesheet_id: id, is_active: timesheet.is_active, from, to, days: timesheetCalendar(timesheet.entries, from, to) };
}

/**
 * Timesheets of doctors at institutions (SPEC §3–5): weekly templates and dated exceptions, checked so that
 * end is after start, intervals never overlap, and the doctor works at the institution. Partners manage
 * only their legal entity's institutions; others' records answer 404 as if they did not exist. Each use case
 * is a plain function in this folder; the service binds them to one database.
 */
export function createTimesheetsService(database: Database, options: TimesheetsOptions = {}) {
  const context: TimesheetsContext = { db: database.db, changed: (doctorId) => options.onScheduleChange?.(doctorId) };
  return {
    listDoctors: (search: string | undefined, call: CallContext) => listSchedulableDoctors(context, search, call),
    board: (doctorId: number, call: CallContext) => timesheetBoard(context, doctorId, call),
    createTimesheet: (doctorId: number, body: unknown, call: CallContext) => createTimesheet(context, doctorId, body, call),
    updateTimesheet: (doctorId: number, id: number, body: unknown, call: CallContext) => updateTimesheet(context, doctorId, id, body, call),
    removeTimesheet: (doctorId: number, id: number, call: CallContext) => removeTimesheet(context, doctorId, id, call),
    setActive: (id: number, active: boolean, call: CallContext) => setTimesheetActive(context, id, active, call),
    addEntry: (id: number, body: unknown, call: CallContext) => addEntry(context, id, body, call),
    updateEntry: (id: number, entryId: number, body: unknown, call: CallContext) => updateEntry(context, id, entryId, body, call),
    removeEntry: (id: number, entryId: number, call: CallContext) => removeEntry(context, id, entryId, call),
    calendar: (id: number, query: z.output<typeof ZCalendarQuery>, call: CallContext) => timesheetDays(context, id, query, call),
    listInstitutions: (search: string | undefined, call: CallContext) => listSchedulableInstitutions(context, search, call),
    clinic: (institutionId: number, query: z.output<typeof ZCalendarQuery>, call: CallContext) => clinicTimesheets(context, institutionId, query, call),
  };
}

export type TimesheetsService = ReturnType<typeof createTimesheetsService>;
