import type { FastifyInstance } from 'fastify';
import { translate } from '../../app/i18n/catalogs.ts';
import * as routes from '../../contracts/routes/staff-reports.ts';
import type { Services } from '../../features/services.ts';
import { sendCsv } from './csv-reply.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/** The back office's appointment and waitlist reports across partners (contracts/routes/staff-reports.ts; docs/decisions/275, 305). */
export async function staffReportRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const reports = services.staffReports;
  register(api, routes.staffAppointmentReport, async ({ query, request }) => reports.report(query, requestLocale(request)));
  register(api, routes.staffAppointmentReportOptions, async ({ query, request }) => ({ data: await reports.options(query, requestLocale(request)) }));
  register(api, routes.staffAppointmentReportCsv, async ({ query, request, reply }) => {
    const locale = requestLocale(request);
    return sendCsv(reply, await reports.csv(query, locale, (key) => translate(locale, key)), `report-${query.from}-${query.to}.csv`);
  });
  register(api, routes.staffWaitlistReport, async ({ query, request }) => reports.waitlist.report(query, requestLocale(request)));
  register(api, routes.staffWaitlistReportCsv, async ({ query, request, reply }) => {
    const locale = requestLocale(request);
    return sendCsv(reply, await reports.waitlist.csv(query, locale, (key) => translate(locale, key)), `waitlist-${query.from}-${query.to}.csv`);
  });
}
