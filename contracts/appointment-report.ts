import { z } from 'zod';
import { ZPageNumber } from './list-query.ts';
import { ZId } from './batch.ts';

/**
 * The report of approved and rejected appointments (SPEC §2 partners/reports, admins/reports;
 * docs/decisions/238): one query shape for the partner cabinet and, later, the back office.
 */

export const REPORT_STATUSES = ['approved', 'rejected'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_FORMATS = ['clinic', 'online'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];
/** The longest period one report covers: a year and a day, so a whole year with either end fits. */
export const REPORT_MAX_DAYS = 366;
/** Rows one page of the report's table shows; the CSV has them all. */
export const REPORT_PAGE_SIZE = 50;
/** Rows a CSV holds at most; a longer period is narrowed by its filters. */
export const REPORT_CSV_MAX_ROWS = 20_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ZReportDate = z.string().regex(DATE, { error: 'validation.date' });

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The filters every report kind takes (the appointment report adds format and status; docs/decisions/305). */
export const REPORT_BASE_FILTERS = {
  from: ZReportDate.describe('first day, Europe/Kyiv, by the visit time'),
  to: ZReportDate.describe('last day, included'),
  institution_id: ZId.optional(),
  doctor_id: ZId.optional(),
  specialization_id: ZId.optional(),
};
const filters = {
  ...REPORT_BASE_FILTERS,
  format: z.enum(REPORT_FORMATS).optional(),
  status: z.enum(REPORT_STATUSES).optional().describe('absent: both'),
};

/** The back office's report filters by partner too (a legal entity); a partner's own report never takes it. */
export const REPORT_PARTNER_FILTER = { partner_id: ZId.optional().describe("a partner (legal entity): only its clinics' visits") };
const staffFilters = { ...filters, ...REPORT_PARTNER_FILTER };
export const REPORT_PAGE = { page: ZPageNumber };
const page = REPORT_PAGE;

type Period = { from: string; to: string };

/** A strict query with a sound period: a bad value is a 400 with per-field messages. */
export const strictReportQuery = <T extends Pick<typeof filters, 'from' | 'to'> & z.ZodRawShape>(shape: T) =>
  z
    .strictObject(shape)
    // The shape always holds `filters`' dates; a generic shape hides them from the checker.
    .refine((query) => (query as Period).to >= (query as Period).from, { error: 'report.period.order', path: ['to'] })
    .refine((query) => dayNumber((query as Period).to) - dayNumber((query as Period).from) < REPORT_MAX_DAYS, {
      error: 'report.period.too_long',
      path: ['to'],
    });

/** The strict query of the API: a bad value is a 400 with per-field messages. */
export const ZAppointmentReportQuery = strictReportQuery({ ...filters, ...page });
export type TAppointmentReportQuery = z.output<typeof ZAppointmentReportQuery>;
/** The filters of either report; `partner_id` is the back office's only (docs/decisions/275). */
export type TAppointmentReportFilters = Omit<TAppointmentReportQuery, 'page'> & { partner_id?: number };

/** The same filters as the CSV takes them (no page). */
export const ZAppointmentReportExportQuery = strictReportQuery(filters);

/** The back office's report across every partner (SPEC §2 admins/reports): the same query plus the partner. */
export const ZStaffAppointmentReportQuery = strictReportQuery({ ...staffFilters, ...page });
export type TStaffAppointmentReportQuery = z.output<typeof ZStaffAppointmentReportQuery>;
export const ZStaffAppointmentReportExportQuery = strictReportQuery(staffFilters);
export const ZStaffAppointmentReportOptionsQuery = z.strictObject({ partner_id: staffFilters.partner_id });

export const ZAppointmentReportRow = z.object({
  id: z.number().int(),
  application_number: z.string().nullable(),
  start_at: z.string().describe('ISO 8601'),
  status: z.enum(REPORT_STATUSES),
  format: z.enum(REPORT_FORMATS),
  institution: z.object({ id: z.number().int(), name: z.string() }),
  doctor: z.object({ id: z.number().int(), name: z.string() }),
  specialization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  rejection_reason: z.string().nullable().describe('what the patient was told, when rejected with a reason'),
  decided_at: z.string().nullable(),
});
export type TAppointmentReportRow = z.infer<typeof ZAppointmentReportRow>;

/** One day of the period with its counts (days without any are present, as zeros). */
export const ZAppointmentReportDay = z.object({ date: z.string(), approved: z.number().int(), rejected: z.number().int() });
export type TAppointmentReportDay = z.infer<typeof ZAppointmentReportDay>;

export const ZAppointmentReport = z.object({
  data: z.array(ZAppointmentReportRow),
  totals: z.object({ approved: z.number().int(), rejected: z.number().int() }),
  days: z.array(ZAppointmentReportDay),
  reasons: z
    .array(z.object({ reason: z.string().nullable(), count: z.number().int() }))
    .describe('rejections by reason, most frequent first; null: none given'),
  meta: z.object({ current_page: z.number().int(), total_pages: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});
export type TAppointmentReport = z.infer<typeof ZAppointmentReport>;

const ZOption = z.object({ id: z.number().int(), name: z.string() });
export const ZAppointmentReportOptions = z.object({ institutions: z.array(ZOption), doctors: z.array(ZOption), specializations: z.array(ZOption) });
export type TAppointmentReportOptions = z.infer<typeof ZAppointmentReportOptions>;
/** The back office's choices add the partners; with a partner chosen, the rest are that partner's. */
export const ZStaffAppointmentReportOptions = ZAppointmentReportOptions.extend({ partners: z.array(ZOption) });
export type TStaffAppointmentReportOptions = z.infer<typeof ZStaffAppointmentReportOptions>;

/** The reports one screen shows as tabs (docs/decisions/305): `?kind=waitlist`; absent, the appointments'. */
export const REPORT_KINDS = ['appointments', 'waitlist'] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];
export const reportKindFromUrl = (params: URLSearchParams): TReportKind => (params.get('kind') === 'waitlist' ? 'waitlist' : 'appointments');

/**
 * The report's filters as a page URL holds them: anything malformed falls back (the period to the last 30
 * days ending `today`, or, with `daysAhead`, that many days from `today`), so a hand-edited link still shows a report.
 */
export function reportFiltersFromUrl(
  params: URLSearchParams,
  today: string,
  { withPartner = false, daysAhead }: { withPartner?: boolean; daysAhead?: number } = {},
): TAppointmentReportFilters & { page: number } {
  const id = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
  };
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  const shifted = (days: number) => new Date((dayNumber(today) + days) * 86_400_000).toISOString().slice(0, 10);
  const [defaultFrom, defaultTo] = daysAhead === undefined ? [shifted(-29), today] : [today, shifted(daysAhead - 1)];
  let from = date('from') ?? defaultFrom;
  let to = date('to') ?? defaultTo;
  if (to < from || dayNumber(to) - dayNumber(from) >= REPORT_MAX_DAYS) [from, to] = [defaultFrom, defaultTo];
  const format = REPORT_FORMATS.find((value) => value === params.get('format'));
  const status = REPORT_STATUSES.find((value) => value === params.get('status'));
  return {
    from,
    to,
    institution_id: id('institution_id'),
    doctor_id: id('doctor_id'),
    specialization_id: id('specialization_id'),
    format,
    status,
    ...(withPartner && id('partner_id') ? { partner_id: id('partner_id') } : {}),
    page: id('page') ?? 1,
  };
}
