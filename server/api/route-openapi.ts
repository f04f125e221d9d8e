import { z } from 'zod';
import { paramNames, type RouteDeclaration } from '../../contracts/routes/define.ts';
import type { JsonSchema } from './resources-openapi.ts';
import type { RouteNote } from './route-notes.ts';

/**
 * The OpenAPI operation of a declared route (contracts/routes/): parameters from its path and query schema,
 * its body, its success answer with the answer's schema, and the failures its access rule, path
 * parameters and declaration imply.
 */

const API_PREFIX = '/api/v1/';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _omit, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });
const tooMany = (description: string) => ({ ...error(description), headers: { 'Retry-After': { schema: { type: 'integer' } } } });

const idempotencyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', maxLength: 200 },
  description: 'The first answer is replayed for 24 hours',
};

/** `booking/holds/:id/book` → `/api/v1/booking/holds/{id}/book` (or the declared documented path). */
export function documentedPath(declaration: RouteDeclaration): string {
  const path = declaration.documentedPath ?? declaration.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return `${API_PREFIX}${path}`;
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

function queryParameters(declaration: RouteDeclaration): unknown[] {
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
  return { 401: error('not signed in'), 403: error(`lacks ${access.permissions.join(', ')}`) };
}

function success(declaration: RouteDeclaration): unknown {
  const { answer } = declaration;
  if ('schema' in answer) return { description: answer.description, content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } } };
  if ('file' in answer) return { description: answer.description, content: { [answer.file]: { schema: { type: 'string' } } } };
  if ('redirect' in answer) return { description: answer.description, headers: { Location: { schema: { type: 'string' } } } };
  return { description: answer.description };
}

function operation(declaration: RouteDeclaration, note: RouteNote = {}): Record<string, unknown> {
  const parameters = [...pathParameters(declaration), ...queryParameters(declaration), ...(declaration.idempotent ? [idempotencyHeader] : [])];
  const errors: Record<number, unknown> = { ...accessErrors(declaration) };
  if (paramNames(declaration.path).length) errors[404] = error('not found');
  for (const [status, description] of Object.entries(declaration.errors ?? {})) errors[Number(status)] = status === '429' ? tooMany(description) : error(description);
  if (declaration.query && !errors[declaration.invalidQuery ?? 400]) errors[declaration.invalidQuery ?? 400] = error('bad query');
  if (declaration.body && !declaration.bodyUnchecked && !errors[422]) errors[422] = error('per-field errors');
  const contentType = declaration.requestContentType ?? 'application/json';
  return {
    operationId: declaration.operationId,
    tags: [declaration.tag],
    summary: note.summary ?? declaration.summary,
    ...((note.description ?? declaration.description) ? { description: note.description ?? declaration.description } : {}),
    ...('anyone' in declaration.access ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(declaration.body
      ? { requestBody: { required: !declaration.bodyOptional, content: { [contentType]: { schema: jsonSchema(declaration.body, 'input') } } } }
      : {}),
    responses: { [declaration.answer.status]: success(declaration), ...errors },
  };
}

/** The `paths` of the declared routes, keyed by documented path and lower-case method. */
export function routeOpenApiPaths(declarations: readonly RouteDeclaration[], notes: Record<string, RouteNote> = {}): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const declaration of declarations) {
    const entry = (paths[documentedPath(declaration)] ??= {});
    for (const method of [declaration.method, ...(declaration.alsoMethods ?? [])]) {
      const key = method.toLowerCase();
      if (entry[key]) throw new Error(`${key} ${documentedPath(declaration)} is declared twice`);
      entry[key] = { ...operation(declaration, notes[declaration.operationId]), ...(method === declaration.method ? {} : { operationId: `${declaration.operationId}${method[0]}${method.slice(1).toLowerCase()}` }) };
    }
  }
  return paths;
}
