import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';
import { translate } from '../../app/i18n/catalogs.ts';
import type { TErrorBody } from '../../contracts/errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/availability.ts';
import { DomainError } from '../../features/errors.ts';
import { requestLocale } from '../api/locale.ts';
import { zodFieldErrors } from '../api/zod-messages.ts';

/** A query string (or route parameter) that does not fit its schema: 400 with the same per-field messages as a 422. */
export class InvalidQueryError extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('invalid query');
  }
}

/** A stale save's 409 adds the record as stored now (`current`, docs/decisions/213) to the usual envelope. */
function send(reply: FastifyReply, status: number, body: TErrorBody & { current?: Record<string, unknown> }): FastifyReply {
  return reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large) as our shape. */
function frameworkStatus(error: FastifyError, url: string): { status: number; key: string } | undefined {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  // An uploaded file over the limit is a file too large (SPEC §8), said with the limit.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { status: 413, key: url.startsWith('/api/v1/uploads/') ? 'upload.too.large' : 'error.payload_too_large' };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH')
    return { status: 400, key: 'error.bad_content_type' };
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError || /JSON|proto/i.test(error.message))
    return { status: 400, key: 'error.bad_json' };
  return { status: status === 404 ? 404 : 400, key: status === 404 ? 'error.not_found' : 'error.bad_request' };
}

/**
 * One error handler for the whole server: every failure answers `{message, errors?}` in the request's
 * language. Domain errors keep their status; zod failures of a body are 422 with per-field messages;
 * anything unexpected is a logged 500 whose body says nothing about the internals.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  try {
    return answerError(error, request, reply);
  } catch (failure) {
    // Never let Fastify's default handler answer: it would echo the failure's message.
    request.log.error({ err: failure }, 'error handler failed');
    return send(reply, 500, { message: translate('ua', 'error.occured') });
  }
}

function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = requestLocale(request);
  if (error instanceof DomainError) {
    if (error.details.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.ceil(error.details.retryAfterSeconds)));
    if (error.details.allow) reply.header('allow', error.details.allow.join(', '));
    const errors = error.details.errors
      ? Object.fromEntries(
          Object.entries(error.details.errors).map(([field, keys]) => [field, keys.map((key) => translate(locale, key, error.details.params))]),
        )
      : undefined;
    const { current } = error.details;
    return send(reply, error.status, {
      message: translate(locale, error.messageKey, error.details.params),
      ...(errors ? { errors } : {}),
      ...(current ? { current } : {}),
    });
  }
  if (error instanceof ZodError) {
    return send(reply, 422, { message: translate(locale, 'check.input.correction'), errors: zodFieldErrors(error.issues, locale, 'body') });
  }
  if (error instanceof InvalidQueryError) {
    return send(reply, 400, { message: translate(locale, 'error.bad_request'), errors: zodFieldErrors(error.issues, locale, 'query') });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    if (wantsPage(request)) return sendUnavailablePage(request, reply);
    return send(reply, 503, { message: translate(locale, 'server.unavailable') });
  }
  const framework = frameworkStatus(error as FastifyError, request.url);
  if (framework) return send(reply, framework.status, { message: translate(locale, framework.key) });
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { message: translate(locale, 'error.occured') });
}

/** A browser asking for a page (not the API): it gets a page back, not JSON. */
function wantsPage(request: FastifyRequest): boolean {
  return !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
}

/**
 * The database was lost before a page could even start (the visitor's session could not be read): a
 * minimal page in the address's language that says so and reloads itself ten seconds later.
 */
function sendUnavailablePage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = /^\/ru(\/|$|\?)/.test(request.url) ? 'ru' : 'ua';
  const message = translate(locale, 'server.unavailable');
  const page =
    `<!doctype html><html lang="${locale === 'ru' ? 'ru' : 'uk'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS * 5}"><title>${message}</title></head>` +
    `<body><main><h1>${message}</h1><p>${translate(locale, 'error.occured')}</p></main></body></html>`;
  return reply.status(503).header('content-type', 'text/html; charset=utf-8').send(page);
}

/** Unknown routes under `/api`: JSON 404, never the HTML page of the web app. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(reply, 404, { message: translate(requestLocale(request), 'error.not_found') });
}

/** Installs the handler on the whole app (fastify-plugin semantics: not encapsulated). */
async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(handleError);
  // What no route takes (an OPTIONS or PROPFIND to a page address) answers in the same shape, not Fastify's.
  app.setNotFoundHandler(apiNotFound);
  // A page whose loader lost the database was rendered as the error page with 500: it is a 503 like the API's.
  app.decorateRequest('databaseUnavailable', false);
  app.addHook('onSend', async (request, reply) => {
    if (request.databaseUnavailable && reply.statusCode >= 500) {
      reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    }
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when something this request ran failed because the database was away (see db/availability.ts). */
    databaseUnavailable: boolean;
  }
}
(errorsPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
(errorsPlugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] = 'vizyt-errors';

export { errorsPlugin };
