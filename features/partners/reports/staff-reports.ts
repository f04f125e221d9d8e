import { asc, isNull } from 'drizzle-orm';
import type { TAppointmentReportFilters, TStaffAppointmentReportOptions, TStaffAppointmentReportQuery } from '../../../contracts/appointment-report.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { Db } from '../../../db/client.ts';
import { legal_entities } from '../../../db/schema/index.ts';
import { appointmentReport, appointmentReportOptions, appointmentReportRows, type ReportScope } from './appointment-report.ts';
import type { TWaitlistReportFilters, TWaitlistReportQuery } from '../../../contracts/waitlist-report.ts';
import { reportCsv, waitlistReportCsv } from './report-csv.ts';
import { waitlistReport, waitlistReportRows } from './waitlist-report.ts';

/**
 * The back office's report (SPEC §2 admins/reports; docs/decisions/238, 275): the same report over every
 * partner's clinics. Staff may read them all, so the partner filter is simply the scope of one legal entity.
 * Who may call it is the route's permission (`appointments.read`).
 */
export function createStaffReports(db: Db) {
  const scopeOf = (filters: { partner_id?: number }): ReportScope => (filters.partner_id === undefined ? {} : { legalEntityId: filters.partner_id });
  return {
    report: (query: TStaffAppointmentReportQuery, locale: Locale) => appointmentReport(db, query, scopeOf(query), locale),
    async options(filters: { partner_id?: number }, locale: Locale): Promise<TStaffAppointmentReportOptions> {
      const [choices, partners] = await Promise.all([
        appointmentReportOptions(db, scopeOf(filters), locale),
        db
          .select({ id: legal_entities.id, name: legal_entities.public_name })
          .from(legal_entities)
          .where(isNull(legal_entities.deleted_at))
          .orderBy(asc(legal_entities.public_name), asc(legal_entities.id))
          .limit(1000),
      ]);
      return { ...choices, partners };
    },
    async csv(filters: TAppointmentReportFilters, locale: Locale, t: (key: string) => string): Promise<string> {
      return reportCsv(await appointmentReportRows(db, filters, scopeOf(filters), locale), t);
    },
    /** The waitlist tab (docs/decisions/305) across partners, by the same rules. */
    waitlist: {
      report: (query: TWaitlistReportQuery & { partner_id?: number }, locale: Locale) => waitlistReport(db, query, scopeOf(query), locale),
      async csv(filters: TWaitlistReportFilters, locale: Locale, t: (key: string) => string): Promise<string> {
        return waitlistReportCsv(await waitlistReportRows(db, filters, scopeOf(filters), locale), t);
      },
    },
  };
}
