import { z } from 'zod';
import {
  SECRET_ROTATION_GRACE_SECONDS,
  SIGNATURE_HEADER,
  WEBHOOK_EVENTS,
  ZCreatedWebhookEndpoint,
  ZRotatedWebhookSecret,
  ZWebhookDelivery,
  ZWebhookEndpoint,
  ZWebhookEndpointRequest,
} from '../partner-api.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';
import { invalid, notOwn, partnerRead, partnerWrite } from './partner-api-access.ts';

/** The partner API's webhook endpoints and their deliveries (docs/decisions/241, 272), with an example of each answer. */

const EXAMPLE_ENDPOINT = {
  id: 3,
  url: 'https://clinic.example.com/hooks/vizyt',
  events: [...WEBHOOK_EVENTS],
  is_active: true,
  created_at: '2026-11-27T09:00:00.000Z',
};
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

export const partnerListWebhooks = route({
  ...partnerRead,
  method: 'GET',
  path: 'webhooks',
  answer: { status: 200, schema: dataEnvelope(z.array(ZWebhookEndpoint)), description: 'endpoints', example: { data: [EXAMPLE_ENDPOINT] } },
  operationId: 'partnerListWebhooks',
  summary: "The partner's webhook endpoints (never their signing secrets)",
});

export const partnerCreateWebhook = route({
  ...partnerWrite,
  method: 'POST',
  path: 'webhooks',
  body: ZWebhookEndpointRequest,
  bodyUnchecked: true,
  bodyExample: { url: 'https://clinic.example.com/hooks/vizyt', events: ['appointment.created', 'appointment.cancelled'] },
  answer: {
    status: 201,
    schema: dataEnvelope(ZCreatedWebhookEndpoint),
    description: 'the endpoint and its signing secret',
    example: { data: { ...EXAMPLE_ENDPOINT, signing_secret: 'whsec_4b1f0c2e9d8a7b6c5d4e3f2a1b0c9d8e' } },
  },
  errors: {
    409: { description: 'five endpoints already', example: { message: 'Можна додати не більше 5 адрес вебхуків.' } },
    422: invalid('not an https URL, or unknown events'),
  },
  operationId: 'partnerCreateWebhook',
  summary: 'Register an https URL for appointment events; the answer shows its signing secret once',
  description: `Each delivery is a POST of JSON \`{id, event, created_at, data: {appointment}}\` with \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">\`. Any 2xx answer is taken; anything else is tried again with growing pauses for 24 hours.`,
});

export const partnerRotateWebhookSecret = route({
  ...partnerWrite,
  method: 'POST',
  path: 'webhooks/:id/rotate-secret',
  answer: {
    status: 200,
    schema: dataEnvelope(ZRotatedWebhookSecret),
    description: 'the endpoint, its new signing secret and until when the old one still signs',
    example: {
      data: {
        ...EXAMPLE_ENDPOINT,
        signing_secret: 'whsec_9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
        previous_secret_expires_at: '2026-11-28T09:30:00.000Z',
      },
    },
  },
  errors: { 404: notOwn },
  operationId: 'partnerRotateWebhookSecret',
  summary: 'A new signing secret for an endpoint, shown once; the old one keeps signing for a grace period',
  description: `For ${SECRET_ROTATION_GRACE_SECONDS / 3600} hours after the rotation each delivery carries two signatures, \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<with the new secret>,v1=<with the old secret>\`: a receiver accepts a delivery when any \`v1\` matches a secret it holds, and switches when ready. Rotating again within that time ends the older secret at once.`,
});

export const partnerDeleteWebhook = route({
  ...partnerWrite,
  method: 'DELETE',
  path: 'webhooks/:id',
  answer: { status: 204, description: 'removed' },
  errors: { 404: notOwn },
  operationId: 'partnerDeleteWebhook',
  summary: 'Stop deliveries to an endpoint',
});

export const partnerWebhookDeliveries = route({
  ...partnerRead,
  method: 'GET',
  path: 'webhooks/:id/deliveries',
  answer: { status: 200, schema: dataEnvelope(z.array(ZWebhookDelivery)), description: 'newest first', example: { data: [EXAMPLE_DELIVERY] } },
  errors: { 404: notOwn },
  operationId: 'partnerWebhookDeliveries',
  summary: "An endpoint's latest deliveries: status, attempts, the receiver's answer",
});

export const partnerWebhookRoutes = [partnerListWebhooks, partnerCreateWebhook, partnerRotateWebhookSecret, partnerDeleteWebhook, partnerWebhookDeliveries];
