import type { FastifyInstance } from 'fastify';
import type { Services } from '../../features/services.ts';
import * as routes from '../../contracts/routes/clinic-status.ts';
import { clearClinicStatus, readClinicStatus, setClinicStatus } from '../../features/clinic-status/partner.ts';
import { register } from './register-route.ts';

/** A clinic's status right now, in the partner cabinet (docs/decisions/306). */
export async function clinicStatusRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db } = services.database;
  register(api, routes.clinicStatus, async ({ user, params }) => ({ data: await readClinicStatus(db, user, params.id) }));
  register(api, routes.setClinicStatus, async ({ user, params, body }) => ({ data: await setClinicStatus(db, user, params.id, body) }));
  register(api, routes.clearClinicStatus, async ({ user, params }) => clearClinicStatus(db, user, params.id));
}
