import type { FastifyInstance } from 'fastify';
import type { Services } from '../../features/services.ts';
import { createDoctorReads } from '../../features/booking/doctor-reads.ts';
import { doctorAppointments } from '../../contracts/routes/doctor-appointments.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/** The doctor cabinet's own appointments (docs/decisions/183, "The doctor's view"); the rules live in features/booking/doctor-reads.ts. */
export async function doctorAppointmentRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const reads = createDoctorReads(services.database.db);
  register(api, doctorAppointments, async ({ user, query, request }) => reads.appointments(user, query, requestLocale(request)));
}
