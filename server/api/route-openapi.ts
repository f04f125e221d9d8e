import { z } from 'zod';
import { PARTNER_API_BASE, PARTNER_RATE_LIMIT } from '../../contracts/partner-api.ts';
import { paramNames, type RouteDeclaration, type RouteError } from '../../contracts/routes/define.ts';
import { findResource } from '../../resources/registry.ts';
import { resourceListParameters } from './resource-list-parameters.ts';
import type { JsonSchema } from './json-schema.ts';
import { resourceRef } from './resources-openapi.ts';
import type { RouteNote } from './route-notes.ts';

/**
 * The OpenAPI operation of a declared route (contracts/routes/): parameters from its path and query schema,
 * its body, its success answer with the answer's schema, and the failures its access rule, path
 * parameters and declaration imply.
 */

const API_PREFIX = '/api/v1';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _omit, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const errorBody = { $ref: '#/components/schemas/ErrorBody' };
const error = (description: string, example?: unknown, schema: JsonSchema = errorBody) => ({
  description,
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
});
const retryAfter = { 'Retry-After': { description: 'seconds to wait', schema: { type: 'integer' } } };

/** A declared failure: words alone, or words with an example and a body of its own. */
function declaredError(status: number, declared: RouteError): unknown {
  const { description, example, schema } = typeof declared === 'string' ? { description: declared, example: undefined, schema: undefined } : declared;
  const answer = error(description, example, schema ? jsonSchema(schema, 'output') : errorBody);
  return status === 429 ? { ...answer, headers: retryAfter } : answer;
}

/** How the partner API's clients authenticate (docs/decisions/240): Basic at the token endpoint, bearer tokens with scopes elsewhere. */
export const PARTNER_SECURITY_SCHEMES = {
  partnerClient: { type: 'http', scheme: 'basic', description: 'client_id and client_secret of the representative (token endpoint only)' },
  partnerOAuth: {
    type: 'oauth2',
    description: 'Bearer tokens of the partner API',
    flows: {
      clientCredentials: {
        tokenUrl: `${PARTNER_API_BASE}/oauth/token`,
        scopes: { read: "read the legal entity's records", write: 'change timesheets, answer bookings, manage webhooks' },
      },
    },
  },
};

/** The refusals of every call with a bearer token: no live token, a token without the scope, a client over its budget. */
const BEARER_ERRORS = {
  401: error('no bearer token, or one unknown, expired or issued with a secret since regenerated (WWW-Authenticate: Bearer error="invalid_token")', {
    message: 'Токен доступу недійсний або строк його дії минув. Отримайте новий.',
  }),
  403: error('the token lacks the scope (WWW-Authenticate: Bearer error="insufficient_scope")', {
    message: 'Токен не має потрібного дозволу (scope) для цієї дії.',
  }),
  429: {
    ...error(`more than ${PARTNER_RATE_LIMIT.limit} calls in ${PARTNER_RATE_LIMIT.windowSeconds} s by this client`, {
      message: 'Забагато запитів. Спробуйте за 12 с.',
    }),
    headers: retryAfter,
  },
};

const idempotencyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', maxLength: 200 },
  description: 'The first answer is replayed for 24 hours',
};

/** `booking/holds/:id/book` → `/api/v1/booking/holds/{id}/book` (or the declared documented path); `base` is the API's prefix. */
export function documentedPath(declaration: RouteDeclaration, base = API_PREFIX): string {
  const path = declaration.documentedPath ?? declaration.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return `${base}/${path}`;
}

/** The registry resource whose records a route answers. */
function recordsOf(declaration: RouteDeclaration) {
  const { answer } = declaration;
  if (!('records' in answer)) return undefined;
  const definition = findResource(answer.records);
  if (!definition) throw new Error(`${declaration.operationId}: no resource ${answer.records}`);
  return { definition, list: answer.list };
}

function pathParameters(declaration: RouteDeclaration): unknown[] {
  if (declaration.documentedPath) {
    return [...declaration.documentedPath.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  }
  const schemas = (declaration.params ?? {}) as Record<string, z.ZodType | undefined>;
  return paramNames(declaration.path).map((name) => {
    const schema = schemas[name];
    return { name, in: 'path', required: true, schema: schema ? jsonSchema(schema, 'input') : { type: 'integer', minimum: 1 } };
  });
}

/** A read of the resource table's records takes the table's list parameters; any other query is its schema's properties. */
function queryParameters(declaration: RouteDeclaration): unknown[] {
  const records = recordsOf(declaration);
  if (records) return records.list ? resourceListParameters(records.definition) : [];
  if (!declaration.query) return [];
  const schema = jsonSchema(declaration.query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function accessErrors(declaration: RouteDeclaration): Record<number, unknown> {
  const { access } = declaration;
  if ('anyone' in access) return {};
  if ('accounts' in access) {
    const kinds = access.accounts.length ? access.accounts.join(' or ') : 'any account';
    return { 401: error('not signed in'), ...(access.accounts.length ? { 403: error(`not a ${kinds}`) } : {}) };
  }
  if ('service' in access) return { 401: error('no session'), 403: error(`not ${access.service}`) };
  if ('partnerToken' in access) return BEARER_ERRORS;
  if ('partnerClient' in access) return {};
  return { 401: error('not signed in'), 403: error(`lacks ${access.permissions.join(', ')}`) };
}

const withExample = (schema: JsonSchema, example: unknown) => ({ schema, ...(example === undefined ? {} : { example }) });

function success(declaration: RouteDeclaration): unknown {
  const { answer } = declaration;
  if ('schema' in answer)
    return { description: answer.description, content: { 'application/json': withExample(jsonSchema(answer.schema, 'output'), answer.example) } };
  const records = recordsOf(declaration);
  if (records && 'records' in answer) {
    const record = resourceRef(records.definition);
    const schema = records.list
      ? { type: 'object', properties: { data: { type: 'array', items: record }, meta: { $ref: '#/components/schemas/ListMeta' } } }
      : { type: 'object', properties: { data: record } };
    return { description: answer.description, content: { 'application/json': withExample(schema, answer.example) } };
  }
  if ('file' in answer) return { description: answer.description, content: { [answer.file]: { schema: { type: 'string' } } } };
  if ('redirect' in answer) return { description: answer.description, headers: { Location: { schema: { type: 'string' } } } };
  return { description: answer.description };
}

/** Public routes need nothing; the partner API's name its schemes; the rest take the document's session. */
function security(declaration: RouteDeclaration): { security?: unknown[] } {
  const { access } = declaration;
  if ('anyone' in access) return { security: [] };
  if ('partnerToken' in access) return { security: [{ partnerOAuth: [access.partnerToken] }] };
  if ('partnerClient' in access) return { security: [{ partnerClient: [] }, {}] };
  return {};
}

function operation(declaration: RouteDeclaration, note: RouteNote = {}): Record<string, unknown> {
  const parameters = [...pathParameters(declaration), ...queryParameters(declaration), ...(declaration.idempotent ? [idempotencyHeader] : [])];
  const errors: Record<number, unknown> = { ...accessErrors(declaration) };
  if (paramNames(declaration.path).length) errors[404] = error('not found');
  for (const [status, declared] of Object.entries(declaration.errors ?? {})) errors[Number(status)] = declaredError(Number(status), declared);
  if (declaration.query && !declaration.queryUnchecked && !errors[declaration.invalidQuery ?? 400])
    errors[declaration.invalidQuery ?? 400] = error('bad query');
  if (declaration.body && !declaration.bodyUnchecked && !errors[422]) errors[422] = error('per-field errors');
  const contentType = declaration.requestContentType ?? 'application/json';
  return {
    operationId: declaration.operationId,
    tags: [declaration.tag],
    summary: note.summary ?? declaration.summary,
    ...((note.description ?? declaration.description) ? { description: note.description ?? declaration.description } : {}),
    ...security(declaration),
    ...(parameters.length ? { parameters } : {}),
    ...(declaration.body
      ? {
          requestBody: {
            required: !declaration.bodyOptional,
            content: { [contentType]: withExample(jsonSchema(declaration.body, 'input'), declaration.bodyExample) },
          },
        }
      : {}),
    responses: { [declaration.answer.status]: success(declaration), ...errors },
  };
}

/** The `paths` of the declared routes, keyed by documented path (under the API's prefix `base`) and lower-case method. */
export function routeOpenApiPaths(
  declarations: readonly RouteDeclaration[],
  notes: Record<string, RouteNote> = {},
  base = API_PREFIX,
): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const declaration of declarations) {
    const entry = (paths[documentedPath(declaration, base)] ??= {});
    for (const method of [declaration.method, ...(declaration.alsoMethods ?? [])]) {
      const key = method.toLowerCase();
      if (entry[key]) throw new Error(`${key} ${documentedPath(declaration, base)} is declared twice`);
      entry[key] = {
        ...operation(declaration, notes[declaration.operationId]),
        ...(method === declaration.method ? {} : { operationId: `${declaration.operationId}${method[0]}${method.slice(1).toLowerCase()}` }),
      };
    }
  }
  return paths;
}
