import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translate } from '../../app/i18n/catalogs.ts';
import { ZCalendarQuery } from '../../contracts/timesheets.ts';
import type { CallContext } from '../../features/resources/types.ts';
import type { Services } from '../../features/services.ts';
import { TimesheetInputError } from '../../features/timesheets/timesheets.ts';
import { handleError } from '../plugins/errors.ts';
import { requestLocale } from './locale.ts';
import { parseQuery, pathId } from './request-parts.ts';
import { zodFieldErrors } from './zod-messages.ts';

const context = (request: FastifyRequest): CallContext => ({ locale: requestLocale(request), user: request.sessionUser ?? null });

const ZDoctorSearch = z.strictObject({ search: z.string().max(100).optional() });

/** A body refused by its contract: 422 with per-field messages under the SPEC §8 timesheet message. */
function answerInputError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!(error instanceof TimesheetInputError)) return handleError(error, request, reply);
  const locale = requestLocale(request);
  return reply.status(422).send({ message: translate(locale, error.messageKey), errors: zodFieldErrors(error.zodError.issues, locale, 'body') });
}

/**
 * Timesheets of doctors for the back office and partners (issue "Scheduling and booking" part 1,
 * docs/decisions/130). `PATCH`/`DELETE /timesheets/{id}` belong to the generic route table, so one
 * timesheet's settings and trash live under its doctor. Handlers parse and answer; rules live in
 * features/timesheets.
 */
export async function timesheetRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { timesheets } = services;
  api.setErrorHandler(answerInputError);
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get('/timesheets/doctors', async (request) => ({ data: await timesheets.listDoctors(parseQuery(ZDoctorSearch, request).search, context(request)) }));

  api.get('/timesheets/doctors/:doctorId', async (request) => ({ data: await timesheets.board(pathId(request, 'doctorId'), context(request)) }));

  api.post('/timesheets/doctors/:doctorId', async (request, reply) =>
    reply.status(201).send({ data: await timesheets.createTimesheet(pathId(request, 'doctorId'), request.body, context(request)) }),
  );

  api.patch('/timesheets/doctors/:doctorId/:id', async (request) => ({
    data: await timesheets.updateTimesheet(pathId(request, 'doctorId'), pathId(request, 'id'), request.body, context(request)),
  }));

  api.delete('/timesheets/doctors/:doctorId/:id', async (request, reply) => {
    await timesheets.removeTimesheet(pathId(request, 'doctorId'), pathId(request, 'id'), context(request));
    return reply.status(204).send();
  });

  api.post('/timesheets/:id/activate', async (request) => ({ data: await timesheets.setActive(pathId(request, 'id'), true, context(request)) }));
  api.post('/timesheets/:id/deactivate', async (request) => ({ data: await timesheets.setActive(pathId(request, 'id'), false, context(request)) }));

  api.get('/timesheets/:id/calendar', async (request) => ({
    data: await timesheets.calendar(pathId(request, 'id'), parseQuery(ZCalendarQuery, request), context(request)),
  }));

  api.post('/timesheets/:id/entries', async (request, reply) =>
    reply.status(201).send({ data: await timesheets.addEntry(pathId(request, 'id'), request.body, context(request)) }),
  );

  api.patch('/timesheets/:id/entries/:entryId', async (request) => ({
    data: await timesheets.updateEntry(pathId(request, 'id'), pathId(request, 'entryId'), request.body, context(request)),
  }));

  api.delete('/timesheets/:id/entries/:entryId', async (request, reply) => {
    await timesheets.removeEntry(pathId(request, 'id'), pathId(request, 'entryId'), context(request));
    return reply.status(204).send();
  });
}
