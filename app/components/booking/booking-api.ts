import { queryOptions } from '@tanstack/react-query';
import {
  BOOKING_HORIZON_DAYS,
  IDEMPOTENCY_KEY_HEADER,
  type TAppointment,
  type TBookRequest,
  type THold,
  type THoldRequest,
  type TAppointmentStatus,
} from '../../../contracts/booking.ts';
import * as routes from '../../../contracts/routes/booking.ts';
import * as notices from '../../../contracts/routes/notifications.ts';
import { call } from '../../api/call.ts';
import { routeUrl } from '../../api/route-url.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { isApiError } from '../forms/form-errors.ts';

/**
 * The booking calls of contracts/booking.ts, as the browser makes them. Writes that matter carry a fresh
 * `Idempotency-Key` per attempt (a retry of the same attempt would reuse it; we never retry a POST).
 */

export const newIdempotencyKey = (): string => crypto.randomUUID();
const idempotent = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

export const bookingKeys = {
  options: (doctorId: number) => ['booking', 'options', doctorId] as const,
  slots: (doctorId: number, serviceId: number, institutionId: number) => ['booking', 'slots', doctorId, serviceId, institutionId] as const,
  patientAppointments: ['booking', 'patient-appointments'] as const,
  patientAppointment: (id: number) => ['booking', 'patient-appointments', 'one', id] as const,
  notifications: ['booking', 'notifications'] as const,
  unreadCount: ['booking', 'notifications', 'unread-count'] as const,
  partnerAppointments: ['booking', 'partner-appointments'] as const,
};

export const bookingOptionsQuery = (doctorId: number) =>
  queryOptions({
    queryKey: bookingKeys.options(doctorId),
    queryFn: async () => (await call(routes.bookingOptions, { params: { doctorId } })).data,
  });

/** The whole booking horizon of one service at one workplace; fresh each time it is asked for. */
export const slotsQuery = (doctorId: number, serviceId: number, institutionId: number) =>
  queryOptions({
    queryKey: bookingKeys.slots(doctorId, serviceId, institutionId),
    queryFn: async ({ signal }) =>
      (
        await call(routes.bookingSlots, {
          params: { doctorId },
          query: { service_id: serviceId, institution_id: institutionId, days: BOOKING_HORIZON_DAYS },
          signal,
        })
      ).data,
    staleTime: 0,
  });

/** 401 (signed out meanwhile), 409 (taken) and 422 are the booking page's own to explain. */
const HOLD_EXPECTED = [401, 409, 422];

export async function holdSlot(request: THoldRequest, key: string): Promise<THold> {
  return (await call(routes.holdSlot, { body: request, headers: idempotent(key), expected: HOLD_EXPECTED })).data;
}

/** Statuses that mean "the hold is gone" when booking: it expired, was swept, or never was ours. */
export const HOLD_GONE_STATUSES: readonly number[] = [404, 409, 410];

export async function bookHold(holdId: number, request: TBookRequest, key: string): Promise<TAppointment> {
  return (
    await call(routes.bookHold, {
      params: { id: holdId },
      body: request,
      headers: idempotent(key),
      expected: [401, 422, ...HOLD_GONE_STATUSES],
    })
  ).data;
}

/** Best effort: the hold expires by itself anyway. */
export function releaseHold(holdId: number): void {
  void call(routes.releaseHold, { params: { id: holdId }, expected: [401, 403, 404, 409, 410] }).catch(() => undefined);
}

/** On `pagehide` the page may be gone before a normal request leaves: `keepalive` lets it finish. */
export function releaseHoldOnExit(holdId: number): void {
  try {
    void fetch(routeUrl(routes.releaseHold, { id: holdId }), {
      method: routes.releaseHold.method,
      credentials: 'include',
      keepalive: true,
      headers: { Accept: 'application/json' },
    }).catch(() => undefined);
  } catch {
    // Nothing to do: the hold runs out on its own.
  }
}

// ---------------------------------------------------------------------------------------------------
// Patient cabinet

export type AppointmentScope = 'upcoming' | 'past';

export const patientAppointmentsQuery = (scope: AppointmentScope, page: number) =>
  queryOptions({
    queryKey: [...bookingKeys.patientAppointments, scope, page],
    queryFn: async () => call(routes.patientAppointments, { query: { scope, page } }),
  });

export const patientAppointmentQuery = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.patientAppointment(id),
    queryFn: async () => (await call(routes.patientAppointment, { params: { id } })).data,
  });

export const cancelAppointment = (id: number) => call(routes.cancelAppointment, { params: { id }, expected: [409, 422] });

export const rescheduleAppointment = (id: number, start: string) =>
  call(routes.rescheduleAppointment, { params: { id }, body: { start }, expected: [409, 422] });

export const icsPath = (id: number) => routeUrl(routes.appointmentIcs, { id });

export type NotificationFilter = 'all' | 'unread' | 'read';

export const notificationsQuery = (filter: NotificationFilter, page: number) =>
  queryOptions({
    queryKey: [...bookingKeys.notifications, 'list', filter, page],
    queryFn: async () => call(notices.listNotifications, { query: { page, ...(filter === 'all' ? {} : { status: filter }) } }),
  });

export const unreadCountQuery = queryOptions({
  queryKey: bookingKeys.unreadCount,
  queryFn: async () => {
    const { data } = await call(notices.unreadNotifications);
    return data.unread;
  },
  staleTime: 60_000,
});

export const notificationCalls = {
  read: (id: number) => call(notices.readNotification, { params: { id } }),
  readAll: () => call(notices.readAllNotifications),
  remove: (id: number) => call(notices.deleteNotification, { params: { id } }),
  removeAll: () => call(notices.deleteAllNotifications),
};

// ---------------------------------------------------------------------------------------------------
// Partner cabinet

/** The partner's list filters as the page holds them (contracts/booking.ts `ZPartnerAppointmentsQuery`). */
export interface PartnerFilters {
  status?: TAppointmentStatus;
  from?: string;
  to?: string;
  doctor_id?: number;
  institution_id?: number;
  page: number;
}

export const partnerAppointmentsQuery = (query: PartnerFilters) =>
  queryOptions({
    queryKey: [...bookingKeys.partnerAppointments, query],
    queryFn: async () => call(routes.partnerAppointments, { query: { ...query } }),
  });

/** The partner's doctors and institutions for the list's filters. */
export const partnerFilterOptionsQuery = () =>
  queryOptions({
    queryKey: [...bookingKeys.partnerAppointments, 'filters'],
    queryFn: async () => (await call(routes.partnerFilterOptions)).data,
    staleTime: 5 * 60_000,
  });

export const partnerAppointmentQuery = (id: number) =>
  queryOptions({
    queryKey: [...bookingKeys.partnerAppointments, 'one', id],
    queryFn: async () => (await call(routes.partnerAppointment, { params: { id } })).data,
  });

export const approveAppointment = (id: number) => call(routes.approveAppointment, { params: { id }, expected: [409, 422] });

export const rejectAppointment = (id: number, reason: string) =>
  call(routes.rejectAppointment, { params: { id }, body: reason ? { reason } : {}, expected: [409, 422] });

/** The 409 and 422 an appointment action expects (too late, not allowed now): the API's own words as a warning. */
export function warnRefused(error: unknown, t: Translate): void {
  if (isApiError(error) && (error.status === 409 || error.status === 422))
    showToast({ severity: 'warning', detail: error.body?.message ?? t('error.occured') });
}
