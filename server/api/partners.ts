import type { FastifyInstance } from 'fastify';
import type { Services } from '../../features/services.ts';
import * as routes from '../../contracts/routes/partners.ts';
import { register } from './register-route.ts';

/**
 * Staff commands on a partner representative (docs/decisions/201), declared in contracts/routes/partners.ts;
 * the rules live in features/partners.
 */
export async function partnerRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { partners } = services;
  register(api, routes.generateApiCredentials, async ({ user, params }) => ({ data: await partners.generateCredentials(user, params.id) }));
  register(api, routes.regenerateApiCredentials, async ({ user, params }) => ({ data: await partners.regenerateCredentials(user, params.id) }));
  register(api, routes.deleteApiCredentials, async ({ user, params }) => partners.deleteCredentials(user, params.id));
  register(api, routes.sendPasswordBySms, async ({ user, params }) => ({ data: await partners.sendPassword(user, params.id, 'sms') }));
  register(api, routes.sendPasswordByEmail, async ({ user, params }) => ({ data: await partners.sendPassword(user, params.id, 'email') }));
}
