import { z } from 'zod';
import type {
  ZCalendarDay,
  ZCalendarInterval,
  ZDoctorTimesheets,
  ZNamedOption,
  ZTimesheet,
  ZTimesheetCalendar,
  ZTimesheetEntry,
} from './routes/timesheet-answers.ts';
import { TIMESHEET_ENTRY_KINDS } from './routes/timesheet-answers.ts';
// The values an answer names live with the answer; here for the requests and the importers of this file.
export { TIMESHEET_ENTRY_KINDS } from './routes/timesheet-answers.ts';

/**
 * Timesheet contracts shared by the calendar screens and the API (SPEC §3–5, docs/decisions/130). Messages
 * are i18n keys. Times are wall-clock `HH:MM` in the clinic's zone; dates `YYYY-MM-DD` on its calendar.
 */

export type TimesheetEntryKind = (typeof TIMESHEET_ENTRY_KINDS)[number];

/** One dated entry covers at most this many days (a long leave is still one entry). */
export const MAX_ENTRY_DAYS = 366;
/** The calendar answers at most this many days at once (a month view with its leading and trailing weeks). */
export const MAX_CALENDAR_DAYS = 62;

const ZClock = z.string({ error: 'validation.required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'timesheet.time.invalid' });
const ZDate = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'timesheet.date.invalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: 'timesheet.date.invalid',
  });
const ZRelationId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/)])
  .transform(Number)
  .pipe(z.number().int().min(1).max(2_147_483_647));

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A rule of a timesheet: weekly (`weekday` 1 = Monday … 7 = Sunday) or dated (`date_from`..`date_to`,
 * inclusive). Work and absence need start and end times, end after start; a day off has none.
 */
export const ZTimesheetEntryRequest = z
  .strictObject({
    kind: z.enum(TIMESHEET_ENTRY_KINDS, { error: 'validation.invalid_value' }),
    weekday: z.number({ error: 'validation.required' }).int().min(1).max(7).nullable().optional(),
    date_from: ZDate.nullable().optional(),
    date_to: ZDate.nullable().optional(),
    start_time: ZClock.nullable().optional(),
    end_time: ZClock.nullable().optional(),
  })
  .superRefine((entry, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const dated = entry.date_from != null || entry.date_to != null;
    if (entry.weekday != null && dated) issue('weekday', 'timesheet.weekly.or.dated');
    if (entry.weekday == null && !dated) issue('weekday', 'timesheet.weekday.or.dates.required');
    if (dated) {
      if (entry.date_from == null) issue('date_from', 'validation.required');
      if (entry.date_to == null) issue('date_to', 'validation.required');
      if (entry.date_from && entry.date_to) {
        if (entry.date_to < entry.date_from) issue('date_to', 'timesheet.date.end.before.start');
        else if (daysBetween(entry.date_from, entry.date_to) >= MAX_ENTRY_DAYS) issue('date_to', 'timesheet.date.range.too.long');
      }
    }
    if (entry.kind === 'day_off') {
      if (entry.start_time != null) issue('start_time', 'timesheet.day.off.no.times');
      if (entry.end_time != null) issue('end_time', 'timesheet.day.off.no.times');
      return;
    }
    if (entry.start_time == null) issue('start_time', 'validation.required');
    if (entry.end_time == null) issue('end_time', 'validation.required');
    if (entry.start_time && entry.end_time && entry.end_time <= entry.start_time) issue('end_time', 'timesheet.end.after.start');
  });
export type TTimesheetEntryRequest = z.input<typeof ZTimesheetEntryRequest>;

/** A partial change of an entry: merged over the stored one, then checked as a whole. */
export const ZTimesheetEntryPatch = z.strictObject({
  kind: z.enum(TIMESHEET_ENTRY_KINDS).optional(),
  weekday: z.number().int().min(1).max(7).nullable().optional(),
  date_from: z.string().nullable().optional(),
  date_to: z.string().nullable().optional(),
  start_time: z.string().nullable().optional(),
  end_time: z.string().nullable().optional(),
});

export const ZCreateTimesheetRequest = z.strictObject({
  institution_id: ZRelationId.describe('an institution where the doctor works (doctor_workplaces)'),
  specialization_id: ZRelationId.nullable().optional().describe("one of the doctor's specializations"),
  slot_duration: z.number().int().min(5).max(480).optional().describe('minutes per slot when no default service says otherwise'),
  is_active: z.boolean().optional(),
});
export type TCreateTimesheetRequest = z.input<typeof ZCreateTimesheetRequest>;

export const ZUpdateTimesheetRequest = ZCreateTimesheetRequest.omit({ is_active: true }).partial().strict();
export type TUpdateTimesheetRequest = z.input<typeof ZUpdateTimesheetRequest>;

export const ZCalendarQuery = z.strictObject({ from: ZDate, to: ZDate }).superRefine(({ from, to }, context) => {
  if (to < from) context.addIssue({ code: 'custom', path: ['to'], message: 'timesheet.date.end.before.start' });
  else if (daysBetween(from, to) >= MAX_CALENDAR_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: 'timesheet.calendar.too.long' });
});

/**
 * SPEC §8 "timesheet create, update, day-off, absence errors (check intervals)": the message above the
 * per-field errors of a refused write, by what was written.
 */
export function timesheetErrorMessage(subject: 'create' | 'update' | TimesheetEntryKind | undefined): string {
  switch (subject) {
    case 'create':
      return 'timesheet.create.error';
    case 'day_off':
      return 'timesheet.day.off.error';
    case 'absence':
      return 'timesheet.absence.error';
    default:
      return 'timesheet.update.error';
  }
}

// The answers' shapes are stated once in routes/timesheet-answers.ts and inferred here (docs/decisions/293).
export type TimesheetEntry = z.output<typeof ZTimesheetEntry>;
export type Timesheet = z.output<typeof ZTimesheet>;
export type NamedOption = z.output<typeof ZNamedOption>;
export type DoctorTimesheets = z.output<typeof ZDoctorTimesheets>;
export type CalendarInterval = z.output<typeof ZCalendarInterval>;
export type CalendarDay = z.output<typeof ZCalendarDay>;
export type TimesheetCalendar = z.output<typeof ZTimesheetCalendar>;
