import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import {
  paramNames,
  ZPathId,
  type RouteBody,
  type RouteDeclaration,
  type RouteParams,
  type RouteQuery,
  type RouteResultInput,
} from '../../contracts/routes/define.ts';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import type { Idempotent } from '../../features/booking/idempotency.ts';
import { NotFoundError } from '../../features/errors.ts';
import { requirePermissions, requireUser } from '../plugins/session.ts';
import { requireScope } from './partner-api/auth.ts';
import { sendOnce } from './idempotent-route.ts';
import { noStore, parseQuery } from './request-parts.ts';

/** What a handler gets: the request's parts read by the declaration's schemas, and the signed-in account. */
export interface RouteInput<D extends RouteDeclaration> {
  params: RouteParams<D>;
  query: RouteQuery<D>;
  body: RouteBody<D>;
  /** The signed-in account; present whenever the declaration asks for one. */
  user: D['access'] extends { readonly accounts: readonly unknown[] } | { readonly permissions: readonly string[] } ? SessionUser : SessionUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler answers with the body of the declared JSON answer, nothing for a 204, or the reply it sent
 * itself (files, redirects, answers with their own headers).
 */
export type RouteHandler<D extends RouteDeclaration> = (
  input: RouteInput<D>,
) => Promise<
  D['answer'] extends { readonly schema: z.ZodType }
    ? RouteResultInput<D>
    : D['answer'] extends { readonly records: string }
      ? unknown
      : D['answer'] extends { readonly status: 204 }
        ? void
        : FastifyReply
>;

export interface RegisterOptions {
  /** Needed by declarations that run once per `Idempotency-Key`. */
  idempotent?: Idempotent;
}

function accessCheck(declaration: RouteDeclaration): preHandlerHookHandler[] {
  const { access } = declaration;
  if ('accounts' in access) return [requireUser(...access.accounts)];
  if ('permissions' in access) return [requirePermissions(access.permissions)];
  // The bearer token itself is checked for every call of the partner API, before its body is read (partner-api/routes.ts).
  if ('partnerToken' in access) return [requireScope(access.partnerToken)];
  return [];
}

type ParamSchemas = readonly (readonly [name: string, schema: z.ZodType])[];

/** Each path parameter with its schema; one the declaration does not name is a record id. */
function paramSchemas(declaration: RouteDeclaration): ParamSchemas {
  const schemas = (declaration.params ?? {}) as Record<string, z.ZodType | undefined>;
  return paramNames(declaration.path).map((name) => [name, schemas[name] ?? ZPathId] as const);
}

/** A path parameter that does not fit its schema names nothing: 404, as it always has. */
function readParams(schemas: ParamSchemas, request: FastifyRequest): Record<string, unknown> {
  const raw = (request.params ?? {}) as Record<string, unknown>;
  const params: Record<string, unknown> = {};
  for (const [name, schema] of schemas) {
    const parsed = schema.safeParse(raw[name]);
    if (!parsed.success) throw new NotFoundError();
    params[name] = parsed.data;
  }
  return params;
}

function readQuery(declaration: RouteDeclaration, request: FastifyRequest): unknown {
  if (!declaration.query) return undefined;
  if (declaration.queryUnchecked) return request.query;
  // The lists of appointments and notifications always answered a bad query 422, as a bad body.
  if (declaration.invalidQuery === 422) return declaration.query.parse(request.query ?? {}, { reportInput: true });
  return parseQuery(declaration.query, request);
}

/** A body that does not fit answers 422 with messages per field (the error handler turns the zod error into it). */
function readBody(declaration: RouteDeclaration, request: FastifyRequest): unknown {
  if (!declaration.body) return undefined;
  if (declaration.bodyUnchecked) return request.body;
  const raw = declaration.bodyOptional ? (request.body ?? {}) : request.body;
  return declaration.body.parse(raw, { reportInput: declaration.reportInput ?? true });
}

/**
 * Registers a declared route: its access rule (401/403) and `no-store` as pre-handlers, then the path
 * parameters (404), the query (400, or 422 where declared) and the body (422) read by the declaration's
 * schemas, then the handler, whose answer is sent with the declared status. A route that runs once per
 * `Idempotency-Key` reads its body inside the once-only work, so a replayed key answers as it first did.
 * A route that moved answers at its former path too, the same way.
 */
export function register<const D extends RouteDeclaration>(
  api: FastifyInstance,
  declaration: D,
  handler: RouteHandler<D>,
  options: RegisterOptions = {},
): void {
  const preHandler = [...accessCheck(declaration), ...(declaration.noStore ? [noStore] : [])];
  const { answer } = declaration;
  const methods = [declaration.method, ...(declaration.alsoMethods ?? [])];
  const pathSchemas = paramSchemas(declaration);
  const { idempotent: store } = options;
  const operation = declaration.idempotent;
  if (operation && !store) throw new Error(`${declaration.operationId}: runs once per key but no idempotency store was given`);
  const urls = [declaration.path, ...(declaration.formerPath ? [declaration.formerPath] : [])];
  if (declaration.formerPath && paramNames(declaration.formerPath).sort().join() !== paramNames(declaration.path).sort().join()) {
    throw new Error(`${declaration.operationId}: the former path names other parameters than the path`);
  }

  const run = async (request: FastifyRequest, reply: FastifyReply, params: Record<string, unknown>, query: unknown) => {
    const body = readBody(declaration, request);
    const input = { params, query, body, user: request.sessionUser ?? null, request, reply } as RouteInput<D>;
    return handler(input);
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = readParams(pathSchemas, request);
    const query = readQuery(declaration, request);
    if (operation && store)
      return sendOnce(store, request, reply, operation, async () => ({ status: answer.status, body: await run(request, reply, params, query) }));
    const result = await run(request, reply, params, query);
    if ('schema' in answer || 'records' in answer) return reply.code(answer.status).send(result);
    if (answer.status === 204) return reply.code(204).send();
    return result as FastifyReply;
  };
  for (const url of urls) api.route({ method: methods, url: `/${url}`, ...(preHandler.length ? { preHandler } : {}), handler: serve });
}
