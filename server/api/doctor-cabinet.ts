import type { FastifyInstance } from 'fastify';
import * as routes from '../../contracts/routes/doctors.ts';
import type { Services } from '../../features/services.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/** Staff e-mail a doctor's cabinet its set-password link again (docs/decisions/210). */
export async function doctorCabinetRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  register(api, routes.sendCabinetInvitation, async ({ user, params, request }) => {
    await services.doctorCabinet.resendInvitation(params.id, { user, locale: requestLocale(request) });
    return { data: { doctor_id: params.id, sent: true as const } };
  });
}
