import type { FastifyInstance } from 'fastify';
import type { Services } from '../../features/services.ts';
import * as routes from '../../contracts/routes/partner-doctors.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/** The partner cabinet's own doctors and profile (docs/decisions/234, 235); the rules live in features/partners. */
export async function partnerDoctorRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { partnerDoctors: doctors, partnerProfile } = services;
  register(api, routes.partnerDoctorList, async ({ user, request }) => ({ data: await doctors.list(user, requestLocale(request)) }));
  register(api, routes.resendPartnerDoctorInvitation, async ({ user, params, request }) => {
    await doctors.resendInvitation(user, params.id, requestLocale(request));
    return { data: { doctor_id: params.id, sent: true as const } };
  });
  register(api, routes.partnerDoctor, async ({ user, params }) => ({ data: await doctors.get(user, params.id) }));
  register(api, routes.createPartnerDoctor, async ({ user, body, request }) => ({ data: await doctors.create(user, body, requestLocale(request)) }));
  register(api, routes.updatePartnerDoctor, async ({ user, params, body, request }) => ({
    data: await doctors.update(user, params.id, body, requestLocale(request)),
  }));
  register(api, routes.partnerDoctorServices, async ({ user, params }) => ({ data: await doctors.services(user, params.id) }));
  register(api, routes.createPartnerDoctorService, async ({ user, params, body, request }) => ({
    data: await doctors.createService(user, params.id, body, requestLocale(request)),
  }));
  register(api, routes.updatePartnerDoctorService, async ({ user, params, body, request }) => ({
    data: await doctors.updateService(user, params.id, params.serviceId, body, requestLocale(request)),
  }));
  register(api, routes.deletePartnerDoctorService, async ({ user, params, request }) =>
    doctors.removeService(user, params.id, params.serviceId, requestLocale(request)),
  );
  register(api, routes.updatePartnerProfile, async ({ user, body, request }) => ({ data: await partnerProfile.update(user, body, requestLocale(request)) }));
}
