import type { Database } from '../../db/client.ts';
import {
  ZRejectRequest,
  ZSlotsQuery,
  type TBookRequest,
  type THoldRequest,
  type TPartnerAppointmentsQuery,
  type TPatientAppointmentsQuery,
  type TRejectRequest,
  type TRescheduleRequest,
  type TSlotsQuery,
} from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { notifyPaymentChange } from './notices.ts';
import { bookingOptions, slotDays } from './slots.ts';
import { expireHolds, hold, release } from './hold.ts';
import { book } from './book.ts';
import { waitlistTimeFreed } from './freed-time.ts';
import { cancel, patientAppointment, patientAppointments } from './patient-appointments.ts';
import { reschedule } from './reschedule.ts';
import { partnerAppointment, partnerAppointments, partnerFilterOptions } from './partner-reads.ts';
import { decide } from './decide.ts';
import { staffApprove, staffHistory, staffReject } from './staff-decisions.ts';
import type { TStaffRejectRequest } from '../../contracts/appointment-decisions.ts';
import type { BookingContext, BookingSettings } from './context.ts';

export type { BookingContext, BookingSettings } from './context.ts';

export interface BookingOptions {
  settings: BookingSettings;
  messenger: Messenger;
  siteOrigin: string;
  now?: () => Date;
  /** Called after a change that frees or takes a doctor's time (the catalogue forgets its cached next slots). */
  onSlotsChanged?: (doctorIds: number[]) => void;
}

/**
 * Holds, bookings and their changes (SPEC §4–5, ARCHITECTURE §5), each use case a plain function of its own
 * file taking a `BookingContext` first: hold.ts, book.ts, patient-appointments.ts, reschedule.ts,
 * partner-reads.ts, decide.ts, slots.ts. This object binds one context for the routes and the jobs.
 * The database's exclusion constraint is the only judge of who gets a time: every write that takes time
 * simply tries, and a violation becomes 409. The use cases take their input as the route parsed it
 * (docs/decisions/293); only `slots` and `decide` still read a raw query or body, for the partner API's
 * routes, which read their requests themselves.
 */
export function createBookingService(database: Database, options: BookingOptions) {
  // The job worker listens, so that a refund or a waitlist offer queued by a change is made now rather than at the next poll.
  const jobListeners = new Set<() => void>();
  const context: BookingContext = {
    db: database.db,
    settings: options.settings,
    messenger: options.messenger,
    siteOrigin: options.siteOrigin,
    now: options.now ?? (() => new Date()),
    onSlotsChanged: options.onSlotsChanged,
    jobsQueued: () => jobListeners.forEach((listener) => listener()),
  };

  return {
    options: (doctorId: number, locale: Locale) => bookingOptions(context, doctorId, locale),
    freeSlots: (doctorId: number, query: TSlotsQuery) => slotDays(context, doctorId, query),
    /** The partner API's query, not parsed yet. */
    slots: (doctorId: number, query: unknown) => slotDays(context, doctorId, ZSlotsQuery.parse(query, { reportInput: true })),
    hold: (user: SessionUser, input: THoldRequest) => hold(context, user, input),
    release: (user: SessionUser, holdId: number) => release(context, user, holdId),
    book: (user: SessionUser, holdId: number, input: TBookRequest, locale: Locale) => book(context, user, holdId, input, locale),
    patientAppointments: (user: SessionUser, query: TPatientAppointmentsQuery, locale: Locale) => patientAppointments(context, user, query, locale),
    patientAppointment: (user: SessionUser, id: number, locale: Locale) => patientAppointment(context, user, id, locale),
    cancel: (user: SessionUser, id: number, locale: Locale) => cancel(context, user, id, locale),
    reschedule: (user: SessionUser, id: number, input: TRescheduleRequest, locale: Locale) => reschedule(context, user, id, input, locale),
    partnerAppointments: (user: SessionUser, query: TPartnerAppointmentsQuery, locale: Locale) => partnerAppointments(context, user, query, locale),
    partnerFilterOptions: (user: SessionUser, locale: Locale) => partnerFilterOptions(context, user, locale),
    partnerAppointment: (user: SessionUser, id: number, locale: Locale) => partnerAppointment(context, user, id, locale),
    approve: (user: SessionUser, id: number, locale: Locale) => decide(context, user, id, 'approved', {}, locale),
    reject: (user: SessionUser, id: number, input: TRejectRequest, locale: Locale) => decide(context, user, id, 'rejected', input, locale),
    /** The partner API's answer, its body not parsed yet. */
    decide: (user: SessionUser, id: number, decision: 'approved' | 'rejected', body: unknown, locale: Locale) =>
      decide(context, user, id, decision, decision === 'rejected' ? ZRejectRequest.parse(body ?? {}, { reportInput: true }) : {}, locale),
    staffApprove: (user: SessionUser, id: number, locale: Locale) => staffApprove(context, user, id, locale),
    staffReject: (user: SessionUser, id: number, input: TStaffRejectRequest, locale: Locale) => staffReject(context, user, id, input, locale),
    staffHistory: (user: SessionUser, id: number) => staffHistory(context, user, id),
    expireHolds: () => expireHolds(context),
    /** Doctors' hours changed elsewhere (a timesheet): their new free time is offered to whoever waits for it. */
    timeFreed: (doctorIds: readonly number[]) => waitlistTimeFreed(context, doctorIds),
    /** What the waitlist's use cases run with (features/waitlist). */
    context,
    /** Called after a change queued jobs to run now: a refund, matching freed time to the waitlist (the job worker's `kick`). */
    onJobsQueued(listener: () => void): void {
      jobListeners.add(listener);
    },
    paymentChanged: (appointmentId: number, kind: 'paid' | 'payment_failed' | 'refunded') => notifyPaymentChange(context, appointmentId, kind),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
