import type { TAppointmentReportFilters, TAppointmentReportQuery } from '../../../contracts/appointment-report.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../accounts/permissions.ts';
import { partnerLegalEntity } from '../clinics/partner-entity.ts';
import { appointmentReport, appointmentReportOptions, appointmentReportRows } from './appointment-report.ts';
import { reportCsv } from './report-csv.ts';

/** The partner's report (SPEC §2 partners/reports): the shared report, scoped to the session's legal entity. */
export function createPartnerReports(db: Db) {
  const scopeOf = async (user: SessionUser | null) => ({ legalEntityId: await partnerLegalEntity(db, user) });
  return {
    report: async (user: SessionUser | null, query: TAppointmentReportQuery, locale: Locale) => appointmentReport(db, query, await scopeOf(user), locale),
    options: async (user: SessionUser | null, locale: Locale) => appointmentReportOptions(db, await scopeOf(user), locale),
    async csv(user: SessionUser | null, filters: TAppointmentReportFilters, locale: Locale, t: (key: string) => string): Promise<string> {
      return reportCsv(await appointmentReportRows(db, filters, await scopeOf(user), locale), t);
    },
  };
}
