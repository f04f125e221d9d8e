import type { FastifyInstance } from 'fastify';
import * as routes from '../../contracts/routes/admin-appointments.ts';
import type { Services } from '../../features/services.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/** Staff approve and reject visits for the clinic and read their history (docs/decisions/207); the rules are the booking service's. */
export async function adminAppointmentRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { booking } = services;
  register(api, routes.staffApproveAppointment, async ({ user, params, request }) => ({
    data: await booking.staffApprove(user, params.id, requestLocale(request)),
  }));
  register(api, routes.staffRejectAppointment, async ({ user, params, body, request }) => ({
    data: await booking.staffReject(user, params.id, body, requestLocale(request)),
  }));
  register(api, routes.appointmentHistory, async ({ user, params }) => ({ data: await booking.staffHistory(user, params.id) }));
}
