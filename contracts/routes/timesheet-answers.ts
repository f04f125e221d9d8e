import { z } from 'zod';
import { TIMESHEET_ENTRY_KINDS } from '../timesheets.ts';

/** The answers of the timesheet routes as schemas (the types of contracts/timesheets.ts). */

const text = z.string().nullable();
export const ZNamedOption = z.object({ id: z.number().int(), name: z.string() });

export const ZTimesheetEntry = z.object({
  id: z.number().int(),
  kind: z.enum(TIMESHEET_ENTRY_KINDS),
  weekday: z.number().int().nullable(),
  date_from: text,
  date_to: text,
  start_time: text,
  end_time: text,
});

export const ZTimesheet = z.object({
  id: z.number().int(),
  doctor_id: z.number().int(),
  institution_id: z.number().int(),
  institution_name: z.string(),
  specialization_id: z.number().int().nullable(),
  specialization_name: text,
  slot_duration: z.number().int(),
  is_active: z.boolean(),
  entries: z.array(ZTimesheetEntry),
});

export const ZDoctorTimesheets = z.object({
  doctor: ZNamedOption,
  institutions: z.array(ZNamedOption),
  specializations: z.array(ZNamedOption),
  timesheets: z.array(ZTimesheet),
});

const source = z.enum(['weekly', 'dated']);
const interval = z.object({ entry_id: z.number().int(), start_time: z.string(), end_time: z.string(), source });

export const ZTimesheetCalendar = z.object({
  timesheet_id: z.number().int(),
  is_active: z.boolean(),
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      weekday: z.number().int(),
      work: z.array(interval),
      absences: z.array(interval),
      day_off: z.object({ entry_id: z.number().int(), source, date_from: text, date_to: text }).nullable(),
      work_minutes: z.number(),
    }),
  ),
});
