import { type z } from 'zod';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../../contracts/list-query.ts';
import { ZRejectRequest } from '../../../contracts/booking.ts';
import { ZSlotDays } from '../../../contracts/routes/booking-answers.ts';
import { ZCreateTimesheetRequest, ZTimesheetEntryRequest } from '../../../contracts/timesheets.ts';
import {
  PARTNER_API_BASE,
  SIGNATURE_HEADER,
  TOKEN_TTL_SECONDS,
  WEBHOOK_EVENTS,
  ZCreatedWebhookEndpoint,
  ZOAuthError,
  ZTokenAnswer,
  ZWebhookDelivery,
  ZWebhookEndpoint,
  ZWebhookEndpointRequest,
} from '../../../contracts/partner-api.ts';
import type { JsonSchema } from '../resources-openapi.ts';
import { PARTNER_RESOURCES } from './routes.ts';

/**
 * The partner API in the OpenAPI document (docs/decisions/244): written by hand beside its routes, from the
 * same contracts, with an example for every answer a client reads.
 */

import { content, error, guarded, idParameter, notOwn, pascal, read, ref, schemaOf, TAG, tooMany, write } from './openapi-parts.ts';
import { editPaths } from './openapi-edits.ts';

const EXAMPLE_ENDPOINT = { id: 3, url: 'https://clinic.example.com/hooks/vizyt', events: [...WEBHOOK_EVENTS], is_active: true, created_at: '2026-11-27T09:00:00.000Z' };
const EXAMPLE_DELIVERY = {
  id: 41,
  endpoint_id: 3,
  event: 'appointment.created',
  appointment_id: 1207,
  status: 'delivered',
  attempts: 1,
  response_code: 200,
  next_attempt_at: null,
  last_attempt_at: '2026-11-27T09:10:02.000Z',
  delivered_at: '2026-11-27T09:10:02.000Z',
  created_at: '2026-11-27T09:10:01.000Z',
};

function listParameters(): unknown[] {
  const query = (name: string, schema: JsonSchema, description: string, extra: JsonSchema = {}) => ({ name, in: 'query', schema, description, ...extra });
  return [
    query('page', { type: 'integer', minimum: 1, default: 1 }, 'page number'),
    query('limit', { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT }, `page size, at most ${MAX_LIMIT}`),
    query('sort', { type: 'string' }, 'field:asc|desc, comma-separated, as in /api/v1'),
    query('filters', ref('ListFilters'), 'filters[field][$op]=value, as in /api/v1 (the same whitelisted fields)', { style: 'deepObject', explode: true }),
    query('search', { type: 'string', maxLength: 200 }, 'matched against the searchable fields, as in /api/v1'),
  ];
}

function recordPaths(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const [kind, resource] of Object.entries(PARTNER_RESOURCES)) {
    const record = ref(`${pascal(resource)}Record`);
    const title = kind.replace(/^./, (letter) => letter.toUpperCase());
    paths[`${PARTNER_API_BASE}/${kind}`] = {
      get: {
        operationId: `partnerList${title}`,
        tags: [TAG],
        summary: `The partner's ${kind} (records of /api/v1/${resource}, its legal entity's only)`,
        security: read,
        parameters: listParameters(),
        responses: {
          200: {
            description: 'a page',
            ...content(
              { type: 'object', properties: { data: { type: 'array', items: record }, meta: ref('ListMeta') } },
              { data: [{ id: 12 }], meta: { current_page: 1, total_pages: 1, per_page: DEFAULT_LIMIT, total: 1 } },
            ),
          },
          400: error('a filter, sort or field not allowed', { message: 'Некоректний запит' }),
          ...guarded,
        },
      },
    };
    paths[`${PARTNER_API_BASE}/${kind}/{id}`] = {
      get: {
        operationId: `partnerGet${title}`,
        tags: [TAG],
        summary: `One of the partner's ${kind}`,
        security: read,
        parameters: [idParameter],
        responses: { 200: { description: 'the record', ...content({ type: 'object', properties: { data: record } }, { data: { id: 12 } }) }, 404: notOwn, ...guarded },
      },
    };
  }
  return paths;
}

function webhookPaths(): Record<string, unknown> {
  const base = `${PARTNER_API_BASE}/webhooks`;
  return {
    [base]: {
      get: {
        operationId: 'partnerListWebhooks',
        tags: [TAG],
        summary: "The partner's webhook endpoints (never their signing secrets)",
        security: read,
        responses: { 200: { description: 'endpoints', ...content({ type: 'object', properties: { data: { type: 'array', items: schemaOf(ZWebhookEndpoint) } } }, { data: [EXAMPLE_ENDPOINT] }) }, ...guarded },
      },
      post: {
        operationId: 'partnerCreateWebhook',
        tags: [TAG],
        summary: 'Register an https URL for appointment events; the answer shows its signing secret once',
        description: `Each delivery is a POST of JSON \`{id, event, created_at, data: {appointment}}\` with \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">\`. Any 2xx answer is taken; anything else is tried again with growing pauses for 24 hours.`,
        security: write,
        requestBody: { required: true, ...content(schemaOf(ZWebhookEndpointRequest, 'input'), { url: 'https://clinic.example.com/hooks/vizyt', events: ['appointment.created', 'appointment.cancelled'] }) },
        responses: {
          201: { description: 'the endpoint and its signing secret', ...content({ type: 'object', properties: { data: schemaOf(ZCreatedWebhookEndpoint) } }, { data: { ...EXAMPLE_ENDPOINT, signing_secret: 'whsec_4b1f0c2e9d8a7b6c5d4e3f2a1b0c9d8e' } }) },
          409: error('five endpoints already', { message: 'Можна додати не більше 5 адрес вебхуків.' }),
          422: error('not an https URL, or unknown events', { message: 'Перевірте правильність введених даних' }),
          ...guarded,
        },
      },
    },
    [`${base}/{id}`]: {
      delete: {
        operationId: 'partnerDeleteWebhook',
        tags: [TAG],
        summary: 'Stop deliveries to an endpoint',
        security: write,
        parameters: [idParameter],
        responses: { 204: { description: 'removed' }, 404: notOwn, ...guarded },
      },
    },
    [`${base}/{id}/deliveries`]: {
      get: {
        operationId: 'partnerWebhookDeliveries',
        tags: [TAG],
        summary: "An endpoint's latest deliveries: status, attempts, the receiver's answer",
        security: read,
        parameters: [idParameter],
        responses: { 200: { description: 'newest first', ...content({ type: 'object', properties: { data: { type: 'array', items: schemaOf(ZWebhookDelivery) } } }, { data: [EXAMPLE_DELIVERY] }) }, 404: notOwn, ...guarded },
      },
    },
  };
}

function commandPaths(): Record<string, unknown> {
  const ok = (description: string) => ({ description, ...content({ type: 'object', properties: { data: { type: 'object' } } }, { data: { id: 1207 } }) });
  const invalid = error('per-field errors', { message: 'Перевірте правильність введених даних' });
  const appointment = (action: 'approve' | 'reject') => ({
    post: {
      operationId: `partner${action === 'approve' ? 'Approve' : 'Reject'}Appointment`,
      tags: [TAG],
      summary: action === 'approve' ? 'Approve a booking at one of the clinics' : 'Reject a booking (also after approving), with an optional reason told to the patient',
      security: write,
      parameters: [idParameter],
      ...(action === 'reject' ? { requestBody: { required: false, ...content(schemaOf(ZRejectRequest, 'input'), { reason: 'The doctor is ill that day' }) } } : {}),
      responses: { 200: ok('the appointment as the cabinet shows it'), 404: notOwn, 409: error('not awaiting this answer, or over', { message: 'Статус запису вже змінився' }), ...guarded },
    },
  });
  return {
    [`${PARTNER_API_BASE}/doctors/{id}/slots`]: {
      get: {
        operationId: 'partnerDoctorSlots',
        tags: [TAG],
        summary: "Free times of one of the partner's doctors, per day (Europe/Kyiv), as the booking page shows them",
        security: read,
        parameters: [
          idParameter,
          { name: 'service_id', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } },
          { name: 'institution_id', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } },
          { name: 'from', in: 'query', schema: { type: 'string', format: 'date' } },
          { name: 'days', in: 'query', schema: { type: 'integer', minimum: 1 } },
        ],
        responses: { 200: { description: 'days with slots', ...content({ type: 'object', properties: { data: schemaOf(ZSlotDays) } }) }, 404: notOwn, 422: invalid, ...guarded },
      },
    },
    [`${PARTNER_API_BASE}/doctors/{id}/timesheets`]: {
      get: {
        operationId: 'partnerDoctorTimesheets',
        tags: [TAG],
        summary: "A doctor's timesheets with their entries",
        security: read,
        parameters: [idParameter],
        responses: { 200: ok('timesheets'), 404: notOwn, ...guarded },
      },
      post: {
        operationId: 'partnerCreateTimesheet',
        tags: [TAG],
        summary: 'Create a timesheet at one of the doctor\'s workplaces (the timesheet rules of the cabinet)',
        security: write,
        parameters: [idParameter],
        requestBody: { required: true, ...content(schemaOf(ZCreateTimesheetRequest, 'input'), { institution_id: 4, slot_duration: 30 }) },
        responses: { 201: ok('the timesheet'), 404: notOwn, 422: invalid, ...guarded },
      },
    },
    [`${PARTNER_API_BASE}/timesheets/{id}/entries`]: {
      post: {
        operationId: 'partnerAddTimesheetEntry',
        tags: [TAG],
        summary: 'Add a weekly rule or a dated exception (a day off, an absence)',
        security: write,
        parameters: [idParameter],
        requestBody: { required: true, ...content(schemaOf(ZTimesheetEntryRequest, 'input'), { kind: 'work', weekday: 1, start_time: '09:00', end_time: '18:00' }) },
        responses: { 201: ok('the entry'), 404: notOwn, 422: invalid, ...guarded },
      },
    },
    [`${PARTNER_API_BASE}/timesheets/{id}/entries/{entryId}`]: {
      delete: {
        operationId: 'partnerRemoveTimesheetEntry',
        tags: [TAG],
        summary: 'Delete an entry',
        security: write,
        parameters: [idParameter, { name: 'entryId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        responses: { 204: { description: 'removed' }, 404: notOwn, ...guarded },
      },
    },
    [`${PARTNER_API_BASE}/timesheets/{id}/activate`]: {
      post: { operationId: 'partnerActivateTimesheet', tags: [TAG], summary: 'Activate a timesheet', security: write, parameters: [idParameter], responses: { 200: ok('the timesheet'), 404: notOwn, 422: invalid, ...guarded } },
    },
    [`${PARTNER_API_BASE}/timesheets/{id}/deactivate`]: {
      post: { operationId: 'partnerDeactivateTimesheet', tags: [TAG], summary: 'Deactivate a timesheet (no slots from it)', security: write, parameters: [idParameter], responses: { 200: ok('the timesheet'), 404: notOwn, ...guarded } },
    },
    [`${PARTNER_API_BASE}/appointments/{id}/approve`]: appointment('approve'),
    [`${PARTNER_API_BASE}/appointments/{id}/reject`]: appointment('reject'),
  };
}

function tokenPath(): Record<string, unknown> {
  const oauthError = (description: string, example: z.input<typeof ZOAuthError>) => ({ description, ...content(schemaOf(ZOAuthError), example) });
  return {
    [`${PARTNER_API_BASE}/oauth/token`]: {
      post: {
        operationId: 'partnerToken',
        tags: [TAG],
        summary: 'OAuth 2.0 client credentials (RFC 6749 §4.4): a bearer token for the partner API',
        description: `The client authenticates by HTTP Basic (client_id:client_secret) or by the client_id and client_secret fields. The token lives ${TOKEN_TTL_SECONDS / 60} minutes; regenerating the secret ends it at once.`,
        security: [{ partnerClient: [] }, {}],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['grant_type'],
                properties: {
                  grant_type: { type: 'string', enum: ['client_credentials'] },
                  scope: { type: 'string', description: 'space-separated: read, write (default both)' },
                  client_id: { type: 'string' },
                  client_secret: { type: 'string' },
                },
              },
              example: { grant_type: 'client_credentials', scope: 'read write' },
            },
          },
        },
        responses: {
          200: { description: 'the token', ...content(schemaOf(ZTokenAnswer), { access_token: 'vzt_Q2hvb3NlIGEgbG9uZyByYW5kb20gdG9rZW4', token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS, scope: 'read write' }) },
          400: oauthError('invalid_request, unsupported_grant_type or invalid_scope', { error: 'invalid_scope', error_description: 'scope is "read", "write" or both' }),
          401: oauthError('invalid_client: unknown client, wrong or regenerated secret', { error: 'invalid_client', error_description: 'client authentication failed' }),
          429: { ...error('too many token requests for this client id', { message: 'Забагато запитів. Спробуйте за 30 с.' }), headers: tooMany.headers },
        },
      },
    },
  };
}

/** Adds operations to paths, keeping the operations a path already has (a PATCH beside its GET). */
function mergePaths(paths: Record<string, unknown>, more: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...paths };
  for (const [path, operations] of Object.entries(more)) merged[path] = { ...(merged[path] as Record<string, unknown> | undefined), ...operations };
  return merged;
}

export function partnerApiOpenApi() {
  return {
    paths: mergePaths({ ...tokenPath(), ...recordPaths(), ...commandPaths(), ...webhookPaths() }, editPaths()),
    tag: { name: TAG, description: 'The partner integration API (docs/partner-api): OAuth 2.0 client credentials, the legal entity\'s own records, timesheets, appointments and webhooks.' },
    securitySchemes: {
      partnerClient: { type: 'http', scheme: 'basic', description: 'client_id and client_secret of the representative (token endpoint only)' },
      partnerOAuth: {
        type: 'oauth2',
        description: 'Bearer tokens of the partner API',
        flows: { clientCredentials: { tokenUrl: `${PARTNER_API_BASE}/oauth/token`, scopes: { read: 'read the legal entity\'s records', write: 'change timesheets, answer bookings, manage webhooks' } } },
      },
    },
  };
}
