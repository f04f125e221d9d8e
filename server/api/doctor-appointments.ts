import type { FastifyInstance } from 'fastify';
import type { Services } from '../../features/services.ts';
import { createDoctorReads } from '../../features/booking/doctor-reads.ts';
import { requireUser } from '../plugins/session.ts';
import { requestLocale } from './locale.ts';
import { noStore } from './request-parts.ts';

/** The doctor cabinet's own appointments (docs/decisions/183, "The doctor's view"); the rules live in features/booking/doctor-reads.ts. */
export async function doctorAppointmentRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const reads = createDoctorReads(services.database.db);
  api.get('/doctors/me/appointments', { preHandler: [requireUser('doctor'), noStore] }, async (request) =>
    reads.appointments(request.sessionUser!, request.query, requestLocale(request)),
  );
}
