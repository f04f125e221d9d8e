import type { Database } from '../db/client.ts';
import { createAccountsService } from './accounts/accounts.ts';
import { createSelfService } from './accounts/self-service.ts';
import { createDoctorCabinet } from './accounts/doctor-cabinet.ts';
import { createCatalogService } from './catalog/catalog.ts';
import { createContentService } from './content/content.ts';
import { createSubmissionGuard } from './feedback/guard.ts';
import { createFeedbackSubmissions } from './feedback/submissions.ts';
import { createPatientReviews } from './feedback/patient-reviews.ts';
import { createReferrals } from './accounts/referrals.ts';
import type { ReferralRewards } from '../contracts/referral.ts';
import { createSupportRequests } from './support/requests.ts';
import { createMessenger } from './messaging/messenger.ts';
import { seoAdminHooks } from './seo/seo-admin-hooks.ts';
import { createSeoService } from './seo/seo-service.ts';
import { createStaffService } from './staff/staff.ts';
import { createTimesheetsService } from './timesheets/timesheets.ts';
import { createPaymentsService, type PaymentsServiceOptions } from './payments/payments.ts';
import { createBookingService, type BookingSettings } from './booking/booking.ts';
import { createCalendarService } from './booking/calendars.ts';
import { createIdempotency } from './booking/idempotency.ts';
import { notifyPatient } from './booking/notices.ts';
import { createNotificationsService } from './notifications/notifications.ts';
import { createPartnersService } from './partners/partners.ts';
import { createStaffReports } from './partners/reports/staff-reports.ts';
import { createPartnerCabinet } from './partners/partner-cabinet.ts';
import { createPartnerDoctors } from './partners/partner-doctors.ts';
import { createPartnerProfile } from './partners/partner-profile.ts';
import { createProfiles } from './accounts/profiles.ts';
import { createPartnerApiService, type PartnerApiOptions } from './partner-api/partner-api.ts';
import { DEFAULT_CANCEL_CUTOFF_HOURS, DEFAULT_HOLD_MINUTES, REMINDER_OFFSETS_MINUTES } from '../contracts/booking.ts';
import { resourceHooks } from './records/server-hooks.ts';
import { createResourceService } from './records/service.ts';
import { findResource } from '../resources/registry.ts';
import { createVideoService } from './video/service.ts';
import { createMedicalCardService } from './medical-card/service.ts';
import { createRedirectsService } from './redirects/redirects.ts';
import { createPromotionCommands } from './promotions/commands.ts';
import { createWaitlistService } from './waitlist/service.ts';
import { createVisitMoveService } from './visit-moves/service.ts';
import { createAlertsService } from './alerts/service.ts';
import { DEFAULT_OFFER_MINUTES } from '../contracts/waitlist.ts';

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  holdSeconds: DEFAULT_HOLD_MINUTES * 60,
  cancelCutoffMinutes: DEFAULT_CANCEL_CUTOFF_HOURS * 60,
  reminderOffsetsMinutes: REMINDER_OFFSETS_MINUTES,
};

export interface BookingServiceOptions {
  settings?: BookingSettings;
  /** The site's address in messages and calendar feeds. */
  siteOrigin?: string;
  /** How long a waitlist offer holds its time (docs/decisions/303). */
  waitlistOfferSeconds?: number;
  now?: () => Date;
}

/** Every domain service, built once per process over one database. */
export function createServices(
  database: Database,
  options: {
    payments?: PaymentsServiceOptions;
    booking?: BookingServiceOptions;
    referralRewards?: ReferralRewards;
    partnerApi?: Omit<PartnerApiOptions, 'limiter'>;
  } = {},
) {
  const messenger = createMessenger(database);
  const accounts = createAccountsService(database, { messenger });
  const guard = createSubmissionGuard(accounts.limiter);
  // The public catalogue (pages, listings, search) tolerates a little lag: it reads the replica (docs/decisions/301).
  const catalog = createCatalogService(database.reads);
  const siteOrigin = options.booking?.siteOrigin ?? 'http://localhost:3000';
  const booking = createBookingService(database, {
    settings: options.booking?.settings ?? DEFAULT_BOOKING_SETTINGS,
    messenger,
    siteOrigin,
    now: options.booking?.now,
    onSlotsChanged: (doctorIds) => catalog.forgetNextSlots(doctorIds),
  });
  const staff = createStaffService(database, { messenger, siteOrigin });
  const redirects = createRedirectsService(database, { siteOrigin });
  // Saved SEO texts reach every instance's cache (docs/decisions/287).
  const seo = createSeoService(database.db, { listen: (channel, handler) => database.listen(channel, handler) });
  const resources = createResourceService(database.db, findResource, {
    hooks: resourceHooks(messenger, { ...staff.hooks, 'seo/redirects': redirects.hooks, ...seoAdminHooks(seo.invalidate) }, { siteOrigin }),
  });
  const waitlist = createWaitlistService(booking.context, { offerSeconds: options.booking?.waitlistOfferSeconds ?? DEFAULT_OFFER_MINUTES * 60 });
  return {
    database,
    accounts,
    messenger,
    selfService: createSelfService(database, accounts, messenger),
    catalog,
    timesheets: createTimesheetsService(database, {
      onScheduleChange: (doctorId) => {
        catalog.forgetNextSlots([doctorId]);
        // New hours may be the earlier time someone waits for (docs/decisions/303).
        void booking.timeFreed([doctorId]).catch(() => undefined);
      },
    }),
    content: createContentService(database.db),
    promotions: createPromotionCommands(database, { now: options.booking?.now }),
    seo,
    feedback: createFeedbackSubmissions(database, { guard, messenger }),
    // The patient cabinet's reviews and referral program (docs/decisions/229, 230).
    patientReviews: createPatientReviews(database, { guard }),
    referrals: createReferrals(database, options.referralRewards, { messenger, siteOrigin }),
    support: createSupportRequests(database, { guard, messenger }),
    payments: createPaymentsService(database, {
      ...options.payments,
      notifyRefunded: (tx, appointmentId) => notifyPatient(tx, { messenger, siteOrigin }, appointmentId, 'refunded'),
      // The patient hears of every real payment change: in the cabinet, by e-mail.
      onPaymentChange: async (appointmentId, outcome) => {
        await options.payments?.onPaymentChange?.(appointmentId, outcome);
        await booking.paymentChanged(appointmentId, outcome === 'failed' ? 'payment_failed' : outcome);
      },
    }),
    booking,
    waitlist,
    // Moving every visit out of a closed range, through the waitlist's offers (docs/decisions/309).
    visitMoves: createVisitMoveService(waitlist.context),
    calendar: createCalendarService(database.db, { siteOrigin, now: options.booking?.now }),
    notifications: createNotificationsService(database.db),
    partners: createPartnersService(database.db, { messenger, siteOrigin }),
    partnerApi: createPartnerApiService(database, { limiter: accounts.limiter, now: options.booking?.now, ...options.partnerApi }),
    idempotent: createIdempotency(database),
    doctorCabinet: createDoctorCabinet(database.db, { messenger, siteOrigin }),
    staff,
    video: createVideoService(database, { now: options.booking?.now }),
    redirects,
    resources,
    partnerCabinet: createPartnerCabinet(database.db, resources),
    // The back office's appointment report across every partner (docs/decisions/275).
    staffReports: createStaffReports(database.db),
    medicalCard: createMedicalCardService(database),
    // The partner cabinet's own doctors and profile, over the back office's resource writes (docs/decisions/234, 235).
    partnerDoctors: createPartnerDoctors(database.db, resources, createDoctorCabinet(database.db, { messenger, siteOrigin })),
    partnerProfile: createPartnerProfile(database.db, resources, createProfiles(database)),
    // Air-raid alerts by region (docs/decisions/308): read from the primary, so a change shows with the next page.
    alerts: createAlertsService(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
