import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import { activeAlerts, alertsOfInstitutions } from './read.ts';

/**
 * The alerts on now (docs/decisions/308), for pages and the API. Read from the primary database, never a replica
 * or a cache: an alert's start or end shows with the next request.
 */
export function createAlertsService(db: Db) {
  return {
    /** Every alert on now, with its region. */
    active: (locale: Locale) => activeAlerts(db, locale),
    /** The alerts on now in the regions of these clinics (a clinic page, a doctor's workplaces). */
    forInstitutions: async (institutionIds: readonly number[], locale: Locale) => (await alertsOfInstitutions(db, institutionIds, locale)).alerts,
    /** The same with the alert regions of these clinics, alert or not (the booking page watches them while open). */
    ofInstitutions: (institutionIds: readonly number[], locale: Locale) => alertsOfInstitutions(db, institutionIds, locale),
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
