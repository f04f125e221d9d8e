import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../features/services.ts';
import { NotFoundError } from '../../features/errors.ts';
import { lastPaymentDecline } from '../../features/booking/payment-decline.ts';
import type { IdempotentAnswer } from '../../features/booking/idempotency.ts';
import { requireUser } from '../plugins/session.ts';
import { sendOnce } from './idempotent-route.ts';
import { requestLocale } from './locale.ts';
import { noStore, pathId } from './request-parts.ts';

/**
 * Booking (docs/decisions/140): free slots, holds, bookings, the patient's and the partner's appointments,
 * notifications and calendars. Handlers parse and answer; the rules live in features/booking.
 */
export async function bookingRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { booking, notifications, calendar, idempotent } = services;
  const patient = [requireUser('patient'), noStore];
  const partner = [requireUser('partner'), noStore];

  const once = (request: FastifyRequest, reply: FastifyReply, operation: string, work: () => Promise<IdempotentAnswer>) =>
    sendOnce(idempotent, request, reply, operation, work);

  // --- Public: what can be booked -------------------------------------------------------------------
  api.get('/booking/doctors/:doctorId/options', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await booking.options(pathId(request, 'doctorId'), requestLocale(request)) };
  });

  api.get('/booking/doctors/:doctorId/slots', async (request, reply) => {
    // Free time changes with every booking: never cached.
    reply.header('cache-control', 'no-store');
    return { data: await booking.slots(pathId(request, 'doctorId'), request.query) };
  });

  // --- Patient: hold, book, release --------------------------------------------------------------------
  api.post('/booking/holds', { preHandler: patient }, async (request, reply) =>
    once(request, reply, 'hold', async () => ({ status: 201, body: { data: await booking.hold(request.sessionUser!, request.body) } })),
  );

  api.delete('/booking/holds/:id', { preHandler: patient }, async (request, reply) => {
    await booking.release(request.sessionUser!, pathId(request));
    return reply.code(204).send();
  });

  api.post('/booking/holds/:id/book', { preHandler: patient }, async (request, reply) =>
    once(request, reply, 'book', async () => ({
      status: 201,
      body: { data: await booking.book(request.sessionUser!, pathId(request), request.body, requestLocale(request)) },
    })),
  );

  // --- Patient: own appointments -------------------------------------------------------------------------
  api.get('/patients/appointments', { preHandler: patient }, async (request) =>
    booking.patientAppointments(request.sessionUser!, request.query, requestLocale(request)),
  );

  api.get('/patients/appointments/:id', { preHandler: patient }, async (request) => ({
    data: await booking.patientAppointment(request.sessionUser!, pathId(request), requestLocale(request)),
  }));

  // Why the last payment was declined, as a code the page translates (docs/decisions/182).
  api.get('/patients/appointments/:id/payment-decline', { preHandler: patient }, async (request) => ({
    data: { code: await lastPaymentDecline(services.database.db, request.sessionUser!.id, pathId(request)) },
  }));

  api.post('/patients/appointments/:id/cancel', { preHandler: patient }, async (request) => ({
    data: await booking.cancel(request.sessionUser!, pathId(request), requestLocale(request)),
  }));

  api.post('/patients/appointments/:id/reschedule', { preHandler: patient }, async (request) => ({
    data: await booking.reschedule(request.sessionUser!, pathId(request), request.body, requestLocale(request)),
  }));

  api.get('/patients/appointments/:id/ics', { preHandler: patient }, async (request, reply) => {
    const { filename, body } = await calendar.appointmentIcs(request.sessionUser!.id, pathId(request));
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
    await notifications.markRead(request.sessionUser!.id, pathId(request));
    return reply.code(204).send();
  });
  api.delete('/patients/notifications/:id', { preHandler: patient }, async (request, reply) => {
    await notifications.remove(request.sessionUser!.id, pathId(request));
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
    data: await booking.partnerAppointment(request.sessionUser!, pathId(request), requestLocale(request)),
  }));
  api.post('/partners/appointments/:id/approve', { preHandler: partner }, async (request) => ({
    data: await booking.decide(request.sessionUser!, pathId(request), 'approved', request.body, requestLocale(request)),
  }));
  api.post('/partners/appointments/:id/reject', { preHandler: partner }, async (request) => ({
    data: await booking.decide(request.sessionUser!, pathId(request), 'rejected', request.body, requestLocale(request)),
  }));

  // --- Calendar feeds ---------------------------------------------------------------------------------------
  api.post('/doctors/me/calendar-feed', { preHandler: [requireUser('doctor'), noStore] }, async (request) => ({
    data: await calendar.regenerateFeed(request.sessionUser!, 'me', requestLocale(request)),
  }));
  api.post('/partners/doctors/:id/calendar-feed', { preHandler: partner }, async (request) => ({
    data: await calendar.regenerateFeed(request.sessionUser!, pathId(request), requestLocale(request)),
  }));
  api.get('/calendar/:file', async (request, reply) => {
    const file = String((request.params as { file: string }).file);
    const match = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(file);
    if (!match) throw new NotFoundError();
    const body = await calendar.doctorFeed(match[1]);
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(body);
  });
}
