import type { Db } from '../../db/client.ts';
import type { ResourceService } from '../records/service.ts';
import { createPartnerClinics } from './clinics/partner-clinics.ts';
import { createPartnerReports } from './reports/partner-reports.ts';

/** What a partner manages in their cabinet beyond appointments and doctors: their clinics, and the report. */
export function createPartnerCabinet(db: Db, resources: ResourceService) {
  return { clinics: createPartnerClinics(db, resources), reports: createPartnerReports(db) };
}

export type PartnerCabinet = ReturnType<typeof createPartnerCabinet>;
