import { z } from 'zod';
import { REPORT_BASE_FILTERS, REPORT_PAGE, REPORT_PARTNER_FILTER, strictReportQuery } from './appointment-report.ts';
import { WAITLIST_HORIZON_DAYS } from './waitlist.ts';

/**
 * The waitlist report (docs/decisions/305): per doctor, how many patients wait for an earlier time on the days of
 * the period, and what became of the freed times offered to them. A tab of the partner cabinet's and the back
 * office's report (docs/decisions/238, 275), with the same period, filters, chart and CSV.
 */

/** The period a waitlist report shows unless told: the days a request may reach, from today. */
export const WAITLIST_REPORT_DAYS = WAITLIST_HORIZON_DAYS;

export const ZWaitlistReportQuery = strictReportQuery({ ...REPORT_BASE_FILTERS, ...REPORT_PAGE });
export type TWaitlistReportQuery = z.output<typeof ZWaitlistReportQuery>;
export const ZWaitlistReportExportQuery = strictReportQuery(REPORT_BASE_FILTERS);
export const ZStaffWaitlistReportQuery = strictReportQuery({ ...REPORT_BASE_FILTERS, ...REPORT_PARTNER_FILTER, ...REPORT_PAGE });
export const ZStaffWaitlistReportExportQuery = strictReportQuery({ ...REPORT_BASE_FILTERS, ...REPORT_PARTNER_FILTER });
/** The filters of either report; `partner_id` is the back office's only. */
export type TWaitlistReportFilters = z.output<typeof ZWaitlistReportExportQuery> & { partner_id?: number };

const ZNamed = z.object({ id: z.number().int(), name: z.string() });
const ZDay = z.string().describe('YYYY-MM-DD, Europe/Kyiv');

export const ZWaitlistReportRow = z.object({
  doctor: ZNamed,
  institutions: z.array(ZNamed).describe("the doctor's clinics within the report's scope"),
  waiting: z.number().int().describe('requests waiting now whose days reach into the period'),
  first_day: ZDay.nullable().describe('the first day of the period they wait for; null: none waits'),
  last_day: ZDay.nullable().describe('the last day of the period they wait for'),
  offered: z.number().int().describe("freed times of the doctor offered to waiting patients, by the offered time's day"),
  accepted: z.number().int().describe('offers taken: freed times filled'),
  declined: z.number().int(),
  expired: z.number().int().describe('offers let go unanswered, or withdrawn because the time or the request went away'),
});
export type TWaitlistReportRow = z.infer<typeof ZWaitlistReportRow>;

/** One day of the period (days without any are present, as zeros). */
export const ZWaitlistReportDay = z.object({
  date: z.string(),
  waiting: z.number().int().describe('requests waiting now that she can come on this day (its range and weekdays)'),
  filled: z.number().int().describe('freed times on this day taken from an offer'),
});
export type TWaitlistReportDay = z.infer<typeof ZWaitlistReportDay>;

export const ZWaitlistReportTotals = ZWaitlistReportRow.pick({ waiting: true, offered: true, accepted: true, declined: true, expired: true });
export type TWaitlistReportTotals = z.infer<typeof ZWaitlistReportTotals>;

export const ZWaitlistReport = z.object({
  data: z.array(ZWaitlistReportRow).describe('a page of doctors, the most waited for first'),
  totals: ZWaitlistReportTotals,
  days: z.array(ZWaitlistReportDay),
  meta: z.object({ current_page: z.number().int(), total_pages: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});
export type TWaitlistReport = z.infer<typeof ZWaitlistReport>;

/** The partner API's demand for one doctor: waiting now, and per day of the next weeks. */
export const ZDoctorWaitlist = z.object({
  doctor_id: z.number().int(),
  waiting: z.number().int().describe(`requests waiting now for this doctor on one of the next ${WAITLIST_REPORT_DAYS} days`),
  days: z
    .array(z.object({ date: ZDay, waiting: z.number().int().describe('requests she can come on this day for (range and weekdays)') }))
    .describe(`today and the next ${WAITLIST_REPORT_DAYS - 1} days, each present`),
});
export type TDoctorWaitlist = z.infer<typeof ZDoctorWaitlist>;

type Format = { t: (key: string) => string; day: (date: string) => string };

/** The columns of the report's table and of its CSV, in order: stated once for both. */
export const WAITLIST_REPORT_COLUMNS: readonly { key: string; label: string; value: (row: TWaitlistReportRow, format: Format) => string }[] = [
  { key: 'doctor', label: 'report.waitlist.column.doctor', value: (row) => row.doctor.name },
  { key: 'clinic', label: 'report.waitlist.column.clinic', value: (row) => row.institutions.map((clinic) => clinic.name).join(', ') },
  { key: 'waiting', label: 'report.waitlist.column.waiting', value: (row) => String(row.waiting) },
  {
    key: 'days',
    label: 'report.waitlist.column.days',
    value: (row, { day }) =>
      row.first_day === null || row.last_day === null
        ? ''
        : row.first_day === row.last_day
          ? day(row.first_day)
          : `${day(row.first_day)} – ${day(row.last_day)}`,
  },
  { key: 'offered', label: 'report.waitlist.column.offered', value: (row) => String(row.offered) },
  { key: 'accepted', label: 'report.waitlist.column.accepted', value: (row) => String(row.accepted) },
  { key: 'declined', label: 'report.waitlist.column.declined', value: (row) => String(row.declined) },
  { key: 'expired', label: 'report.waitlist.column.expired', value: (row) => String(row.expired) },
];
