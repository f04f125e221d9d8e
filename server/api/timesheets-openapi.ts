import { z } from 'zod';
import { MAX_CALENDAR_DAYS, ZCreateTimesheetRequest, ZTimesheetEntryPatch, ZTimesheetEntryRequest, ZUpdateTimesheetRequest } from '../../contracts/timesheets.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });
const ok = (description: string) => ({ description, content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'object' } } } } } });
const noContent = { description: 'done' };

function body(schema: z.ZodType) {
  const { $schema: _omit, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return { required: true, content: { 'application/json': { schema: json } } };
}

const id = (name: string, description: string) => ({ name, in: 'path', required: true, description, schema: { type: 'integer', minimum: 1 } });
const doctorId = id('doctorId', 'doctor');
const timesheetId = id('id', 'timesheet');
const entryId = id('entryId', 'timesheet entry');

const access = {
  401: error('no session'),
  403: error('not staff with timesheets.<action>, nor a partner'),
  404: error("no such doctor, timesheet or entry — or another legal entity's (a partner sees only their own)"),
};
const refused = error(
  'per-field errors under the SPEC §8 message (timesheet create / update / day-off / absence error, check intervals): end after start, intervals overlap, the doctor is not attached to the institution, …',
);

/** OpenAPI paths of the timesheet routes (server/api/timesheets.ts, docs/decisions/130). */
export function timesheetsOpenApiPaths(): Record<string, unknown> {
  const tags = ['timesheets'];
  return {
    '/api/v1/timesheets/doctors': {
      get: {
        tags,
        summary: 'Doctors the caller may schedule (a partner: those working at their legal entity), at most 50, by name',
        parameters: [{ name: 'search', in: 'query', required: false, schema: { type: 'string', maxLength: 100 } }],
        responses: { 200: ok('[{id, name}]'), ...access },
      },
    },
    '/api/v1/timesheets/doctors/{doctorId}': {
      get: {
        tags,
        summary: "A doctor's timesheets with their entries, and the institutions and specializations to choose from",
        parameters: [doctorId],
        responses: { 200: ok('{doctor, institutions, specializations, timesheets: [{…, entries}]}'), ...access },
      },
      post: {
        tags,
        summary: 'Create a timesheet at one of the doctor\'s workplaces',
        parameters: [doctorId],
        requestBody: body(ZCreateTimesheetRequest),
        responses: { 201: ok('the timesheet'), ...access, 422: refused },
      },
    },
    '/api/v1/timesheets/doctors/{doctorId}/{id}': {
      patch: {
        tags,
        summary: "Change a timesheet's institution, specialization or slot length",
        parameters: [doctorId, timesheetId],
        requestBody: body(ZUpdateTimesheetRequest),
        responses: { 200: ok('the timesheet'), ...access, 422: refused },
      },
      delete: { tags, summary: 'Move a timesheet to trash', parameters: [doctorId, timesheetId], responses: { 204: noContent, ...access } },
    },
    '/api/v1/timesheets/{id}/activate': {
      post: { tags, summary: 'SPEC §4: activate (the doctor must still work at the institution)', parameters: [timesheetId], responses: { 200: ok('the timesheet'), ...access, 422: refused } },
    },
    '/api/v1/timesheets/{id}/deactivate': {
      post: { tags, summary: 'SPEC §4: deactivate (no slots from it)', parameters: [timesheetId], responses: { 200: ok('the timesheet'), ...access } },
    },
    '/api/v1/timesheets/{id}/calendar': {
      get: {
        tags,
        summary: `Each day's work intervals, absences and day off, computed like the free slots (at most ${MAX_CALENDAR_DAYS} days)`,
        parameters: [
          timesheetId,
          { name: 'from', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
          { name: 'to', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
        ],
        responses: { 200: ok('{timesheet_id, is_active, from, to, days: [{date, weekday, work, absences, day_off, work_minutes}]}'), 400: error('bad dates'), ...access },
      },
    },
    '/api/v1/timesheets/{id}/entries': {
      post: {
        tags,
        summary: 'Add a weekly rule or a dated exception (one day or a range: a vacation is one entry)',
        parameters: [timesheetId],
        requestBody: body(ZTimesheetEntryRequest),
        responses: { 201: ok('the entry'), ...access, 422: refused },
      },
    },
    '/api/v1/timesheets/{id}/entries/{entryId}': {
      patch: {
        tags,
        summary: 'Change an entry; the result is checked as a whole like a new one',
        parameters: [timesheetId, entryId],
        requestBody: body(ZTimesheetEntryPatch),
        responses: { 200: ok('the entry'), ...access, 422: refused },
      },
      delete: { tags, summary: 'Delete an entry', parameters: [timesheetId, entryId], responses: { 204: noContent, ...access } },
    },
  };
}
