/** Every step of the demo data set, in the order they depend on each other; loaded only when a database is seeded. */
import { seedDemoFamily } from './steps/family.ts';
import { seedDemoReviewsReferral } from './steps/reviews-referral.ts';
import { seedDemoDoctorVisits } from './steps/demo-doctor.ts';
import { seedDemoDoctorOnline } from './steps/demo-doctor-online.ts';
import { seedDemoVideoHistory } from './steps/demo-video-history.ts';
import { seedDemoMedicalCard } from './steps/demo-medical-card.ts';
import { seedAppointments } from './steps/appointments.ts';
import { seedDemoWaitlist } from './steps/demo-waitlist.ts';
import { seedDemoClinicStatus } from './steps/demo-clinic-status.ts';
import { seedAlertRegions, seedDemoAlert } from './steps/demo-alerts.ts';
import { seedDemoNszu } from './steps/demo-nszu.ts';
import { seedDemoVisitMoves } from './steps/demo-visit-moves.ts';
import { seedDemoPartnerReport } from './steps/demo-partner-report.ts';
import { seedFailedRefund } from './steps/refund-demo.ts';
import { seedCallbackRequests } from './steps/callback-demo.ts';
import { seedDemoSupportRequests } from './steps/support-demo.ts';
import { seedImportTargets } from './imports-admin.ts';
import { seedStaffDemo } from './employees-admin.ts';
import { seedContent } from './steps/content.ts';
import { seedDemoBlog } from './steps/demo-blog.ts';
import { seedDemoPromotions } from './steps/demo-promotions.ts';
import { seedDemoSeo } from './steps/demo-seo.ts';
import { seedDemoPages } from './steps/demo-pages.ts';
import { seedRedirects } from './steps/redirects.ts';
import { designateDemoAccounts } from './steps/demo-accounts.ts';
import { seedDictionaries } from './steps/dictionaries.ts';
import { seedDoctors } from './steps/doctors.ts';
import { seedDemoPartnerApi } from './steps/demo-partner-api.ts';
import { seedDemoPartnerExtras } from './steps/demo-partner-extras.ts';
import { seedInstitutions } from './steps/institutions.ts';
import { seedPatients } from './steps/people.ts';
import type { SeedContext } from './steps/context.ts';

/** Runs the steps inside the seeding transaction; `lap` logs how long the part since the last lap took. */
export async function seedAll(context: SeedContext, lap: (what: string) => void): Promise<void> {
  const reference = await seedDictionaries(context);
  const patients = await seedPatients(context);
  lap('dictionaries, cities, patients');
  const institutions = await seedInstitutions(context, reference, patients);
  lap(`${institutions.length} institutions with legal entities and reviews`);
  const seededDoctors = await seedDoctors(context, reference, institutions, patients);
  lap(`${seededDoctors.length} doctors with services, timesheets and reviews`);
  await seedContent(context, reference, seededDoctors);
  lap('blog, diseases, promotions, SEO, pages');
  await seedDemoBlog(context);
  await seedDemoPromotions(context);
  await seedDemoSeo(context);
  await seedDemoPages(context);
  await designateDemoAccounts(context);
  await seedDemoDoctorOnline(context);
  await seedAppointments(context);
  await seedDemoFamily(context);
  await seedDemoDoctorVisits(context);
  await seedDemoVideoHistory(context);
  await seedDemoMedicalCard(context);
  await seedDemoReviewsReferral(context);
  await seedFailedRefund(context);
  // After every other demo visit: the report's visits take only time nobody else holds.
  await seedDemoPartnerReport(context);
  await seedCallbackRequests(context);
  await seedDemoSupportRequests(context);
  await seedImportTargets(context);
  await seedStaffDemo(context);
  await seedRedirects(context);
  await seedDemoPartnerApi(context);
  await seedDemoPartnerExtras(context);
  await seedDemoWaitlist(context);
  await seedDemoClinicStatus(context);
  // After the clinic statuses: the demo's alert is in the region of the clinic in the shelter.
  await seedAlertRegions(context);
  await seedDemoAlert(context);
  await seedDemoNszu(context);
  await seedDemoVisitMoves(context);
}
