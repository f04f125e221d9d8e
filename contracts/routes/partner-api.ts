import { z } from 'zod';
import { ZRejectRequest, ZSlotsQuery } from '../booking.ts';
import { DEFAULT_LIMIT, ZListQuery, ZRecordQuery } from '../list-query.ts';
import { TOKEN_TTL_SECONDS, ZOAuthError, ZTokenAnswer, ZTokenForm } from '../partner-api.ts';
import { ZDoctorWaitlist } from '../waitlist-report.ts';
import { ZCreateTimesheetRequest, ZTimesheetEntryPatch, ZTimesheetEntryRequest, ZUpdateTimesheetRequest } from '../timesheets.ts';
import { dataEnvelope, ZSlotDays } from './booking-answers.ts';
import { route, type RouteDeclaration } from './define.ts';
import { partnerWebhookRoutes } from './partner-api-webhooks.ts';

export { partnerClearClinicStatus, partnerSetClinicStatus };
import { invalid, notOwn, PARTNER_TAG, partnerRead, partnerWrite } from './partner-api-access.ts';
import { partnerClearClinicStatus, partnerSetClinicStatus } from './partner-api-clinic-status.ts';

/**
 * The partner integration API, `/api/partner/v1` (docs/decisions/240-244, 292), declared like the routes of
 * `/api/v1`: the server registers these under its prefix and the OpenAPI document describes them. Paths are
 * relative to the prefix. Reads of records are the generic resource table's reads, scoped to the token's
 * legal entity; the rest call the services the partner cabinet calls, which read the bodies themselves.
 */

/** Loose on purpose: the document promised `data` as an object and shows an example of it. */
const someRecord = z.record(z.string(), z.any());
const changed = (description: string) => ({ status: 200, schema: dataEnvelope(someRecord), description, example: { data: { id: 1207 } } }) as const;
const created = (description: string) => ({ ...changed(description), status: 201 }) as const;

const oauthError = (description: string, example: z.input<typeof ZOAuthError>) => ({ description, example, schema: ZOAuthError });

export const partnerToken = route({
  method: 'POST',
  path: 'oauth/token',
  access: { partnerClient: true },
  tag: PARTNER_TAG,
  body: ZTokenForm,
  bodyUnchecked: true,
  requestContentType: 'application/x-www-form-urlencoded',
  bodyExample: { grant_type: 'client_credentials', scope: 'read write' },
  answer: {
    status: 200,
    schema: ZTokenAnswer,
    description: 'the token',
    example: { access_token: 'vzt_Q2hvb3NlIGEgbG9uZyByYW5kb20gdG9rZW4', token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS, scope: 'read write' },
  },
  errors: {
    400: oauthError('invalid_request, unsupported_grant_type or invalid_scope', {
      error: 'invalid_scope',
      error_description: 'scope is "read", "write" or both',
    }),
    401: oauthError('invalid_client: unknown client, wrong or regenerated secret', {
      error: 'invalid_client',
      error_description: 'client authentication failed',
    }),
    429: { description: 'too many token requests for this client id', example: { message: 'Забагато запитів. Спробуйте за 30 с.' } },
  },
  operationId: 'partnerToken',
  summary: 'OAuth 2.0 client credentials (RFC 6749 §4.4): a bearer token for the partner API',
  description: `The client authenticates by HTTP Basic (client_id:client_secret) or by the client_id and client_secret fields. The token lives ${TOKEN_TTL_SECONDS / 60} minutes; regenerating the secret ends it at once.`,
});

/** The partner API's name of a kind of record → the registry resource whose records it reads. */
export const PARTNER_RESOURCES = {
  doctors: 'doctors',
  clinics: 'medical-institutions',
  services: 'doctor-services',
  timesheets: 'timesheets',
  appointments: 'appointments',
} as const;
export type PartnerRecordPath = keyof typeof PARTNER_RESOURCES;

/** A page and one record of a kind: the generic table's list and read under the token's authorization. */
function recordReads(kind: PartnerRecordPath) {
  const resource = PARTNER_RESOURCES[kind];
  const title = kind.replace(/^./, (letter) => letter.toUpperCase());
  return {
    kind,
    resource,
    list: route({
      ...partnerRead,
      method: 'GET',
      path: kind,
      query: ZListQuery,
      answer: {
        status: 200,
        records: resource,
        list: true,
        description: 'a page',
        example: { data: [{ id: 12 }], meta: { current_page: 1, total_pages: 1, per_page: DEFAULT_LIMIT, total: 1 } },
      },
      errors: { 400: { description: 'a filter, sort or field not allowed', example: { message: 'Некоректний запит' } } },
      operationId: `partnerList${title}`,
      summary: `The partner's ${kind} (records of /api/v1/${resource}, its legal entity's only)`,
    }),
    one: route({
      ...partnerRead,
      method: 'GET',
      path: `${kind}/:id`,
      query: ZRecordQuery,
      answer: { status: 200, records: resource, list: false, description: 'the record', example: { data: { id: 12 } } },
      errors: { 404: notOwn },
      operationId: `partnerGet${title}`,
      summary: `One of the partner's ${kind}`,
    }),
  };
}

export const partnerRecordReads = (Object.keys(PARTNER_RESOURCES) as PartnerRecordPath[]).map(recordReads);

export const partnerDoctorSlots = route({
  ...partnerRead,
  method: 'GET',
  path: 'doctors/:id/slots',
  query: ZSlotsQuery,
  queryUnchecked: true,
  answer: { status: 200, schema: dataEnvelope(ZSlotDays), description: 'days with slots' },
  errors: { 404: notOwn, 422: invalid() },
  operationId: 'partnerDoctorSlots',
  summary: "Free times of one of the partner's doctors, per day (Europe/Kyiv), as the booking page shows them",
});

export const partnerDoctorWaitlist = route({
  ...partnerRead,
  method: 'GET',
  path: 'doctors/:id/waitlist',
  answer: {
    status: 200,
    schema: dataEnvelope(ZDoctorWaitlist),
    description: 'waiting now, and per day',
    example: { data: { doctor_id: 12, waiting: 3, days: [{ date: '2031-03-10', waiting: 2 }] } },
  },
  errors: { 404: notOwn },
  operationId: 'partnerDoctorWaitlist',
  summary: "Patients waiting for an earlier time with one of the partner's doctors: now, and per day of the next four weeks (Europe/Kyiv)",
});

const decided = { 404: notOwn, 409: { description: 'not awaiting this answer, or over', example: { message: 'Статус запису вже змінився' } } };

export const partnerApproveAppointment = route({
  ...partnerWrite,
  method: 'POST',
  path: 'appointments/:id/approve',
  answer: changed('the appointment as the cabinet shows it'),
  errors: decided,
  operationId: 'partnerApproveAppointment',
  summary: 'Approve a booking at one of the clinics',
});

export const partnerRejectAppointment = route({
  ...partnerWrite,
  method: 'POST',
  path: 'appointments/:id/reject',
  body: ZRejectRequest,
  bodyOptional: true,
  bodyUnchecked: true,
  bodyExample: { reason: 'The doctor is ill that day' },
  answer: changed('the appointment as the cabinet shows it'),
  errors: decided,
  operationId: 'partnerRejectAppointment',
  summary: 'Reject a booking (also after approving), with an optional reason told to the patient',
});

export const partnerDoctorTimesheets = route({
  ...partnerRead,
  method: 'GET',
  path: 'doctors/:id/timesheets',
  answer: changed('timesheets'),
  errors: { 404: notOwn },
  operationId: 'partnerDoctorTimesheets',
  summary: "A doctor's timesheets with their entries",
});

export const partnerCreateTimesheet = route({
  ...partnerWrite,
  method: 'POST',
  path: 'doctors/:id/timesheets',
  body: ZCreateTimesheetRequest,
  bodyUnchecked: true,
  bodyExample: { institution_id: 4, slot_duration: 30 },
  answer: created('the timesheet'),
  errors: { 404: notOwn, 422: invalid() },
  operationId: 'partnerCreateTimesheet',
  summary: "Create a timesheet at one of the doctor's workplaces (the timesheet rules of the cabinet)",
});

const timesheetRules = invalid("per-field errors (the cabinet's timesheet rules)");

export const partnerUpdateTimesheet = route({
  ...partnerWrite,
  method: 'PATCH',
  path: 'timesheets/:id',
  body: ZUpdateTimesheetRequest,
  bodyUnchecked: true,
  bodyExample: { slot_duration: 20 },
  answer: {
    ...changed('the timesheet'),
    example: { data: { id: 31, doctor_id: 12, institution_id: 4, specialization_id: 7, slot_duration: 20, is_active: true, entries: [] } },
  },
  errors: {
    404: notOwn,
    409: {
      description: 'the record changed meanwhile, or the change would clash with booked visits',
      example: { message: 'Дані змінилися. Оновіть сторінку.' },
    },
    422: timesheetRules,
  },
  operationId: 'partnerUpdateTimesheet',
  summary: "Change a timesheet in place: its clinic, specialization or slot length (the cabinet's rules)",
});

export const partnerAddTimesheetEntry = route({
  ...partnerWrite,
  method: 'POST',
  path: 'timesheets/:id/entries',
  body: ZTimesheetEntryRequest,
  bodyUnchecked: true,
  bodyExample: { kind: 'work', weekday: 1, start_time: '09:00', end_time: '18:00' },
  answer: created('the entry'),
  errors: { 404: notOwn, 422: invalid() },
  operationId: 'partnerAddTimesheetEntry',
  summary: 'Add a weekly rule or a dated exception (a day off, an absence)',
});

export const partnerUpdateTimesheetEntry = route({
  ...partnerWrite,
  method: 'PATCH',
  path: 'timesheets/:id/entries/:entryId',
  body: ZTimesheetEntryPatch,
  bodyUnchecked: true,
  bodyExample: { start_time: '10:00', end_time: '17:00' },
  answer: { ...changed('the entry'), example: { data: { id: 88, timesheet_id: 31, kind: 'work', weekday: 1, start_time: '10:00', end_time: '17:00' } } },
  errors: { 404: notOwn, 422: timesheetRules },
  operationId: 'partnerUpdateTimesheetEntry',
  summary: 'Change an entry in place; the result is checked as a whole, like a new one',
});

export const partnerRemoveTimesheetEntry = route({
  ...partnerWrite,
  method: 'DELETE',
  path: 'timesheets/:id/entries/:entryId',
  answer: { status: 204, description: 'removed' },
  errors: { 404: notOwn },
  operationId: 'partnerRemoveTimesheetEntry',
  summary: 'Delete an entry',
});

export const partnerActivateTimesheet = route({
  ...partnerWrite,
  method: 'POST',
  path: 'timesheets/:id/activate',
  answer: changed('the timesheet'),
  errors: { 404: notOwn, 422: invalid() },
  operationId: 'partnerActivateTimesheet',
  summary: 'Activate a timesheet',
});

export const partnerDeactivateTimesheet = route({
  ...partnerWrite,
  method: 'POST',
  path: 'timesheets/:id/deactivate',
  answer: changed('the timesheet'),
  errors: { 404: notOwn },
  operationId: 'partnerDeactivateTimesheet',
  summary: 'Deactivate a timesheet (no slots from it)',
});

/** Every route of the partner API, in the order the document lists them. */
export const partnerApiRoutes: readonly RouteDeclaration[] = [
  partnerToken,
  ...partnerRecordReads.flatMap(({ list, one }) => [list, one]),
  partnerDoctorSlots,
  partnerDoctorWaitlist,
  partnerSetClinicStatus,
  partnerClearClinicStatus,
  partnerDoctorTimesheets,
  partnerCreateTimesheet,
  partnerUpdateTimesheet,
  partnerAddTimesheetEntry,
  partnerUpdateTimesheetEntry,
  partnerRemoveTimesheetEntry,
  partnerActivateTimesheet,
  partnerDeactivateTimesheet,
  partnerApproveAppointment,
  partnerRejectAppointment,
  ...partnerWebhookRoutes,
];
