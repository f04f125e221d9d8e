import type { FastifyInstance } from 'fastify';
import * as routes from '../../contracts/routes/patient-cabinet.ts';
import type { Services } from '../../features/services.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/**
 * The patient cabinet's reviews and referral program (contracts/routes/patient-cabinet.ts); the rules live in
 * features/feedback/patient-reviews.ts and features/accounts/referrals.ts, scoped by the signed-in patient.
 */
export async function patientCabinetRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { patientReviews, referrals } = services;

  register(api, routes.myReviews, async ({ user, request }) => ({ data: await patientReviews.list(user.id, requestLocale(request)) }));
  register(api, routes.reviewTargets, async ({ user, request }) => ({ data: await patientReviews.targets(user.id, requestLocale(request)) }));
  register(api, routes.writeReview, async ({ user, body, request }) => ({
    data: await patientReviews.submit(user.id, body, { ip: request.ip, locale: requestLocale(request) }),
  }));
  register(api, routes.updateReview, async ({ user, params, body }) => ({ data: await patientReviews.update(user.id, params.id, body) }));
  register(api, routes.referralProgram, async ({ user }) => ({ data: await referrals.overview(user.id) }));
}
