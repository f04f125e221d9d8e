import { z } from 'zod';
import { ZBookRequest, ZHoldRequest, ZPartnerAppointmentsQuery, ZPatientAppointmentsQuery, ZRejectRequest, ZRescheduleRequest, ZSlotsQuery, ZNotificationsQuery } from '../../contracts/booking.ts';

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _omit, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};
const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });
const body = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema: jsonSchema(schema) } } });
const ok = (description: string) => ({ description });
const idempotencyHeader = { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 200 }, description: 'The first answer is replayed for 24 hours' };
const queryOf = (schema: z.ZodObject) =>
  Object.keys(schema.shape).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } }));
const id = (name = 'id') => ({ name, in: 'path', required: true, schema: { type: 'integer' } });
const signedIn = { 401: error('not signed in'), 403: error('not a patient'), 404: error('not found or not yours') };
const partnerOnly = { 401: error('not signed in'), 403: error('not a partner'), 404: error('not found or not of your legal entity') };

/** OpenAPI paths of booking, appointments, notifications and calendars (server/api/booking.ts). */
export function bookingOpenApiPaths(): Record<string, unknown> {
  const tags = ['booking'];
  return {
    '/api/v1/booking/doctors/{doctorId}/options': {
      get: { tags, summary: 'Services (with promotion prices), workplaces with timesheets, hold and cancellation rules', parameters: [id('doctorId')], responses: { 200: ok('options'), 404: error('no such doctor') } },
    },
    '/api/v1/booking/doctors/{doctorId}/slots': {
      get: {
        tags,
        summary: 'Free times per day (Europe/Kyiv) for a service at an institution; every day of the window is listed',
        parameters: [id('doctorId'), ...queryOf(ZSlotsQuery)],
        responses: { 200: ok('days with slots'), 422: error('bad query') },
      },
    },
    '/api/v1/booking/holds': {
      post: {
        tags,
        summary: "Hold a free slot for the signed-in patient; it replaces the patient's previous live hold (one at a time); the countdown runs to expires_at",
        parameters: [idempotencyHeader],
        requestBody: body(ZHoldRequest),
        responses: { 201: ok('the hold'), ...signedIn, 409: error('the slot is taken, or another hold of the same patient won a concurrent request'), 422: error('per-field errors') },
      },
    },
    '/api/v1/booking/holds/{id}': {
      delete: { tags, summary: 'Release a hold', parameters: [id()], responses: { 204: ok('released'), ...signedIn } },
    },
    '/api/v1/booking/holds/{id}/book': {
      post: {
        tags,
        summary: 'Book the held slot with the patient data and consent',
        parameters: [id(), idempotencyHeader],
        requestBody: body(ZBookRequest),
        responses: { 201: ok('the appointment'), ...signedIn, 409: error('slot reservation expired, choose again'), 422: error('per-field errors') },
      },
    },
    '/api/v1/patients/appointments': {
      get: { tags, summary: "The patient's upcoming or past appointments", parameters: queryOf(ZPatientAppointmentsQuery), responses: { 200: ok('list'), ...signedIn } },
    },
    '/api/v1/patients/appointments/{id}': {
      get: { tags, summary: 'One appointment with its history', parameters: [id()], responses: { 200: ok('appointment'), ...signedIn } },
    },
    '/api/v1/patients/appointments/{id}/cancel': {
      post: { tags, summary: 'Cancel up to the cut-off before the visit; the slot is free at once', parameters: [id()], responses: { 200: ok('appointment'), ...signedIn, 409: error('too late or not active') } },
    },
    '/api/v1/patients/appointments/{id}/reschedule': {
      post: {
        tags,
        summary: 'Move to another free time (same doctor, institution, service); the clinic confirms again',
        parameters: [id()],
        requestBody: body(ZRescheduleRequest),
        responses: { 200: ok('appointment'), ...signedIn, 409: error('too late, or the time is taken') },
      },
    },
    '/api/v1/patients/appointments/{id}/payment-decline': {
      get: { tags, summary: "The provider's code for why the last payment was declined (null if it was not)", parameters: [id()], responses: { 200: ok('code'), ...signedIn } },
    },
    '/api/v1/patients/appointments/{id}/ics': {
      get: { tags, summary: 'The appointment as an iCalendar file', parameters: [id()], responses: { 200: ok('text/calendar'), ...signedIn } },
    },
    '/api/v1/patients/notifications': {
      get: { tags: ['notifications'], summary: 'Notifications, newest first, with the unread count', parameters: queryOf(ZNotificationsQuery), responses: { 200: ok('list'), ...signedIn } },
      delete: { tags: ['notifications'], summary: 'Delete all', responses: { 200: ok('count'), ...signedIn } },
    },
    '/api/v1/patients/notifications/unread-count': { get: { tags: ['notifications'], summary: 'Unread count', responses: { 200: ok('count'), ...signedIn } } },
    '/api/v1/patients/notifications/read-all': { post: { tags: ['notifications'], summary: 'Mark all read', responses: { 200: ok('count'), ...signedIn } } },
    '/api/v1/patients/notifications/{id}/read': { post: { tags: ['notifications'], summary: 'Mark one read', parameters: [id()], responses: { 204: ok('read'), ...signedIn } } },
    '/api/v1/patients/notifications/{id}': { delete: { tags: ['notifications'], summary: 'Delete one', parameters: [id()], responses: { 204: ok('deleted'), ...signedIn } } },
    '/api/v1/partners/appointments': {
      get: { tags, summary: "Appointments at the partner's institutions", parameters: queryOf(ZPartnerAppointmentsQuery), responses: { 200: ok('list'), ...partnerOnly } },
    },
    '/api/v1/partners/appointments/filters': { get: { tags, summary: "The partner's doctors and institutions, for the list's filters", responses: { 200: ok('options'), ...partnerOnly } } },
    '/api/v1/partners/appointments/{id}': { get: { tags, summary: 'One appointment with its history', parameters: [id()], responses: { 200: ok('appointment'), ...partnerOnly } } },
    '/api/v1/partners/appointments/{id}/approve': {
      post: { tags, summary: 'Approve a booked appointment', parameters: [id()], responses: { 200: ok('appointment'), ...partnerOnly, 409: error('status changed meanwhile') } },
    },
    '/api/v1/partners/appointments/{id}/reject': {
      post: { tags, summary: 'Reject a booked or approved appointment, with an optional reason', parameters: [id()], requestBody: body(ZRejectRequest), responses: { 200: ok('appointment'), ...partnerOnly, 409: error('status changed meanwhile') } },
    },
    '/api/v1/doctors/me/calendar-feed': { post: { tags: ['calendar'], summary: "Create or replace the signed-in doctor's private ICS feed URL (all of the doctor's appointments)", responses: { 200: ok('url, shown once') } } },
    '/api/v1/partners/doctors/{id}/calendar-feed': { post: { tags: ['calendar'], summary: "Create or replace the legal entity's private ICS feed of one of its doctors: only its own appointments; other entities' feeds are untouched", parameters: [id()], responses: { 200: ok('url, shown once'), ...partnerOnly } } },
    '/api/v1/calendar/{token}.ics': { get: { tags: ['calendar'], summary: "A doctor's appointments (patients by initials)", security: [], parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: ok('text/calendar'), 404: error('unknown token') } } },
  };
}
