import type { TAppointmentReport, TAppointmentReportFilters, TAppointmentReportOptions } from '../../../contracts/appointment-report.ts';
import type { TWaitlistReport, TWaitlistReportFilters } from '../../../contracts/waitlist-report.ts';

/** The filters' choices; the back office's add the partners. */
export type ReportChoices = TAppointmentReportOptions & { partners?: { id: number; name: string }[] };

/**
 * Where one report screen gets its data (docs/decisions/238, 275, 305): the partner cabinet's own reports and the
 * back office's reports across partners are the same screen over two APIs.
 */
export interface ReportSource {
  /** The first part of its cached queries' keys. */
  key: string;
  report: (filters: TAppointmentReportFilters & { page: number }, signal: AbortSignal) => Promise<TAppointmentReport>;
  /** The choices; with a partner given, that partner's clinics, doctors and specializations. */
  choices: (partnerId: number | undefined, signal: AbortSignal) => Promise<ReportChoices>;
  /** The CSV's address (the filters are added as its query). */
  csvUrl: string;
  /** A row's visit, unlocalized: `/partners/appointments/12`. */
  appointmentPath: (id: number) => string;
  /** Offers the partner filter (the back office). */
  withPartner: boolean;
  /** The waitlist tab: its report and CSV under the same filters (no format or status). */
  waitlist: {
    report: (filters: TWaitlistReportFilters & { page: number }, signal: AbortSignal) => Promise<TWaitlistReport>;
    csvUrl: string;
    /** A row's doctor, unlocalized: `/partners/doctors/12`. */
    doctorPath: (id: number) => string;
  };
}
