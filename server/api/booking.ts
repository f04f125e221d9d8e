import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../features/services.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../contracts/booking.ts';
import { NotFoundError } from '../../features/errors.ts';
import type { IdempotentAnswer } from '../../features/booking/idempotency.ts';
import { requireUser } from '../plugins/session.ts';
import { requestLocale } from './locale.ts';

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** A numeric path parameter; anything else names nothing (404). */
function idParam(params: unknown, name = 'id'): number {
  const parsed = ZId.safeParse((params as Record<string, unknown>)[name]);
  if (!parsed.success) throw new NotFoundError();
  return parsed.data;
}

const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
};

function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Booking (docs/decisions/140): free slots, holds, bookings, the patient's and the partner's appointments,
 * notifications and calendars. Handlers parse and answer; the rules live in features/booking.
 */
export async function bookingRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { booking, notifications, calendar, idempotent } = services;
  const patient = [requireUser('patient'), noStore];
  const partner = [requireUser('partner'), noStore];

  /** Runs a write once per Idempotency-Key and sends its (first) answer. */
  async function once(request: FastifyRequest, reply: FastifyReply, operation: string, work: () => Promise<IdempotentAnswer>) {
    const answer = await idempotent(
      { scope: `user:${request.sessionUser!.id}:${operation}`, key: idempotencyKey(request), request: { params: request.params, body: request.body ?? null } },
      work,
    );
    return reply.code(answer.status).send(answer.body);
  }

  // --- Public: what can be booked -------------------------------------------------------------------
  api.get('/booking/doctors/:doctorId/options', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await booking.options(idParam(request.params, 'doctorId'), requestLocale(request)) };
  });

  api.get('/booking/doctors/:doctorId/slots', async (request, reply) => {
    // Free time changes with every booking: never cached.
    reply.header('cache-control', 'no-store');
    return { data: await booking.slots(idParam(request.params, 'doctorId'), request.query) };
  });

  // --- Patient: hold, book, release --------------------------------------------------------------------
  api.post('/booking/holds', { preHandler: patient }, async (request, reply) =>
    once(request, reply, 'hold', async () => ({ status: 201, body: { data: await booking.hold(request.sessionUser!, request.body) } })),
  );

  api.delete('/booking/holds/:id', { preHandler: patient }, async (request, reply) => {
    await booking.release(request.sessionUser!, idParam(request.params));
    return reply.code(204).send();
  });

  api.post('/booking/holds/:id/book', { preHandler: patient }, async (request, reply) =>
    once(request, reply, 'book', async () => ({
      status: 201,
      body: { data: await booking.book(request.sessionUser!, idParam(request.params), request.body, requestLocale(request)) },
    })),
  );

  // --- Patient: own appointments -------------------------------------------------------------------------
  api.get('/patients/appointments', { preHandler: patient }, async (request) =>
    booking.patientAppointments(request.sessionUser!, request.query, requestLocale(request)),
  );

  api.get('/patients/appointments/:id', { preHandler: patient }, async (request) => ({
    data: await booking.patientAppointment(request.sessionUser!, idParam(request.params), requestLocale(request)),
  }));

  api.post('/patients/appointments/:id/cancel', { preHandler: patient }, async (request) => ({
    data: await booking.cancel(request.sessionUser!, idParam(request.params), requestLocale(request)),
  }));

  api.post('/patients/appointments/:id/reschedule', { preHandler: patient }, async (request) => ({
    data: await booking.reschedule(request.sessionUser!, idParam(request.params), request.body, requestLocale(request)),
  }));

  api.get('/patients/appointments/:id/ics', { preHandler: patient }, async (request, reply) => {
    const { filename, body } = await calendar.appointmentIcs(request.sessionUser!.id, idParam(request.params), requestLocale(request));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
      .send(body);
  });

  // --- Patient: notifications ----------------------------------------------------------------------------
  api.get('/patients/notifications', { preHandler: patient }, async (request) =>
    notifications.list(request.sessionUser!.id, request.query, requestLocale(request)),
  );
  api.get('/patients/notifications/unread-count', { preHandler: patient }, async (request) => ({
    data: { unread: await notifications.unreadCount(request.sessionUser!.id) },
  }));
  api.post('/patients/notifications/read-all', { preHandler: patient }, async (request) => ({
    data: { updated: await notifications.markAllRead(request.sessionUser!.id) },
  }));
  api.post('/patients/notifications/:id/read', { preHandler: patient }, async (request, reply) => {
    await notifications.markRead(request.sessionUser!.id, idParam(request.params));
    return reply.code(204).send();
  });
  api.delete('/patients/notifications/:id', { preHandler: patient }, async (request, reply) => {
    await notifications.remove(request.sessionUser!.id, idParam(request.params));
    return reply.code(204).send();
  });
  api.delete('/patients/notifications', { preHandler: patient }, async (request) => ({
    data: { deleted: await notifications.removeAll(request.sessionUser!.id) },
  }));

  // --- Partner: appointments of the legal entity's institutions -------------------------------------------
  api.get('/partners/appointments', { preHandler: partner }, async (request) =>
    booking.partnerAppointments(request.sessionUser!, request.query, requestLocale(request)),
  );
  api.get('/partners/appointments/filters', { preHandler: partner }, async (request) => ({
    data: await booking.partnerFilterOptions(request.sessionUser!, requestLocale(request)),
  }));
  api.get('/partners/appointments/:id', { preHandler: partner }, async (request) => ({
    data: await booking.partnerAppointment(request.sessionUser!, idParam(request.params), requestLocale(request)),
  }));
  api.post('/partners/appointments/:id/approve', { preHandler: partner }, async (request) => ({
    data: await booking.decide(request.sessionUser!, idParam(request.params), 'approved', request.body, requestLocale(request)),
  }));
  api.post('/partners/appointments/:id/reject', { preHandler: partner }, async (request) => ({
    data: await booking.decide(request.sessionUser!, idParam(request.params), 'rejected', request.body, requestLocale(request)),
  }));

  // --- Calendar feeds ---------------------------------------------------------------------------------------
  api.post('/doctors/me/calendar-feed', { preHandler: [requireUser('doctor'), noStore] }, async (request) => ({
    data: await calendar.regenerateFeed(request.sessionUser!, 'me'),
  }));
  api.post('/partners/doctors/:id/calendar-feed', { preHandler: partner }, async (request) => ({
    data: await calendar.regenerateFeed(request.sessionUser!, idParam(request.params)),
  }));
  api.get('/calendar/:file', async (request, reply) => {
    const file = String((request.params as { file: string }).file);
    const match = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(file);
    if (!match) throw new NotFoundError();
    const body = await calendar.doctorFeed(match[1]);
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(body);
  });
}
