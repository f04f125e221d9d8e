import type { FastifyInstance } from 'fastify';
import { translate } from '../../app/i18n/catalogs.ts';
import * as routes from '../../contracts/routes/partner-cabinet.ts';
import type { Services } from '../../features/services.ts';
import { sendCsv } from './csv-reply.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/** The partner's clinics and reports (contracts/routes/partner-cabinet.ts); the rules live in features/partners. */
export async function partnerCabinetRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { clinics, reports } = services.partnerCabinet;
  register(api, routes.partnerClinics, async ({ user, request }) => ({ data: await clinics.list(user, requestLocale(request)) }));
  register(api, routes.partnerClinic, async ({ user, params, request }) => ({ data: await clinics.get(user, params.id, requestLocale(request)) }));
  register(api, routes.updatePartnerClinic, async ({ user, params, body, request }) => ({
    data: await clinics.update(user, params.id, body, requestLocale(request)),
  }));
  register(api, routes.partnerReport, async ({ user, query, request }) => reports.report(user, query, requestLocale(request)));
  register(api, routes.partnerReportOptions, async ({ user, request }) => ({ data: await reports.options(user, requestLocale(request)) }));
  register(api, routes.partnerReportCsv, async ({ user, query, request, reply }) => {
    const locale = requestLocale(request);
    return sendCsv(reply, await reports.csv(user, query, locale, (key) => translate(locale, key)), `report-${query.from}-${query.to}.csv`);
  });
  register(api, routes.partnerWaitlistReport, async ({ user, query, request }) => reports.waitlist.report(user, query, requestLocale(request)));
  register(api, routes.partnerWaitlistReportCsv, async ({ user, query, request, reply }) => {
    const locale = requestLocale(request);
    return sendCsv(reply, await reports.waitlist.csv(user, query, locale, (key) => translate(locale, key)), `waitlist-${query.from}-${query.to}.csv`);
  });
}
