import { queryOptions } from '@tanstack/react-query';
import type { TWaitlistCreate, TWaitlistUpdate } from '../../../contracts/waitlist.ts';
import * as routes from '../../../contracts/routes/waitlist.ts';
import { call } from '../../api/call.ts';
import { bookingKeys } from '../booking/booking-api.ts';

/** The waitlist calls of contracts/routes/waitlist.ts, as the browser makes them (docs/decisions/303). */

export const waitlistKeys = {
  all: ['waitlist'] as const,
  requests: ['waitlist', 'requests'] as const,
  offer: (id: number) => ['waitlist', 'offers', id] as const,
};

export const waitlistRequestsQuery = queryOptions({
  queryKey: waitlistKeys.requests,
  queryFn: async () => (await call(routes.waitlistRequests)).data,
});

export const waitlistOfferQuery = (id: number) =>
  queryOptions({
    queryKey: waitlistKeys.offer(id),
    queryFn: async () => (await call(routes.waitlistOffer, { params: { id } })).data,
    // The countdown runs from `seconds_left` as it was answered: never from a stale copy.
    staleTime: 0,
  });

/** 409 (the doctor takes no waitlist, a request like it waits already, too many) and 422 are the form's to show. */
export const createWaitlistRequest = (body: TWaitlistCreate) => call(routes.createWaitlistRequest, { body, expected: [409, 422] });

export const updateWaitlistRequest = (id: number, body: TWaitlistUpdate) => call(routes.updateWaitlistRequest, { params: { id }, body, expected: [409, 422] });

export const leaveWaitlist = (id: number) => call(routes.leaveWaitlist, { params: { id }, expected: [404, 409] });

/** 404 and 409 both mean "this time is no longer yours to answer": the page says so itself. */
export const OFFER_GONE: readonly number[] = [404, 409, 410];

export const acceptWaitlistOffer = (id: number) => call(routes.acceptWaitlistOffer, { params: { id }, expected: OFFER_GONE });

export const declineWaitlistOffer = (id: number) => call(routes.declineWaitlistOffer, { params: { id }, expected: OFFER_GONE });

/** Everything an answered offer changes: her requests, her visits, and the notification that announced it. */
export const keysChangedByOffer = [waitlistKeys.all, bookingKeys.patientAppointments, bookingKeys.notifications] as const;
