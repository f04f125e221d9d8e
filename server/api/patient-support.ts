import type { FastifyInstance } from 'fastify';
import * as routes from '../../contracts/routes/patient-support.ts';
import type { Services } from '../../features/services.ts';
import { register } from './register-route.ts';
import { requestLocale } from './locale.ts';
import { listOwnEmergencyRequests } from '../../features/support/own-emergency-requests.ts';

/** The patient cabinet's support page (docs/decisions/232): her own requests, read by her session's account only. */
export async function patientSupportRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  register(api, routes.listOwnSupportRequests, async ({ user }) => ({ data: await services.support.listOwn(user.id) }));
  // Her ambulance requests (docs/decisions/267).
  register(api, routes.listOwnEmergencyRequests, async ({ user, request }) => ({
    data: await listOwnEmergencyRequests(services.database, user.id, requestLocale(request)),
  }));
}
