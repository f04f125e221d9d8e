import type { FastifyInstance } from 'fastify';
import type { Services } from '../../features/services.ts';
import * as routes from '../../contracts/routes/visit-moves.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/**
 * Moving every visit out of a closed time range (docs/decisions/309): the partner cabinet's and the back office's
 * preview, move and reading, and the patient's answers. Declared in contracts/routes/visit-moves.ts; the rules
 * live in features/visit-moves.
 */
export async function visitMoveRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { partner, staff, patient } = services.visitMoves;
  register(api, routes.partnerVisitMovePreview, async ({ user, query, request }) => ({ data: await partner.preview(user, query, requestLocale(request)) }));
  register(api, routes.partnerMoveVisits, async ({ user, body, request }) => ({ data: await partner.move(user, body, requestLocale(request)) }));
  register(api, routes.partnerVisitMoves, async ({ user, query, request }) => ({
    data: await partner.list(user, query.institution_id, requestLocale(request)),
  }));
  register(api, routes.partnerVisitMove, async ({ user, params, request }) => ({ data: await partner.get(user, params.id, requestLocale(request)) }));
  register(api, routes.staffVisitMovePreview, async ({ user, query, request }) => ({ data: await staff.preview(user, query, requestLocale(request)) }));
  register(api, routes.staffMoveVisits, async ({ user, body, request }) => ({ data: await staff.move(user, body, requestLocale(request)) }));
  register(api, routes.staffVisitMoves, async ({ user, query, request }) => ({ data: await staff.list(user, query.institution_id, requestLocale(request)) }));
  register(api, routes.staffVisitMove, async ({ user, params, request }) => ({ data: await staff.get(user, params.id, requestLocale(request)) }));
  register(api, routes.patientVisitMove, async ({ user, params, request }) => ({ data: await patient.get(user, params.id, requestLocale(request)) }));
  register(api, routes.pickVisitMoveTime, async ({ user, params, body, request }) => ({
    data: await patient.pick(user, params.id, body, requestLocale(request)),
  }));
  register(api, routes.cancelMovedVisit, async ({ user, params, request }) => ({ data: await patient.cancel(user, params.id, requestLocale(request)) }));
}
