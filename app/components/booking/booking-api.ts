import { queryOptions } from '@tanstack/react-query';
import {
  BOOKING_HORIZON_DAYS,
  IDEMPOTENCY_KEY_HEADER,
  type TAppointment,
  type TAppointmentList,
  type TBookingOptions,
  type TBookRequest,
  type THold,
  type THoldRequest,
  type TNotification,
  type TAppointmentStatus,
  type TPartnerFilterOptions,
  type TSlotsResponse,
} from '../../../contracts/booking.ts';
import type { ListEnvelope } from '../../../contracts/envelope.ts';
import { API_BASE_URL, browserApi } from '../../api/browser.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { isApiError } from '../account/form-errors.ts';

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
    queryFn: async () => (await browserApi().get<{ data: TBookingOptions }>(`booking/doctors/${doctorId}/options`)).data,
  });

/** The whole booking horizon of one service at one workplace; fresh each time it is asked for. */
export const slotsQuery = (doctorId: number, serviceId: number, institutionId: number) =>
  queryOptions({
    queryKey: bookingKeys.slots(doctorId, serviceId, institutionId),
    queryFn: async ({ signal }) =>
      (
        await browserApi().get<TSlotsResponse>(`booking/doctors/${doctorId}/slots`, {
          query: { service_id: serviceId, institution_id: institutionId, days: BOOKING_HORIZON_DAYS },
          signal,
        })
      ).data,
    staleTime: 0,
  });

/** 401 (signed out meanwhile), 409 (taken) and 422 are the booking page's own to explain. */
const HOLD_EXPECTED = [401, 409, 422];

export async function holdSlot(request: THoldRequest, key: string): Promise<THold> {
  return (await browserApi().post<{ data: THold }>('booking/holds', request, { headers: idempotent(key), expected: HOLD_EXPECTED })).data;
}

/** Statuses that mean "the hold is gone" when booking: it expired, was swept, or never was ours. */
export const HOLD_GONE_STATUSES: readonly number[] = [404, 409, 410];

export async function bookHold(holdId: number, request: TBookRequest, key: string): Promise<TAppointment> {
  return (
    await browserApi().post<{ data: TAppointment }>(`booking/holds/${holdId}/book`, request, {
      headers: idempotent(key),
      expected: [401, 422, ...HOLD_GONE_STATUSES],
    })
  ).data;
}

/** Best effort: the hold expires by itself anyway. */
export function releaseHold(holdId: number): void {
  void browserApi()
    .delete(`booking/holds/${holdId}`, { expected: [401, 403, 404, 409, 410] })
    .catch(() => undefined);
}

/** On `pagehide` the page may be gone before a normal request leaves: `keepalive` lets it finish. */
export function releaseHoldOnExit(holdId: number): void {
  try {
    void fetch(`${API_BASE_URL.replace(/\/+$/, '')}/booking/holds/${holdId}`, {
      method: 'DELETE',
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
    queryFn: async () => browserApi().get<TAppointmentList>('patients/appointments', { query: { scope, page } }),
  });

export const patientAppointmentQuery = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.patientAppointment(id),
    queryFn: async () => (await browserApi().get<{ data: TAppointment }>(`patients/appointments/${id}`)).data,
  });

export const cancelAppointment = (id: number) => browserApi().post<{ data: TAppointment }>(`patients/appointments/${id}/cancel`, {}, { expected: [409, 422] });

export const rescheduleAppointment = (id: number, start: string) =>
  browserApi().post<{ data: TAppointment }>(`patients/appointments/${id}/reschedule`, { start }, { expected: [409, 422] });

export const icsPath = (id: number) => `${API_BASE_URL.replace(/\/+$/, '')}/patients/appointments/${id}/ics`;

export type NotificationFilter = 'all' | 'unread' | 'read';

export const notificationsQuery = (filter: NotificationFilter, page: number) =>
  queryOptions({
    queryKey: [...bookingKeys.notifications, 'list', filter, page],
    queryFn: async () =>
      browserApi().get<ListEnvelope<TNotification>>('patients/notifications', { query: { page, ...(filter === 'all' ? {} : { status: filter }) } }),
  });

export const unreadCountQuery = queryOptions({
  queryKey: bookingKeys.unreadCount,
  queryFn: async () => {
    const { data } = await browserApi().get<{ data: { unread?: number; count?: number } }>('patients/notifications/unread-count');
    return data.unread ?? data.count ?? 0;
  },
  staleTime: 60_000,
});

export const notificationCalls = {
  read: (id: number) => browserApi().post(`patients/notifications/${id}/read`),
  readAll: () => browserApi().post('patients/notifications/read-all'),
  remove: (id: number) => browserApi().delete(`patients/notifications/${id}`),
  removeAll: () => browserApi().delete('patients/notifications'),
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
    queryFn: async () => browserApi().get<TAppointmentList>('partners/appointments', { query: { ...query } }),
  });

/** The partner's doctors and institutions for the list's filters. */
export const partnerFilterOptionsQuery = () =>
  queryOptions({
    queryKey: [...bookingKeys.partnerAppointments, 'filters'],
    queryFn: async () => (await browserApi().get<{ data: TPartnerFilterOptions }>('partners/appointments/filters')).data,
    staleTime: 5 * 60_000,
  });

export const partnerAppointmentQuery = (id: number) =>
  queryOptions({
    queryKey: [...bookingKeys.partnerAppointments, 'one', id],
    queryFn: async () => (await browserApi().get<{ data: TAppointment }>(`partners/appointments/${id}`)).data,
  });

export const approveAppointment = (id: number) => browserApi().post<{ data: TAppointment }>(`partners/appointments/${id}/approve`, {}, { expected: [409, 422] });

export const rejectAppointment = (id: number, reason: string) =>
  browserApi().post<{ data: TAppointment }>(`partners/appointments/${id}/reject`, reason ? { reason } : {}, { expected: [409, 422] });

/** The 409 and 422 an appointment action expects (too late, not allowed now): the API's own words as a warning. */
export function warnRefused(error: unknown, t: Translate): void {
  if (isApiError(error) && (error.status === 409 || error.status === 422)) showToast({ severity: 'warning', detail: error.body?.message ?? t('error.occured') });
}
