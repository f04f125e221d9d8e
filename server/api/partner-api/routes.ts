import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timesheets as timesheetTable } from '../../../db/schema/index.ts';
import { PARTNER_API_BASE, ZTokenRequest } from '../../../contracts/partner-api.ts';
import * as routes from '../../../contracts/routes/partner-api.ts';
import * as webhookRoutes from '../../../contracts/routes/partner-api-webhooks.ts';
import type { CallContext } from '../../../features/records/types.ts';
import type { Services } from '../../../features/services.ts';
import { NotFoundError, ValidationError } from '../../../features/errors.ts';
import { OAuthError } from '../../../features/partner-api/partner-api.ts';
import { partnerRows, requireOwn } from '../../../features/partner-api/scope.ts';
import { clinicToday } from '../../../features/schedule/slot-loader.ts';
import { findResource } from '../../../resources/registry.ts';
import { requestLocale } from '../locale.ts';
import { register } from '../register-route.ts';
import { answerInputError } from '../timesheets.ts';
import { answerPartnerError, basicCredentials, bearerAuth, partnerOf } from './auth.ts';
import { clearClinicStatus, setClinicStatus } from '../../../features/clinic-status/partner.ts';

const FORM_BODY_LIMIT = 4096;

/**
 * Every route the partner API serves, as `METHOD /path` under its prefix (`/doctors/:id`): collected as they
 * are registered, so the cross-tenant test walks all of them and a new one cannot be left out of it.
 */
export const DECLARED_PARTNER_ROUTES = new Set<string>();

/**
 * `/api/partner/v1` (docs/decisions/240-244, 292): the routes of contracts/routes/partner-api.ts, each registered
 * like a route of `/api/v1`. Every call but the token's carries a bearer token (checked before anything else);
 * the declaration names the scope it needs. Reads of records are the generic resource table's reads, scoped to
 * the token's legal entity; the rest call the services the partner cabinet calls, as the partner.
 */
export async function partnerApiRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { partnerApi, resources, booking, timesheets, database, partnerCabinet } = services;
  api.addHook('onRoute', (route) => {
    const path = route.url.startsWith(PARTNER_API_BASE) ? route.url.slice(PARTNER_API_BASE.length) : route.url;
    for (const method of [route.method].flat()) if (method !== 'HEAD') DECLARED_PARTNER_ROUTES.add(`${method} ${path}`);
  });
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  api.setErrorHandler((error, request, reply) => {
    // The token endpoint speaks OAuth 2.0 even when its request cannot be read (RFC 6749 §5.2): a body that is not
    // JSON or a form, too large, of another type, or carrying a NUL is an `invalid_request` (400).
    const status = (error as { statusCode?: number }).statusCode;
    const unreadable = error instanceof ValidationError || (status !== undefined && status >= 400 && status < 500);
    if (request.routeOptions.url?.endsWith('/oauth/token') && !(error instanceof OAuthError) && unreadable) {
      return answerPartnerError(new OAuthError('invalid_request', 400, 'the token request could not be read'), reply);
    }
    return answerPartnerError(error, reply) ?? answerInputError(error, request, reply);
  });
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  bearerAuth(api, partnerApi);

  register(api, routes.partnerToken, async ({ body, request, reply }) => {
    const form = ZTokenRequest.safeParse(body ?? {});
    if (!form.success) throw new OAuthError('invalid_request', 400, 'malformed token request');
    const basic = basicCredentials(request);
    if (basic && (form.data.client_id || form.data.client_secret)) throw new OAuthError('invalid_request', 400, 'one client authentication method only');
    reply.header('pragma', 'no-cache');
    return partnerApi.token({
      grantType: form.data.grant_type,
      scope: form.data.scope,
      clientId: basic?.clientId ?? form.data.client_id,
      clientSecret: basic?.clientSecret ?? form.data.client_secret,
    });
  });

  // The generic table's list and read, with the rows of the token's legal entity only.
  for (const { kind, resource, list, one } of routes.partnerRecordReads) {
    const definition = findResource(resource);
    if (!definition) throw new Error(`no resource ${resource}`);
    const context = (request: FastifyRequest): CallContext => {
      const { caller, user } = partnerOf(request);
      return { locale: requestLocale(request), user, rows: partnerRows(kind, caller.legalEntityId) };
    };
    // A partner's integration reads whole records, as it always has (docs/decisions/297).
    register(api, list, async ({ query, request }) => resources.list(definition, { ...query, fields: query.fields ?? '*' }, context(request)));
    register(api, one, async ({ params, query, request }) => ({ data: await resources.get(definition, params.id, query, context(request)) }));
  }

  // Free slots of one of the partner's doctors, as the booking page reads them.
  register(api, routes.partnerDoctorSlots, async ({ params, query, request }) => {
    await requireOwn(database.db, 'doctors', params.id, partnerOf(request).caller.legalEntityId);
    return { data: await booking.slots(params.id, query ?? {}) };
  });

  // Patients waiting for an earlier time with one of the partner's doctors (docs/decisions/305), as the report counts them.
  register(api, routes.partnerDoctorWaitlist, async ({ params, request }) => {
    const entityId = partnerOf(request).caller.legalEntityId;
    await requireOwn(database.db, 'doctors', params.id, entityId);
    return { data: await partnerCabinet.reports.waitlist.doctor(entityId, params.id, clinicToday(Date.now())) };
  });

  // A clinic's status now (docs/decisions/306), with the cabinet's checks and action log.
  register(api, routes.partnerSetClinicStatus, async ({ params, request }) => ({
    data: await setClinicStatus(database.db, partnerOf(request).user, params.id, request.body),
  }));
  register(api, routes.partnerClearClinicStatus, async ({ params, request }) => clearClinicStatus(database.db, partnerOf(request).user, params.id));

  // The clinic's answer to a booking, with the cabinet's rules, history and notices.
  register(api, routes.partnerApproveAppointment, async ({ params, request }) => ({
    data: await booking.decide(partnerOf(request).user, params.id, 'approved', request.body ?? {}, requestLocale(request)),
  }));
  register(api, routes.partnerRejectAppointment, async ({ params, body, request }) => ({
    data: await booking.decide(partnerOf(request).user, params.id, 'rejected', body ?? {}, requestLocale(request)),
  }));

  // Timesheets, through the timesheet service and its checks (a partner schedules its own doctors at its own clinics).
  const call = (request: FastifyRequest): CallContext => ({ locale: requestLocale(request), user: partnerOf(request).user });
  register(api, routes.partnerDoctorTimesheets, async ({ params, request }) => ({ data: await timesheets.board(params.id, call(request)) }));
  register(api, routes.partnerCreateTimesheet, async ({ params, body, request }) => ({
    data: await timesheets.createTimesheet(params.id, body ?? {}, call(request)),
  }));
  register(api, routes.partnerAddTimesheetEntry, async ({ params, body, request }) => ({
    data: await timesheets.addEntry(params.id, body ?? {}, call(request)),
  }));
  // In-place edits with the cabinet's rules (the same service calls): another partner's timesheet is 404 before anything.
  register(api, routes.partnerUpdateTimesheet, async ({ params, body, request }) => {
    await requireOwn(database.db, 'timesheets', params.id, partnerOf(request).caller.legalEntityId);
    const [sheet] = await database.db.select({ doctor_id: timesheetTable.doctor_id }).from(timesheetTable).where(eq(timesheetTable.id, params.id));
    if (sheet?.doctor_id == null) throw new NotFoundError();
    return { data: await timesheets.updateTimesheet(sheet.doctor_id, params.id, body ?? {}, call(request)) };
  });
  register(api, routes.partnerUpdateTimesheetEntry, async ({ params, body, request }) => ({
    data: await timesheets.updateEntry(params.id, params.entryId, body ?? {}, call(request)),
  }));
  register(api, routes.partnerRemoveTimesheetEntry, async ({ params, request }) => timesheets.removeEntry(params.id, params.entryId, call(request)));
  register(api, routes.partnerActivateTimesheet, async ({ params, request }) => ({ data: await timesheets.setActive(params.id, true, call(request)) }));
  register(api, routes.partnerDeactivateTimesheet, async ({ params, request }) => ({ data: await timesheets.setActive(params.id, false, call(request)) }));

  // Webhook endpoints and their deliveries.
  register(api, webhookRoutes.partnerListWebhooks, async ({ request }) => ({ data: await partnerApi.endpoints(partnerOf(request).caller) }));
  register(api, webhookRoutes.partnerCreateWebhook, async ({ body, request }) => ({
    data: await partnerApi.createEndpoint(partnerOf(request).caller, body ?? {}),
  }));
  register(api, webhookRoutes.partnerRotateWebhookSecret, async ({ params, request }) => ({
    data: await partnerApi.rotateSecret(partnerOf(request).caller, params.id),
  }));
  register(api, webhookRoutes.partnerDeleteWebhook, async ({ params, request }) => partnerApi.removeEndpoint(partnerOf(request).caller, params.id));
  register(api, webhookRoutes.partnerWebhookDeliveries, async ({ params, request }) => {
    const { caller } = partnerOf(request);
    if (!(await partnerApi.endpoints(caller)).some((endpoint) => endpoint.id === params.id)) throw new NotFoundError();
    return { data: await partnerApi.deliveries(caller, params.id) };
  });
}
