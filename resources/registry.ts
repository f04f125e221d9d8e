import type { ResourceDefinition } from './define.ts';
import { actionLog } from './action-log.ts';
import { appointments } from './appointments.ts';
import { blogArticles } from './blog/articles.ts';
import { blogAuthors } from './blog/authors.ts';
import { blogCategories } from './blog/categories.ts';
import { blogComments } from './blog/comments.ts';
import { blogTags } from './blog/tags.ts';
import { cities } from './cities.ts';
import { contentBlocks } from './content-blocks.ts';
import { contentPages } from './content-pages.ts';
import { directoryDiseases } from './directory-diseases.ts';
import { doctorFeatures } from './doctor-features.ts';
import { doctorServices } from './doctor-services.ts';
import { doctors } from './doctors.ts';
import { emergency } from './emergency.ts';
import { employees } from './employees.ts';
import { entryFeedback } from './entry-feedback.ts';
import { languages } from './languages.ts';
import { legalEntities } from './legal-entities.ts';
import { medicalInstitutionFeatures } from './medical-institution-features.ts';
import { medicalInstitutionTypes } from './medical-institution-types.ts';
import { medicalInstitutions } from './medical-institutions.ts';
import { notifications } from './notifications.ts';
import { outboxMessages } from './outbox-messages.ts';
import { clinicStatuses } from './clinic-statuses.ts';
import { alertRegions } from './alert-regions.ts';
import { regionAlerts } from './region-alerts.ts';
import { patients } from './patients.ts';
import { permissions } from './permissions.ts';
import { promotionParticipants } from './promotion-participants.ts';
import { promotions } from './promotions.ts';
import { questionsAnswers } from './questions-answers.ts';
import { representatives } from './representatives.ts';
import { reviews } from './reviews.ts';
import { roles } from './roles.ts';
import { seoFilteredPagePatterns } from './seo/filtered-page-patterns.ts';
import { seoFilteredPages } from './seo/filtered-pages.ts';
import { seoRedirects } from './seo/redirects.ts';
import { seoTexts } from './seo/texts.ts';
import { specializations } from './specializations.ts';
import { support } from './support.ts';
import { timesheetEntries } from './timesheet-entries.ts';
import { timesheets } from './timesheets.ts';

/**
 * Every back-office resource; routes, OpenAPI, permissions and admin screens are derived from this list.
 * The five dictionaries and cities are editable; the rest are read-only until their screens come.
 */
export const resources: readonly ResourceDefinition[] = [
  doctorFeatures,
  languages,
  medicalInstitutionFeatures,
  medicalInstitutionTypes,
  specializations,
  cities,
  doctors,
  doctorServices,
  medicalInstitutions,
  clinicStatuses,
  alertRegions,
  regionAlerts,
  reviews,
  questionsAnswers,
  promotions,
  promotionParticipants,
  blogArticles,
  blogAuthors,
  blogCategories,
  blogTags,
  blogComments,
  directoryDiseases,
  appointments,
  timesheets,
  timesheetEntries,
  legalEntities,
  representatives,
  notifications,
  outboxMessages,
  support,
  emergency,
  entryFeedback,
  seoFilteredPages,
  seoFilteredPagePatterns,
  seoTexts,
  seoRedirects,
  contentPages,
  contentBlocks,
  employees,
  patients,
  roles,
  permissions,
  actionLog,
];

const byName = new Map(resources.map((definition) => [definition.name, definition]));

export function findResource(name: string): ResourceDefinition | undefined {
  return byName.get(name);
}
