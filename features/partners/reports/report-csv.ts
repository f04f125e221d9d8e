import type { TAppointmentReportRow } from '../../../contracts/appointment-report.ts';
import { WAITLIST_REPORT_COLUMNS, type TWaitlistReportRow } from '../../../contracts/waitlist-report.ts';
import { CLINIC_TIME_ZONE } from '../../../contracts/zoned-time.ts';
import { csvCell } from '../../records/export.ts';

type Translate = (key: string) => string;
type Column<Row> = { label: string; value: (row: Row, t: Translate) => string };

const KYIV_TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: CLINIC_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** The columns of the report's CSV: what its table shows, in the same order, plus the decision time. */
const COLUMNS: readonly Column<TAppointmentReportRow>[] = [
  { label: 'report.column.number', value: (row) => row.application_number ?? String(row.id) },
  { label: 'report.column.when', value: (row) => KYIV_TIME.format(new Date(row.start_at)) },
  { label: 'report.column.clinic', value: (row) => row.institution.name },
  { label: 'report.column.doctor', value: (row) => row.doctor.name },
  { label: 'report.column.specialization', value: (row) => row.specialization?.name ?? '' },
  { label: 'report.column.format', value: (row, t) => t(`report.format.${row.format}`) },
  { label: 'report.column.status', value: (row, t) => t(`report.status.${row.status}`) },
  { label: 'report.column.reason', value: (row) => row.rejection_reason ?? '' },
  { label: 'report.column.decided', value: (row) => (row.decided_at ? KYIV_TIME.format(new Date(row.decided_at)) : '') },
];

/** The waitlist report's table columns (contracts/waitlist-report.ts), days as ISO dates a spreadsheet reads. */
const WAITLIST_COLUMNS: readonly Column<TWaitlistReportRow>[] = WAITLIST_REPORT_COLUMNS.map((column) => ({
  label: column.label,
  value: (row, t) => column.value(row, { t, day: (date) => date }),
}));

const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Rows as CSV (RFC 4180, a byte-order mark so spreadsheets read Cyrillic), headers in the caller's language. */
function csvOf<Row>(columns: readonly Column<Row>[], rows: readonly Row[], t: Translate): string {
  return `\uFEFF${line(columns.map((column) => t(column.label)))}${rows.map((row) => line(columns.map((column) => column.value(row, t)))).join('')}`;
}

export const reportCsv = (rows: readonly TAppointmentReportRow[], t: Translate) => csvOf(COLUMNS, rows, t);
export const waitlistReportCsv = (rows: readonly TWaitlistReportRow[], t: Translate) => csvOf(WAITLIST_COLUMNS, rows, t);
