import * as routes from '../../../../contracts/routes/staff-reports.ts';
import { call } from '../../../api/call.ts';
import { routeUrl } from '../../../api/route-url.ts';
import type { ReportSource } from '../../partner-cabinet/report-source.ts';

/** The back office's reports across every partner (contracts/routes/staff-reports.ts; docs/decisions/275, 305). */
export const staffReportSource: ReportSource = {
  key: 'staff-report',
  report: (filters, signal) => call(routes.staffAppointmentReport, { query: filters, signal }),
  choices: async (partnerId, signal) =>
    (await call(routes.staffAppointmentReportOptions, { query: partnerId === undefined ? {} : { partner_id: partnerId }, signal })).data,
  csvUrl: routeUrl(routes.staffAppointmentReportCsv),
  appointmentPath: (id) => `/admins/entries/entry-appointments/${id}`,
  withPartner: true,
  waitlist: {
    report: (filters, signal) => call(routes.staffWaitlistReport, { query: filters, signal }),
    csvUrl: routeUrl(routes.staffWaitlistReportCsv),
    doctorPath: (id) => `/admins/doctors/${id}`,
  },
};
