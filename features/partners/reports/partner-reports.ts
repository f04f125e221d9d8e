import type { TAppointmentReportFilters, TAppointmentReportQuery } from '../../../contracts/appointment-report.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { TWaitlistReportFilters, TWaitlistReportQuery } from '../../../contracts/waitlist-report.ts';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../accounts/permissions.ts';
import { partnerLegalEntity } from '../clinics/partner-entity.ts';
import { appointmentReport, appointmentReportOptions, appointmentReportRows } from './appointment-report.ts';
import { reportCsv, waitlistReportCsv } from './report-csv.ts';
import { doctorWaitlist, waitlistReport, waitlistReportRows } from './waitlist-report.ts';

type Translate = (key: string) => string;

/** The partner's report (SPEC §2 partners/reports): the shared reports, scoped to the session's legal entity. */
export function createPartnerReports(db: Db) {
  const scopeOf = async (user: SessionUser | null) => ({ legalEntityId: await partnerLegalEntity(db, user) });
  return {
    report: async (user: SessionUser | null, query: TAppointmentReportQuery, locale: Locale) => appointmentReport(db, query, await scopeOf(user), locale),
    options: async (user: SessionUser | null, locale: Locale) => appointmentReportOptions(db, await scopeOf(user), locale),
    async csv(user: SessionUser | null, filters: TAppointmentReportFilters, locale: Locale, t: Translate): Promise<string> {
      return reportCsv(await appointmentReportRows(db, filters, await scopeOf(user), locale), t);
    },
    /** The waitlist tab (docs/decisions/305): the same scope, filters and CSV. */
    waitlist: {
      report: async (user: SessionUser | null, query: TWaitlistReportQuery, locale: Locale) => waitlistReport(db, query, await scopeOf(user), locale),
      async csv(user: SessionUser | null, filters: TWaitlistReportFilters, locale: Locale, t: Translate): Promise<string> {
        return waitlistReportCsv(await waitlistReportRows(db, filters, await scopeOf(user), locale), t);
      },
      /** One doctor's demand for the partner API, whose caller's legal entity is already known from its token. */
      doctor: (legalEntityId: number, doctorId: number, today: string) => doctorWaitlist(db, doctorId, { legalEntityId }, today),
    },
  };
}
