import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { selectRows } from '../../../db/sql.ts';
import { ZListQuery, ZRecordQuery } from '../../../contracts/list-query.ts';
import { PARTNER_API_BASE, ZTokenRequest } from '../../../contracts/partner-api.ts';
import type { CallContext } from '../../../features/records/types.ts';
import type { Services } from '../../../features/services.ts';
import { NotFoundError, ValidationError } from '../../../features/errors.ts';
import { OAuthError } from '../../../features/partner-api/partner-api.ts';
import { partnerRows, requireOwn, type PartnerRecordKind } from '../../../features/partner-api/scope.ts';
import { findResource } from '../../../resources/registry.ts';
import { requestLocale } from '../locale.ts';
import { parseQuery, pathId } from '../request-parts.ts';
import { answerInputError } from '../timesheets.ts';
import { answerPartnerError, basicCredentials, bearerAuth, callerWith } from './auth.ts';

/** Resources read through the partner API: its path name → the registry's resource. */
export const PARTNER_RESOURCES: Record<PartnerRecordKind, string> = {
  doctors: 'doctors',
  clinics: 'medical-institutions',
  services: 'doctor-services',
  timesheets: 'timesheets',
  appointments: 'appointments',
};

const FORM_BODY_LIMIT = 4096;

/**
 * Every route the partner API declares, as `METHOD /path` under its prefix (`/doctors/:id`): collected as they
 * are registered, so the cross-tenant test walks all of them and a new one cannot be left out of it.
 */
export const DECLARED_PARTNER_ROUTES = new Set<string>();

/**
 * `/api/partner/v1` (docs/decisions/240-244): the token endpoint, then every call with a bearer token, as the
 * partner, through the services the cabinet uses; lists in the `/api/v1` envelope and filter language.
 */
export async function partnerApiRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { partnerApi, resources, booking, timesheets, database } = services;
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

  api.post('/oauth/token', async (request, reply) => {
    const form = ZTokenRequest.safeParse(request.body ?? {});
    if (!form.success) throw new OAuthError('invalid_request', 400, 'malformed token request');
    const basic = basicCredentials(request);
    if (basic && (form.data.client_id || form.data.client_secret)) throw new OAuthError('invalid_request', 400, 'one client authentication method only');
    const answer = await partnerApi.token({
      grantType: form.data.grant_type,
      scope: form.data.scope,
      clientId: basic?.clientId ?? form.data.client_id,
      clientSecret: basic?.clientSecret ?? form.data.client_secret,
    });
    return reply.header('pragma', 'no-cache').send(answer);
  });

  const context = (request: FastifyRequest, kind: PartnerRecordKind): CallContext => {
    const { caller, user } = callerWith(request, 'read');
    return { locale: requestLocale(request), user, rows: partnerRows(kind, caller.legalEntityId) };
  };
  for (const [kind, name] of Object.entries(PARTNER_RESOURCES) as [PartnerRecordKind, string][]) {
    const definition = findResource(name);
    if (!definition) throw new Error(`no resource ${name}`);
    api.get(`/${kind}`, async (request) => resources.list(definition, parseQuery(ZListQuery, request), context(request, kind)));
    api.get(`/${kind}/:id`, async (request) => ({ data: await resources.get(definition, pathId(request), parseQuery(ZRecordQuery, request), context(request, kind)) }));
  }

  // Free slots of one of the partner's doctors, as the booking page reads them.
  api.get('/doctors/:id/slots', async (request) => {
    const { caller } = callerWith(request, 'read');
    const doctorId = pathId(request);
    await requireOwn(database.db, 'doctors', doctorId, caller.legalEntityId);
    return { data: await booking.slots(doctorId, request.query ?? {}) };
  });

  // The clinic's answer to a booking, with the cabinet's rules, history and notices.
  for (const decision of ['approved', 'rejected'] as const) {
    api.post(`/appointments/:id/${decision === 'approved' ? 'approve' : 'reject'}`, async (request) => {
      const { user } = callerWith(request, 'write');
      return { data: await booking.decide(user, pathId(request), decision, request.body ?? {}, requestLocale(request)) };
    });
  }

  // Timesheets, through the timesheet service and its checks (a partner schedules its own doctors at its own clinics).
  const call = (request: FastifyRequest, scope: 'read' | 'write'): CallContext => ({ locale: requestLocale(request), user: callerWith(request, scope).user });
  api.get('/doctors/:id/timesheets', async (request) => ({ data: await timesheets.board(pathId(request), call(request, 'read')) }));
  api.post('/doctors/:id/timesheets', async (request, reply) =>
    reply.status(201).send({ data: await timesheets.createTimesheet(pathId(request), request.body ?? {}, call(request, 'write')) }),
  );
  api.post('/timesheets/:id/entries', async (request, reply) =>
    reply.status(201).send({ data: await timesheets.addEntry(pathId(request), request.body ?? {}, call(request, 'write')) }),
  );
  // In-place edits with the cabinet's rules (the same service calls): the timesheet's clinic, specialization or
  // slot length; an entry, checked as a whole like a new one. Another partner's timesheet is 404 before anything.
  api.patch('/timesheets/:id', async (request) => {
    const { caller } = callerWith(request, 'write');
    const id = pathId(request);
    await requireOwn(database.db, 'timesheets', id, caller.legalEntityId);
    const [sheet] = await selectRows<{ doctor_id: number }>(database.db, sql`select doctor_id from timesheets where id = ${id}`);
    return { data: await timesheets.updateTimesheet(sheet.doctor_id, id, request.body ?? {}, call(request, 'write')) };
  });
  api.patch('/timesheets/:id/entries/:entryId', async (request) => ({
    data: await timesheets.updateEntry(pathId(request), pathId(request, 'entryId'), request.body ?? {}, call(request, 'write')),
  }));
  api.delete('/timesheets/:id/entries/:entryId', async (request, reply) => {
    await timesheets.removeEntry(pathId(request), pathId(request, 'entryId'), call(request, 'write'));
    return reply.status(204).send();
  });
  for (const [action, active] of [['activate', true], ['deactivate', false]] as const) {
    api.post(`/timesheets/:id/${action}`, async (request) => ({ data: await timesheets.setActive(pathId(request), active, call(request, 'write')) }));
  }

  // Webhook endpoints and their deliveries.
  api.get('/webhooks', async (request) => ({ data: await partnerApi.endpoints(callerWith(request, 'read').caller) }));
  api.post('/webhooks', async (request, reply) => reply.status(201).send({ data: await partnerApi.createEndpoint(callerWith(request, 'write').caller, request.body ?? {}) }));
  api.post('/webhooks/:id/rotate-secret', async (request) => ({ data: await partnerApi.rotateSecret(callerWith(request, 'write').caller, pathId(request)) }));
  api.delete('/webhooks/:id', async (request, reply) => {
    await partnerApi.removeEndpoint(callerWith(request, 'write').caller, pathId(request));
    return reply.status(204).send();
  });
  api.get('/webhooks/:id/deliveries', async (request) => {
    const { caller } = callerWith(request, 'read');
    const endpointId = pathId(request);
    if (!(await partnerApi.endpoints(caller)).some((endpoint) => endpoint.id === endpointId)) throw new NotFoundError();
    return { data: await partnerApi.deliveries(caller, endpointId) };
  });
}
