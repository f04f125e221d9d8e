import { z } from 'zod';

/** The answers of the timesheet routes, each shape stated once: the types of contracts/timesheets.ts are inferred from them (docs/decisions/293). */

export const TIMESHEET_ENTRY_KINDS = ['work', 'absence', 'day_off'] as const;

const text = z.string().nullable();
export const ZNamedOption = z.object({ id: z.number().int(), name: z.string() });

/** One stored rule as the API answers it. */
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

/** `GET /doctor-timesheets/{doctorId}`: the doctor, where and as whom they may be scheduled, their timesheets. */
export const ZDoctorTimesheets = z.object({
  doctor: ZNamedOption,
  /** The doctor's workplaces the caller manages (a partner: their legal entity's). */
  institutions: z.array(ZNamedOption),
  specializations: z.array(ZNamedOption),
  timesheets: z.array(ZTimesheet),
});

/** Weekly template or a dated exception. */
const source = z.enum(['weekly', 'dated']);
export const ZCalendarInterval = z.object({ entry_id: z.number().int(), start_time: z.string(), end_time: z.string(), source });

/** One day of a timesheet as slots are computed from it (features/schedule/free-slots.ts). */
export const ZCalendarDay = z.object({
  date: z.string(),
  weekday: z.number().int(),
  work: z.array(ZCalendarInterval),
  absences: z.array(ZCalendarInterval),
  /** Closed all day, and by which rule; `null` on a day with work or no rule at all. */
  day_off: z.object({ entry_id: z.number().int(), source, date_from: text, date_to: text }).nullable(),
  /** Work time minus absences. */
  work_minutes: z.number(),
});

export const ZTimesheetCalendar = z.object({
  timesheet_id: z.number().int(),
  is_active: z.boolean(),
  from: z.string(),
  to: z.string(),
  days: z.array(ZCalendarDay),
});

/** A clinic the caller may schedule, for the back office's clinic picker. */
export const ZInstitutionOption = z.object({ id: z.number().int(), name: z.string(), city: text });

const ZCalendarDays = ZTimesheetCalendar.shape.days;

/** One timesheet of a doctor at the clinic: its days over the period and the rules behind them. */
export const ZClinicTimesheet = z.object({
  id: z.number().int(),
  specialization_id: z.number().int().nullable(),
  specialization_name: text,
  is_active: z.boolean(),
  /** The weekly rules and the dated ones that touch the period. */
  entries: z.array(ZTimesheetEntry),
  days: ZCalendarDays,
});

/** `GET /institution-timesheets/{institutionId}`: every doctor of a clinic with their days over a period. */
export const ZClinicTimesheets = z.object({
  institution: ZInstitutionOption,
  from: z.string(),
  to: z.string(),
  doctors: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** The doctor's main specialization. */
      specialization: text,
      /** Still works at the clinic (SPEC §5: new hours need it); a former doctor keeps their timesheets here. */
      attached: z.boolean(),
      timesheets: z.array(ZClinicTimesheet),
    }),
  ),
});

export type InstitutionOption = z.output<typeof ZInstitutionOption>;
export type ClinicTimesheet = z.output<typeof ZClinicTimesheet>;
export type ClinicTimesheets = z.output<typeof ZClinicTimesheets>;
export type ClinicDoctor = ClinicTimesheets['doctors'][number];
