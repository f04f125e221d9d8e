import {
  ZAppointmentReport,
  ZStaffAppointmentReportExportQuery,
  ZStaffAppointmentReportOptions,
  ZStaffAppointmentReportOptionsQuery,
  ZStaffAppointmentReportQuery,
} from '../appointment-report.ts';
import { ZStaffWaitlistReportExportQuery, ZStaffWaitlistReportQuery, ZWaitlistReport } from '../waitlist-report.ts';
import { APPOINTMENT_READ_PERMISSION } from '../appointment-decisions.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/**
 * The back office's report of approved and rejected appointments across every partner (SPEC §2 admins/reports;
 * docs/decisions/238, 275): the partner report's schema plus the partner filter, for staff who read appointments.
 */

const tag = 'appointments';
const staffRoute = { access: { permissions: [APPOINTMENT_READ_PERMISSION] }, noStore: true, tag } as const;

export const staffAppointmentReport = route({
  ...staffRoute,
  method: 'GET',
  path: 'admin/reports/appointments',
  query: ZStaffAppointmentReportQuery,
  answer: { status: 200, schema: ZAppointmentReport, description: 'a page of rows, totals, days and rejection reasons' },
  operationId: 'staffAppointmentReport',
  summary: "Approved and rejected appointments at every partner's clinics, by period, partner and filters",
});

export const staffAppointmentReportOptions = route({
  ...staffRoute,
  method: 'GET',
  path: 'admin/reports/appointments/options',
  query: ZStaffAppointmentReportOptionsQuery,
  answer: {
    status: 200,
    schema: dataEnvelope(ZStaffAppointmentReportOptions),
    description: "{data: {partners, institutions, doctors, specializations}}; with partner_id, that partner's choices",
  },
  operationId: 'staffAppointmentReportOptions',
  summary: "The partners, clinics, doctors and specializations, for the report's filters",
});

export const staffAppointmentReportCsv = route({
  ...staffRoute,
  method: 'GET',
  path: 'admin/reports/appointments/export',
  query: ZStaffAppointmentReportExportQuery,
  answer: { status: 200, file: 'text/csv', description: 'every row of the report under the same filters, as CSV' },
  operationId: 'staffAppointmentReportCsv',
  summary: "The back office's report as a CSV file",
});

export const staffWaitlistReport = route({
  ...staffRoute,
  method: 'GET',
  path: 'admin/reports/waitlist',
  query: ZStaffWaitlistReportQuery,
  answer: { status: 200, schema: ZWaitlistReport, description: 'a page of doctors, totals and days' },
  operationId: 'staffWaitlistReport',
  summary: "Patients waiting for an earlier time with every partner's doctors, and the offers of freed times, by period, partner and filters",
});

export const staffWaitlistReportCsv = route({
  ...staffRoute,
  method: 'GET',
  path: 'admin/reports/waitlist/export',
  query: ZStaffWaitlistReportExportQuery,
  answer: { status: 200, file: 'text/csv', description: 'every doctor of the waitlist report under the same filters, as CSV' },
  operationId: 'staffWaitlistReportCsv',
  summary: "The back office's waitlist report as a CSV file",
});
