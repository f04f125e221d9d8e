import { common as uaCommon } from './ua/common.ts';
import { common as ruCommon } from './ru/common.ts';
import { publicSite as uaPublic } from './ua/public.ts';
import { publicSite as ruPublic } from './ru/public.ts';
import { accounts as uaAccounts } from './ua/accounts.ts';
import { accounts as ruAccounts } from './ru/accounts.ts';
import { admin as uaAdmin } from './ua/admin.ts';
import { admin as ruAdmin } from './ru/admin.ts';
import { errors as uaErrors } from './ua/errors.ts';
import { errors as ruErrors } from './ru/errors.ts';
import { resources as uaResources } from './ua/resources.ts';
import { resources as ruResources } from './ru/resources.ts';
import { cabinet as uaCabinet } from './ua/cabinet.ts';
import { cabinet as ruCabinet } from './ru/cabinet.ts';
import { feedback as uaFeedback } from './ua/feedback.ts';
import { feedback as ruFeedback } from './ru/feedback.ts';
import { seo as uaSeo } from './ua/seo.ts';
import { seo as ruSeo } from './ru/seo.ts';
import { places as uaPlaces } from './ua/places.ts';
import { places as ruPlaces } from './ru/places.ts';
import { content as uaContent } from './ua/content.ts';
import { content as ruContent } from './ru/content.ts';
import { catalog as uaCatalog } from './ua/catalog.ts';
import { catalog as ruCatalog } from './ru/catalog.ts';
import { booking as uaBooking } from './ua/booking.ts';
import { booking as ruBooking } from './ru/booking.ts';
import { schedule as uaSchedule } from './ua/schedule.ts';
import { schedule as ruSchedule } from './ru/schedule.ts';
import { payments as uaPayments } from './ua/payments.ts';
import { payments as ruPayments } from './ru/payments.ts';
import { catalogAdmin as uaCatalogAdmin } from './ua/catalog-admin.ts';
import { catalogAdmin as ruCatalogAdmin } from './ru/catalog-admin.ts';
import { contentAdmin as uaContentAdmin } from './ua/content-admin.ts';
import { contentAdmin as ruContentAdmin } from './ru/content-admin.ts';
import { entriesAdmin as uaEntriesAdmin } from './ua/entries-admin.ts';
import { entriesAdmin as ruEntriesAdmin } from './ru/entries-admin.ts';
import { partnersAdmin as uaPartnersAdmin } from './ua/partners-admin.ts';
import { partnersAdmin as ruPartnersAdmin } from './ru/partners-admin.ts';
import { timesheetsAdmin as uaTimesheetsAdmin } from './ua/timesheets-admin.ts';
import { timesheetsAdmin as ruTimesheetsAdmin } from './ru/timesheets-admin.ts';
import { importsAdmin as uaImportsAdmin } from './ua/imports-admin.ts';
import { importsAdmin as ruImportsAdmin } from './ru/imports-admin.ts';
import { employeesAdmin as uaEmployeesAdmin } from './ua/employees-admin.ts';
import { employeesAdmin as ruEmployeesAdmin } from './ru/employees-admin.ts';
import { recordConflicts as uaRecordConflicts } from './ua/record-conflicts.ts';
import { recordConflicts as ruRecordConflicts } from './ru/record-conflicts.ts';
import { conference as uaConference } from './ua/conference.ts';
import { conference as ruConference } from './ru/conference.ts';
import { videoErrors as uaVideoErrors } from './ua/video-errors.ts';
import { videoErrors as ruVideoErrors } from './ru/video-errors.ts';
import { videoAdmin as uaVideoAdmin } from './ua/video-admin.ts';
import { videoAdmin as ruVideoAdmin } from './ru/video-admin.ts';
import { video as uaVideo } from './ua/video.ts';
import { video as ruVideo } from './ru/video.ts';
import { partnerCabinet as uaPartnerCabinet } from './ua/partner-cabinet.ts';
import { partnerCabinet as ruPartnerCabinet } from './ru/partner-cabinet.ts';
import { staffReport as uaStaffReport } from './ua/staff-report.ts';
import { staffReport as ruStaffReport } from './ru/staff-report.ts';
import { medicalCard as uaMedicalCard } from './ua/medical-card.ts';
import { medicalCard as ruMedicalCard } from './ru/medical-card.ts';
import { medicalCardFamily as uaMedicalCardFamily } from './ua/medical-card-family.ts';
import { medicalCardFamily as ruMedicalCardFamily } from './ru/medical-card-family.ts';
import { patientSupport as uaPatientSupport } from './ua/patient-support.ts';
import { patientSupport as ruPatientSupport } from './ru/patient-support.ts';
import { partnerDoctors as uaPartnerDoctors } from './ua/partner-doctors.ts';
import { partnerDoctors as ruPartnerDoctors } from './ru/partner-doctors.ts';
import { reviewsReferral as uaReviewsReferral } from './ua/reviews-referral.ts';
import { reviewsReferral as ruReviewsReferral } from './ru/reviews-referral.ts';
import { redirects as uaRedirects } from './ua/redirects.ts';
import { redirects as ruRedirects } from './ru/redirects.ts';
import { partnerApi as uaPartnerApi } from './ua/partner-api.ts';
import { partnerApi as ruPartnerApi } from './ru/partner-api.ts';
import { updates as uaUpdates } from './ua/updates.ts';
import { updates as ruUpdates } from './ru/updates.ts';
import { install as uaInstall } from './ua/install.ts';
import { install as ruInstall } from './ru/install.ts';
import { blogAdmin as uaBlogAdmin } from './ua/blog-admin.ts';
import { blogAdmin as ruBlogAdmin } from './ru/blog-admin.ts';
import { promotionsAdmin as uaPromotionsAdmin } from './ua/promotions-admin.ts';
import { promotionsAdmin as ruPromotionsAdmin } from './ru/promotions-admin.ts';
import { seoAdmin as uaSeoAdmin } from './ua/seo-admin.ts';
import { seoAdmin as ruSeoAdmin } from './ru/seo-admin.ts';
import { pagesAdmin as uaPagesAdmin } from './ua/pages-admin.ts';
import { pagesAdmin as ruPagesAdmin } from './ru/pages-admin.ts';
import { waitlist as uaWaitlist } from './ua/waitlist.ts';
import { waitlist as ruWaitlist } from './ru/waitlist.ts';
import { clinicStatus as uaClinicStatus } from './ua/clinic-status.ts';
import { clinicStatus as ruClinicStatus } from './ru/clinic-status.ts';
import { visitMoves as uaVisitMoves } from './ua/visit-moves.ts';
import { visitMoves as ruVisitMoves } from './ru/visit-moves.ts';
import { alerts as uaAlerts } from './ua/alerts.ts';
import { alerts as ruAlerts } from './ru/alerts.ts';
import type { Locale } from './locale.ts';

/**
 * Both catalogs, flat (`keySeparator: false`). Each area keeps its own file per language under
 * `ua/` and `ru/`; the `ru` file is typed against the `ua` one so a missing key fails the typecheck.
 * Add an area with one spread per language. Only the server imports this file as a value: the browser
 * gets the page's language and part of the site from the root loader (docs/decisions/160); keys meant for
 * cabinets or the back office only get their prefix in `message-scopes.ts`.
 */
export const catalogs = {
  ua: {
    ...uaCommon,
    ...uaPayments,
    ...uaSeo,
    ...uaPublic,
    ...uaAccounts,
    ...uaAdmin,
    ...uaErrors,
    ...uaResources,
    ...uaFeedback,
    ...uaCabinet,
    ...uaPlaces,
    ...uaContent,
    ...uaCatalog,
    ...uaBooking,
    ...uaSchedule,
    ...uaCatalogAdmin,
    ...uaContentAdmin,
    ...uaEntriesAdmin,
    ...uaPartnersAdmin,
    ...uaTimesheetsAdmin,
    ...uaImportsAdmin,
    ...uaEmployeesAdmin,
    ...uaRecordConflicts,
    ...uaConference,
    ...uaVideoErrors,
    ...uaVideoAdmin,
    ...uaVideo,
    ...uaPartnerCabinet,
    ...uaStaffReport,
    ...uaMedicalCard,
    ...uaMedicalCardFamily,
    ...uaPatientSupport,
    ...uaPartnerDoctors,
    ...uaReviewsReferral,
    ...uaRedirects,
    ...uaPartnerApi,
    ...uaUpdates,
    ...uaInstall,
    ...uaBlogAdmin,
    ...uaPromotionsAdmin,
    ...uaSeoAdmin,
    ...uaPagesAdmin,
    ...uaWaitlist,
    ...uaClinicStatus,
    ...uaVisitMoves,
    ...uaAlerts,
  },
  ru: {
    ...ruCommon,
    ...ruPayments,
    ...ruSeo,
    ...ruPublic,
    ...ruAccounts,
    ...ruAdmin,
    ...ruErrors,
    ...ruResources,
    ...ruFeedback,
    ...ruCabinet,
    ...ruPlaces,
    ...ruContent,
    ...ruCatalog,
    ...ruBooking,
    ...ruSchedule,
    ...ruCatalogAdmin,
    ...ruContentAdmin,
    ...ruEntriesAdmin,
    ...ruPartnersAdmin,
    ...ruTimesheetsAdmin,
    ...ruImportsAdmin,
    ...ruEmployeesAdmin,
    ...ruRecordConflicts,
    ...ruConference,
    ...ruVideoErrors,
    ...ruVideoAdmin,
    ...ruVideo,
    ...ruPartnerCabinet,
    ...ruStaffReport,
    ...ruMedicalCard,
    ...ruMedicalCardFamily,
    ...ruPatientSupport,
    ...ruPartnerDoctors,
    ...ruReviewsReferral,
    ...ruRedirects,
    ...ruPartnerApi,
    ...ruUpdates,
    ...ruInstall,
    ...ruBlogAdmin,
    ...ruPromotionsAdmin,
    ...ruSeoAdmin,
    ...ruPagesAdmin,
    ...ruWaitlist,
    ...ruClinicStatus,
    ...ruVisitMoves,
    ...ruAlerts,
  },
} satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof typeof catalogs.ua;

/** Server-side translation (API error messages, e-mails, page titles): `{{name}}` placeholders filled from params. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const catalog = catalogs[locale] as Record<string, string>;
  const text = catalog[key] ?? (catalogs.ua as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
