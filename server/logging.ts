import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * Structured logs that hold no personal data: requests are logged by method, route pattern, path without
 * its query string (phones and e-mails travel in queries), status and duration; never bodies, cookies,
 * authorization headers or client addresses. Database errors lose their bound parameters.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        path: pathOnly(request.url),
      }),
      res: (reply: { statusCode?: number }) => ({ status: reply.statusCode }),
      err: serializeError,
    },
    redact: {
      paths: ['req.headers', 'headers', 'body', 'cookie', 'cookies', 'password', '*.password', 'email', '*.email', 'phone', '*.phone'],
      censor: '[removed]',
    },
  };
}

/** `/doctors?phone=…` → `/doctors`. */
export function pathOnly(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

interface ErrorLike {
  name?: string;
  message?: string;
  code?: string;
  statusCode?: number;
  stack?: string;
  cause?: unknown;
}

/** Keeps what a developer needs (type, message, code, stack) and drops query parameters and values. */
export function serializeError(error: ErrorLike): Record<string, unknown> {
  return {
    type: error.name,
    message: stripParameters(error.message),
    code: error.code,
    statusCode: error.statusCode,
    stack: stripParameters(error.stack),
    ...(error.cause && typeof error.cause === 'object' ? { cause: serializeError(error.cause as ErrorLike) } : {}),
  };
}

/** Drizzle reports `Failed query: … params: <values>`; PostgreSQL details quote the conflicting values. */
function stripParameters(text: string | undefined): string | undefined {
  if (!text) return text;
  return text.replace(/\nparams: [^\n]*/g, '\nparams: [removed]').replace(/(Key \([^)]*\)=)\([^)]*\)/g, '$1([removed])');
}

/**
 * Fastify's own "incoming request" / "request completed" / "not found" lines are replaced by the one
 * line the ops plugin writes per request; its error lines stay.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
  }
}
