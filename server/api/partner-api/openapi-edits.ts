import { PARTNER_API_BASE, SECRET_ROTATION_GRACE_SECONDS, SIGNATURE_HEADER, ZRotatedWebhookSecret } from '../../../contracts/partner-api.ts';
import { ZTimesheetEntryPatch, ZUpdateTimesheetRequest } from '../../../contracts/timesheets.ts';
import { content, error, guarded, idParameter, notOwn, schemaOf, TAG, write } from './openapi-parts.ts';

/**
 * In-place edits of timesheets and their entries, and the rotation of a webhook's signing secret
 * (docs/decisions/272, 273), in the OpenAPI document with examples.
 */
export function editPaths(): Record<string, Record<string, unknown>> {
  const invalid = error('per-field errors (the cabinet\'s timesheet rules)', { message: 'Перевірте правильність введених даних' });
  const entryId = { name: 'entryId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
  const timesheetExample = { data: { id: 31, doctor_id: 12, institution_id: 4, specialization_id: 7, slot_duration: 20, is_active: true, entries: [] } };
  const entryExample = { data: { id: 88, timesheet_id: 31, kind: 'work', weekday: 1, start_time: '10:00', end_time: '17:00' } };
  return {
    [`${PARTNER_API_BASE}/timesheets/{id}`]: {
      patch: {
        operationId: 'partnerUpdateTimesheet',
        tags: [TAG],
        summary: "Change a timesheet in place: its clinic, specialization or slot length (the cabinet's rules)",
        security: write,
        parameters: [idParameter],
        requestBody: { required: true, ...content(schemaOf(ZUpdateTimesheetRequest, 'input'), { slot_duration: 20 }) },
        responses: {
          200: { description: 'the timesheet', ...content({ type: 'object', properties: { data: { type: 'object' } } }, timesheetExample) },
          404: notOwn,
          409: error('the record changed meanwhile, or the change would clash with booked visits', { message: 'Дані змінилися. Оновіть сторінку.' }),
          422: invalid,
          ...guarded,
        },
      },
    },
    [`${PARTNER_API_BASE}/timesheets/{id}/entries/{entryId}`]: {
      patch: {
        operationId: 'partnerUpdateTimesheetEntry',
        tags: [TAG],
        summary: 'Change an entry in place; the result is checked as a whole, like a new one',
        security: write,
        parameters: [idParameter, entryId],
        requestBody: { required: true, ...content(schemaOf(ZTimesheetEntryPatch, 'input'), { start_time: '10:00', end_time: '17:00' }) },
        responses: {
          200: { description: 'the entry', ...content({ type: 'object', properties: { data: { type: 'object' } } }, entryExample) },
          404: notOwn,
          422: invalid,
          ...guarded,
        },
      },
    },
    [`${PARTNER_API_BASE}/webhooks/{id}/rotate-secret`]: {
      post: {
        operationId: 'partnerRotateWebhookSecret',
        tags: [TAG],
        summary: 'A new signing secret for an endpoint, shown once; the old one keeps signing for a grace period',
        description: `For ${SECRET_ROTATION_GRACE_SECONDS / 3600} hours after the rotation each delivery carries two signatures, \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<with the new secret>,v1=<with the old secret>\`: a receiver accepts a delivery when any \`v1\` matches a secret it holds, and switches when ready. Rotating again within that time ends the older secret at once.`,
        security: write,
        parameters: [idParameter],
        responses: {
          200: {
            description: 'the endpoint, its new signing secret and until when the old one still signs',
            ...content(
              { type: 'object', properties: { data: schemaOf(ZRotatedWebhookSecret) } },
              {
                data: {
                  id: 3,
                  url: 'https://clinic.example.com/hooks/vizyt',
                  events: ['appointment.created', 'appointment.changed', 'appointment.cancelled', 'appointment.paid'],
                  is_active: true,
                  created_at: '2026-11-27T09:00:00.000Z',
                  signing_secret: 'whsec_9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
                  previous_secret_expires_at: '2026-11-28T09:30:00.000Z',
                },
              },
            ),
          },
          404: notOwn,
          ...guarded,
        },
      },
    },
  };
}
