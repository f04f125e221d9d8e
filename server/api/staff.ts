import type { FastifyInstance } from 'fastify';
import * as routes from '../../contracts/routes/staff-access.ts';
import type { Services } from '../../features/services.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/**
 * Staff access rights and set-password links (docs/decisions/202, 203), declared in
 * contracts/routes/staff-access.ts; the rules live in features/staff.
 */
export async function staffRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { employeeAccess, rolePermissions, passwordLinks } = services.staff;

  register(api, routes.employeeAccess, async ({ params, request }) => ({ data: await employeeAccess.read(params.id, requestLocale(request)) }));
  register(api, routes.saveEmployeeAccess, async ({ params, body, user, request }) => ({
    data: await employeeAccess.save(params.id, body, user, requestLocale(request)),
  }));
  register(api, routes.roleAccess, async ({ params, request }) => ({ data: await rolePermissions.read(params.id, requestLocale(request)) }));
  register(api, routes.saveRolePermissions, async ({ params, body, user, request }) => ({
    data: await rolePermissions.save(params.id, body, user, requestLocale(request)),
  }));
  register(api, routes.sendPasswordLink, async ({ params, user, request }) => ({ data: await passwordLinks.send(params.id, user, requestLocale(request)) }));
  register(api, routes.setStaffPassword, async ({ body }) => passwordLinks.setPassword(body));
}
