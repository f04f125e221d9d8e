import type { FastifyInstance } from 'fastify';
import type { Services } from '../../features/services.ts';
import * as routes from '../../contracts/routes/waitlist.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/**
 * The patient's waitlist (docs/decisions/303): her requests for an earlier time and the offers they bring. The
 * routes are declared in contracts/routes/waitlist.ts; the rules live in features/waitlist.
 */
export async function waitlistRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { waitlist } = services;
  register(api, routes.waitlistRequests, async ({ user, request }) => ({ data: await waitlist.list(user, requestLocale(request)) }));
  register(api, routes.createWaitlistRequest, async ({ user, body, request }) => ({ data: await waitlist.create(user, body, requestLocale(request)) }));
  register(api, routes.waitlistRequest, async ({ user, params, request }) => ({ data: await waitlist.get(user, params.id, requestLocale(request)) }));
  register(api, routes.updateWaitlistRequest, async ({ user, params, body, request }) => ({
    data: await waitlist.update(user, params.id, body, requestLocale(request)),
  }));
  register(api, routes.leaveWaitlist, async ({ user, params, request }) => ({ data: await waitlist.leave(user, params.id, requestLocale(request)) }));
  register(api, routes.waitlistOffer, async ({ user, params, request }) => ({ data: await waitlist.offer(user, params.id, requestLocale(request)) }));
  register(api, routes.acceptWaitlistOffer, async ({ user, params, request }) => ({ data: await waitlist.accept(user, params.id, requestLocale(request)) }));
  register(api, routes.declineWaitlistOffer, async ({ user, params, request }) => ({ data: await waitlist.decline(user, params.id, requestLocale(request)) }));
}
