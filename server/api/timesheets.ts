import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../app/i18n/catalogs.ts';
import * as routes from '../../contracts/routes/timesheets.ts';
import type { CallContext } from '../../features/records/types.ts';
import type { Services } from '../../features/services.ts';
import { TimesheetInputError } from '../../features/timesheets/timesheets.ts';
import { handleError } from '../plugins/errors.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';
import { zodFieldErrors } from './zod-messages.ts';

const context = (request: FastifyRequest): CallContext => ({ locale: requestLocale(request), user: request.sessionUser ?? null });

/** A body refused by its contract: 422 with per-field messages under the SPEC §8 timesheet message. */
export function answerInputError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!(error instanceof TimesheetInputError)) return handleError(error, request, reply);
  const locale = requestLocale(request);
  return reply.status(422).send({ message: translate(locale, error.messageKey), errors: zodFieldErrors(error.zodError.issues, locale, 'body') });
}

/**
 * Timesheets of doctors for the back office and partners (docs/decisions/130), declared in
 * contracts/routes/timesheets.ts. `PATCH`/`DELETE /timesheets/{id}` belong to the generic route table, so
 * one timesheet's settings and trash live under its doctor. The rules, the access check included, live in
 * features/timesheets.
 */
export async function timesheetRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { timesheets } = services;
  api.setErrorHandler(answerInputError);
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  register(api, routes.schedulableDoctors, async ({ query, request }) => ({ data: await timesheets.listDoctors(query.search, context(request)) }));
  register(api, routes.schedulableInstitutions, async ({ query, request }) => ({ data: await timesheets.listInstitutions(query.search, context(request)) }));
  register(api, routes.institutionTimesheets, async ({ params, query, request }) => ({
    data: await timesheets.clinic(params.institutionId, query, context(request)),
  }));
  register(api, routes.doctorTimesheets, async ({ params, request }) => ({ data: await timesheets.board(params.doctorId, context(request)) }));
  register(api, routes.createTimesheet, async ({ params, body, request }) => ({
    data: await timesheets.createTimesheet(params.doctorId, body, context(request)),
  }));
  register(api, routes.updateTimesheet, async ({ params, body, request }) => ({
    data: await timesheets.updateTimesheet(params.doctorId, params.id, body, context(request)),
  }));
  register(api, routes.removeTimesheet, async ({ params, request }) => timesheets.removeTimesheet(params.doctorId, params.id, context(request)));
  register(api, routes.activateTimesheet, async ({ params, request }) => ({ data: await timesheets.setActive(params.id, true, context(request)) }));
  register(api, routes.deactivateTimesheet, async ({ params, request }) => ({ data: await timesheets.setActive(params.id, false, context(request)) }));
  register(api, routes.timesheetCalendar, async ({ params, query, request }) => ({ data: await timesheets.calendar(params.id, query, context(request)) }));
  register(api, routes.addTimesheetEntry, async ({ params, body, request }) => ({ data: await timesheets.addEntry(params.id, body, context(request)) }));
  register(api, routes.updateTimesheetEntry, async ({ params, body, request }) => ({
    data: await timesheets.updateEntry(params.id, params.entryId, body, context(request)),
  }));
  register(api, routes.removeTimesheetEntry, async ({ params, request }) => timesheets.removeEntry(params.id, params.entryId, context(request)));
}
