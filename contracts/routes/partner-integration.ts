import { z } from 'zod';
import { ZCreatedWebhookEndpoint, ZIntegrationOverview, ZWebhookEndpointRequest } from '../partner-api.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/**
 * The partner cabinet's integration section (docs/decisions/240-244): the client id, a new secret shown once,
 * the webhook endpoints and their latest deliveries, for the signed-in partner's own legal entity.
 */
const partner = { access: { accounts: ['partner'] }, noStore: true, tag: 'account' } as const;

export const integrationOverview = route({
  ...partner,
  method: 'GET',
  path: 'account/integration',
  answer: { status: 200, schema: dataEnvelope(ZIntegrationOverview), description: '{client_id, api_key_created_at, endpoints, deliveries}' },
  operationId: 'accountIntegration',
  summary: "The partner's API client id, webhook endpoints and latest deliveries",
});

export const issueIntegrationCredentials = route({
  ...partner,
  method: 'POST',
  path: 'account/integration/credentials',
  answer: {
    status: 200,
    schema: dataEnvelope(z.object({ client_id: z.string(), client_secret: z.string(), created_at: z.string() })),
    description: 'the client id and a new secret, shown this once; the old secret and its tokens stop working',
  },
  operationId: 'issueIntegrationCredentials',
  summary: 'Make API credentials, or a new secret for them',
});

export const addIntegrationWebhook = route({
  ...partner,
  method: 'POST',
  path: 'account/integration/webhooks',
  body: ZWebhookEndpointRequest,
  answer: { status: 201, schema: dataEnvelope(ZCreatedWebhookEndpoint), description: 'the endpoint and its signing secret, shown this once' },
  errors: { 409: 'five endpoints already', 422: 'not an https URL' },
  operationId: 'addIntegrationWebhook',
  summary: 'Register a webhook URL',
});

export const removeIntegrationWebhook = route({
  ...partner,
  method: 'DELETE',
  path: 'account/integration/webhooks/:id',
  answer: { status: 204, description: 'removed' },
  operationId: 'removeIntegrationWebhook',
  summary: 'Stop deliveries to a webhook URL',
});
