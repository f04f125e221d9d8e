import type { FastifyInstance } from 'fastify';
import * as routes from '../../contracts/routes/promotions.ts';
import type { Services } from '../../features/services.ts';
import { register } from './register-route.ts';

/** SPEC §4 promotion actions (docs/decisions/286): staff start and finish a promotion. */
export async function promotionRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  register(api, routes.startPromotion, async ({ user, params }) => ({ data: await services.promotions.start(params.id, user) }));
  register(api, routes.finishPromotion, async ({ user, params }) => ({ data: await services.promotions.finish(params.id, user) }));
}
