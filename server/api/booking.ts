import type { FastifyInstance } from 'fastify';
import type { Services } from '../../features/services.ts';
import { lastPaymentDecline } from '../../features/booking/payment-decline.ts';
import * as routes from '../../contracts/routes/booking.ts';
import * as feeds from '../../contracts/routes/calendar.ts';
import * as notices from '../../contracts/routes/notifications.ts';
import type { Config } from '../config.ts';
import { requestOrigin } from '../request-origin.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/**
 * Booking (docs/decisions/140): free slots, holds, bookings, the patient's and the partner's appointments,
 * notifications and calendars. The routes are declared in contracts/routes/ (booking, notifications, calendar); handlers hand the
 * parsed request to features/booking, where the rules live.
 */
export async function bookingRoutes(
  api: FastifyInstance,
  { services, config }: { services: Services; config: Pick<Config, 'publicOrigin' | 'trustedProxies'> },
): Promise<void> {
  const { booking, notifications, calendar, idempotent } = services;

  // --- Public: what can be booked -------------------------------------------------------------------
  register(api, routes.bookingOptions, async ({ params, request }) => ({ data: await booking.options(params.doctorId, requestLocale(request)) }));
  // Free time changes with every booking: never cached.
  register(api, routes.bookingSlots, async ({ params, query }) => ({ data: await booking.freeSlots(params.doctorId, query) }));

  // --- Patient: hold, book, release --------------------------------------------------------------------
  register(api, routes.holdSlot, async ({ user, body }) => ({ data: await booking.hold(user, body) }), { idempotent });
  register(api, routes.releaseHold, async ({ user, params }) => booking.release(user, params.id));
  register(api, routes.bookHold, async ({ user, params, body, request }) => ({ data: await booking.book(user, params.id, body, requestLocale(request)) }), {
    idempotent,
  });

  // --- Patient: own appointments -------------------------------------------------------------------------
  register(api, routes.patientAppointments, async ({ user, query, request }) => booking.patientAppointments(user, query, requestLocale(request)));
  register(api, routes.patientAppointment, async ({ user, params, request }) => ({
    data: await booking.patientAppointment(user, params.id, requestLocale(request)),
  }));
  // Why the last payment was declined, as a code the page translates (docs/decisions/182).
  register(api, routes.paymentDecline, async ({ user, params }) => ({ data: { code: await lastPaymentDecline(services.database.db, user.id, params.id) } }));
  register(api, routes.cancelAppointment, async ({ user, params, request }) => ({ data: await booking.cancel(user, params.id, requestLocale(request)) }));
  register(api, routes.rescheduleAppointment, async ({ user, params, body, request }) => ({
    data: await booking.reschedule(user, params.id, body, requestLocale(request)),
  }));
  register(api, routes.appointmentIcs, async ({ user, params, request, reply }) => {
    const { filename, body } = await calendar.appointmentIcs(user.id, params.id, requestOrigin(request, config));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
      .send(body);
  });

  // --- Patient: notifications ----------------------------------------------------------------------------
  register(api, notices.listNotifications, async ({ user, query, request }) => notifications.list(user.id, query, requestLocale(request)));
  register(api, notices.unreadNotifications, async ({ user }) => ({ data: { unread: await notifications.unreadCount(user.id) } }));
  register(api, notices.readAllNotifications, async ({ user }) => ({ data: { updated: await notifications.markAllRead(user.id) } }));
  register(api, notices.readNotification, async ({ user, params }) => notifications.markRead(user.id, params.id));
  register(api, notices.deleteNotification, async ({ user, params }) => notifications.remove(user.id, params.id));
  register(api, notices.deleteAllNotifications, async ({ user }) => ({ data: { deleted: await notifications.removeAll(user.id) } }));

  // --- Partner: appointments of the legal entity's institutions -------------------------------------------
  register(api, routes.partnerAppointments, async ({ user, query, request }) => booking.partnerAppointments(user, query, requestLocale(request)));
  register(api, routes.partnerFilterOptions, async ({ user, request }) => ({ data: await booking.partnerFilterOptions(user, requestLocale(request)) }));
  register(api, routes.partnerAppointment, async ({ user, params, request }) => ({
    data: await booking.partnerAppointment(user, params.id, requestLocale(request)),
  }));
  register(api, routes.approveAppointment, async ({ user, params, request }) => ({
    data: await booking.approve(user, params.id, requestLocale(request)),
  }));
  register(api, routes.rejectAppointment, async ({ user, params, body, request }) => ({
    data: await booking.reject(user, params.id, body, requestLocale(request)),
  }));

  // --- Calendar feeds ---------------------------------------------------------------------------------------
  register(api, feeds.doctorCalendarFeed, async ({ user, request }) => ({
    data: await calendar.regenerateFeed(user, 'me', requestLocale(request), requestOrigin(request, config)),
  }));
  register(api, feeds.partnerCalendarFeed, async ({ user, params, request }) => ({
    data: await calendar.regenerateFeed(user, params.id, requestLocale(request), requestOrigin(request, config)),
  }));
  register(api, feeds.calendarFeed, async ({ params, request, reply }) => {
    const body = await calendar.doctorFeed(params.file.slice(0, -'.ics'.length), requestOrigin(request, config));
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(body);
  });
}
