import type { FastifyInstance } from 'fastify';
import type { Services } from '../../features/services.ts';
import * as routes from '../../contracts/routes/partner-integration.ts';
import { register } from './register-route.ts';

/** The partner cabinet's integration section, declared in contracts/routes/partner-integration.ts; rules in features/partner-api. */
export async function partnerIntegrationRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { partnerApi } = services;
  register(api, routes.integrationOverview, async ({ user }) => ({ data: await partnerApi.overview(user) }));
  register(api, routes.issueIntegrationCredentials, async ({ user }) => ({ data: await partnerApi.cabinetIssueCredentials(user) }));
  register(api, routes.addIntegrationWebhook, async ({ user, body }) => ({ data: await partnerApi.cabinetCreateEndpoint(user, body) }));
  register(api, routes.removeIntegrationWebhook, async ({ user, params }) => partnerApi.cabinetRemoveEndpoint(user, params.id));
}
