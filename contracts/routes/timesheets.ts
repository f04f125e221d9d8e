import { z } from 'zod';
import {
  MAX_CALENDAR_DAYS,
  ZCalendarQuery,
  ZCreateTimesheetRequest,
  ZTimesheetEntryPatch,
  ZTimesheetEntryRequest,
  ZUpdateTimesheetRequest,
} from '../timesheets.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';
import {
  ZClinicTimesheets,
  ZDoctorTimesheets,
  ZInstitutionOption,
  ZNamedOption,
  ZTimesheet,
  ZTimesheetCalendar,
  ZTimesheetEntry,
} from './timesheet-answers.ts';

/**
 * Timesheets of doctors for the back office and partners (docs/decisions/130). The service checks who may
 * schedule whom (staff with `timesheets.<action>`, or a partner for their own legal entity's doctors) and
 * reads the bodies with the schemas named here (`bodyUnchecked`), answering a refusal under the SPEC §8 message.
 * One doctor's timesheets live under `doctor-timesheets/`, one clinic's under `institution-timesheets/`, and one
 * timesheet's activation, calendar and entries under `timesheets/{id}/`, so no path reads two ways (docs/decisions/225).
 */

const shared = {
  access: { service: 'staff with timesheets.<action>, or a partner' },
  errors: { 404: "no such doctor, timesheet or entry — or another legal entity's (a partner sees only their own)" },
  tag: 'timesheets',
} as const;
const refused = {
  ...shared.errors,
  422: 'per-field errors under the SPEC §8 message (timesheet create / update / day-off / absence error, check intervals): end after start, intervals overlap, the doctor is not attached to the institution, …',
};
const timesheet = { status: 200, schema: dataEnvelope(ZTimesheet), description: 'the timesheet' } as const;
const entry = { status: 200, schema: dataEnvelope(ZTimesheetEntry), description: 'the entry' } as const;

/** `?search=`: part of a doctor's name. */
export const ZDoctorSearch = z.strictObject({ search: z.string().max(100).optional() });

export const schedulableDoctors = route({
  ...shared,
  method: 'GET',
  path: 'timesheets/doctors',
  query: ZDoctorSearch,
  answer: { status: 200, schema: dataEnvelope(z.array(ZNamedOption)), description: '[{id, name}]' },
  operationId: 'schedulableDoctors',
  summary: 'Doctors the caller may schedule (a partner: those working at their legal entity), at most 50, by name',
});

/** `?search=`: part of a clinic's name. */
export const ZInstitutionSearch = z.strictObject({ search: z.string().max(100).optional() });

export const schedulableInstitutions = route({
  ...shared,
  method: 'GET',
  path: 'timesheets/institutions',
  query: ZInstitutionSearch,
  answer: { status: 200, schema: dataEnvelope(z.array(ZInstitutionOption)), description: '[{id, name, city}]' },
  operationId: 'schedulableInstitutions',
  summary: "Clinics whose doctors the caller may schedule (a partner: their legal entity's), at most 50, by name",
});

export const institutionTimesheets = route({
  ...shared,
  method: 'GET',
  path: 'institution-timesheets/:institutionId',
  formerPath: 'timesheets/institutions/:institutionId',
  query: ZCalendarQuery,
  answer: {
    status: 200,
    schema: dataEnvelope(ZClinicTimesheets),
    description:
      '{institution, from, to, doctors: [{id, name, specialization, attached, timesheets: [{id, specialization_id, specialization_name, is_active, entries, days}]}]}',
  },
  errors: { 404: "no such clinic — or another legal entity's", 400: 'bad dates' },
  operationId: 'institutionTimesheets',
  summary: `Every doctor of a clinic with each day's work, absences and day off there, computed like the free slots (at most ${MAX_CALENDAR_DAYS} days)`,
});

export const doctorTimesheets = route({
  ...shared,
  method: 'GET',
  path: 'doctor-timesheets/:doctorId',
  formerPath: 'timesheets/doctors/:doctorId',
  answer: { status: 200, schema: dataEnvelope(ZDoctorTimesheets), description: '{doctor, institutions, specializations, timesheets: [{…, entries}]}' },
  operationId: 'doctorTimesheets',
  summary: "A doctor's timesheets with their entries, and the institutions and specializations to choose from",
});

export const createTimesheet = route({
  ...shared,
  method: 'POST',
  path: 'doctor-timesheets/:doctorId',
  formerPath: 'timesheets/doctors/:doctorId',
  body: ZCreateTimesheetRequest,
  bodyUnchecked: true,
  answer: { ...timesheet, status: 201 },
  errors: refused,
  operationId: 'createTimesheet',
  summary: "Create a timesheet at one of the doctor's workplaces",
});

export const updateTimesheet = route({
  ...shared,
  method: 'PATCH',
  path: 'doctor-timesheets/:doctorId/:id',
  formerPath: 'timesheets/doctors/:doctorId/:id',
  body: ZUpdateTimesheetRequest,
  bodyUnchecked: true,
  answer: timesheet,
  errors: refused,
  operationId: 'updateTimesheet',
  summary: "Change a timesheet's institution, specialization or slot length",
});

export const removeTimesheet = route({
  ...shared,
  method: 'DELETE',
  path: 'doctor-timesheets/:doctorId/:id',
  formerPath: 'timesheets/doctors/:doctorId/:id',
  answer: { status: 204, description: 'done' },
  operationId: 'removeTimesheet',
  summary: 'Move a timesheet to trash',
});

export const activateTimesheet = route({
  ...shared,
  method: 'POST',
  path: 'timesheets/:id/activate',
  answer: timesheet,
  errors: refused,
  operationId: 'activateTimesheet',
  summary: 'SPEC §4: activate (the doctor must still work at the institution)',
});

export const deactivateTimesheet = route({
  ...shared,
  method: 'POST',
  path: 'timesheets/:id/deactivate',
  answer: timesheet,
  operationId: 'deactivateTimesheet',
  summary: 'SPEC §4: deactivate (no slots from it)',
});

export const timesheetCalendar = route({
  ...shared,
  method: 'GET',
  path: 'timesheets/:id/calendar',
  query: ZCalendarQuery,
  answer: {
    status: 200,
    schema: dataEnvelope(ZTimesheetCalendar),
    description: '{timesheet_id, is_active, from, to, days: [{date, weekday, work, absences, day_off, work_minutes}]}',
  },
  errors: { ...shared.errors, 400: 'bad dates' },
  operationId: 'timesheetCalendar',
  summary: `Each day's work intervals, absences and day off, computed like the free slots (at most ${MAX_CALENDAR_DAYS} days)`,
});

export const addTimesheetEntry = route({
  ...shared,
  method: 'POST',
  path: 'timesheets/:id/entries',
  body: ZTimesheetEntryRequest,
  bodyUnchecked: true,
  answer: { ...entry, status: 201 },
  errors: refused,
  operationId: 'addTimesheetEntry',
  summary: 'Add a weekly rule or a dated exception (one day or a range: a vacation is one entry)',
});

export const updateTimesheetEntry = route({
  ...shared,
  method: 'PATCH',
  path: 'timesheets/:id/entries/:entryId',
  body: ZTimesheetEntryPatch,
  bodyUnchecked: true,
  answer: entry,
  errors: refused,
  operationId: 'updateTimesheetEntry',
  summary: 'Change an entry; the result is checked as a whole like a new one',
});

export const removeTimesheetEntry = route({
  ...shared,
  method: 'DELETE',
  path: 'timesheets/:id/entries/:entryId',
  answer: { status: 204, description: 'done' },
  operationId: 'removeTimesheetEntry',
  summary: 'Delete an entry',
});
