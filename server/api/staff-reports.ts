import type { FastifyInstance } from 'fastify';
import { translate } from '../../app/i18n/catalogs.ts';
import * as routes from '../../contracts/routes/staff-reports.ts';
import type { Services } from '../../features/services.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/** The back office's appointment report across partners (contracts/routes/staff-reports.ts; docs/decisions/275). */
export async function staffReportRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const reports = services.staffReports;
  register(api, routes.staffAppointmentReport, async ({ query, request }) => reports.report(query, requestLocale(request)));
  register(api, routes.staffAppointmentReportOptions, async ({ query, request }) => ({ data: await reports.options(query, requestLocale(request)) }));
  register(api, routes.staffAppointmentReportCsv, async ({ query, request, reply }) => {
    const locale = requestLocale(request);
    const csv = await reports.csv(query, locale, (key) => translate(locale, key));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="report-${query.from}-${query.to}.csv"`)
      .send(csv);
  });
}
