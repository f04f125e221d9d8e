import { z } from 'zod';
import { ZBatchIdsRequest } from '../../contracts/batch.ts';
import { ZListMeta } from '../../contracts/envelope.ts';
import { ZErrorBody } from '../../contracts/errors.ts';
import { ZFilters } from '../../contracts/list-query.ts';
import { PARTNER_API_BASE } from '../../contracts/partner-api.ts';
import { declaredRoutes } from '../../contracts/routes/index.ts';
import { PARTNER_TAG } from '../../contracts/routes/partner-api-access.ts';
import { partnerApiRoutes } from '../../contracts/routes/partner-api.ts';
import { routeNotes } from './route-notes.ts';
import { PARTNER_SECURITY_SCHEMES, routeOpenApiPaths } from './route-openapi.ts';
import type { JsonSchema } from './json-schema.ts';
import { resourcesOpenApi } from './resources-openapi.ts';

const errorBody = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };

/** Answers any operation may give, whatever its route (docs/decisions/171, 225). */
const COMMON_ANSWERS = {
  MalformedRequest: {
    description:
      'malformed before any route reads it: a Host that is no host name, a target that is not a path, a NUL in the path, a query string the parser refuses',
    ...errorBody,
  },
  ServerFailure: {
    description: 'the server failed: 503 with Retry-After while the database is out of reach, 500 otherwise; the message names no internals',
    headers: { 'Retry-After': { description: 'seconds to wait, with a 503', schema: { type: 'integer' } } },
    ...errorBody,
  },
};

const PARTNER_TAG_DESCRIPTION = {
  name: PARTNER_TAG,
  description:
    "The partner integration API (docs/partner-api): OAuth 2.0 client credentials, the legal entity's own records, timesheets, appointments and webhooks.",
};

/** Every operation tells of a malformed request (unless it already names a 400) and of a failure of the server. */
function addCommonAnswers(paths: Record<string, unknown>): void {
  for (const item of Object.values(paths) as Record<string, { responses?: Record<string, unknown> }>[]) {
    for (const { responses } of Object.values(item)) {
      if (!responses) continue;
      responses['400'] ??= { $ref: '#/components/responses/MalformedRequest' };
      responses.default ??= { $ref: '#/components/responses/ServerFailure' };
    }
  }
}

/** The OpenAPI 3.1 document of `/api/v1`, derived from the contracts and the resource registry. */
export function buildOpenApiDocument() {
  const registry = z.registry<{ id: string }>();
  registry.add(ZFilters, { id: 'ListFilters' });
  registry.add(ZListMeta, { id: 'ListMeta' });
  registry.add(ZErrorBody, { id: 'ErrorBody' });
  registry.add(ZBatchIdsRequest, { id: 'BatchIds' });
  const shared = z.toJSONSchema(registry, { io: 'input', unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` }).schemas;
  const schemas: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(shared)) {
    const { $schema: _omit, ...rest } = schema as JsonSchema;
    schemas[id] = rest;
  }
  const paths: Record<string, unknown> = routeOpenApiPaths(declaredRoutes, routeNotes());
  const resourceParts = resourcesOpenApi(schemas);
  Object.assign(paths, resourceParts.paths);
  Object.assign(paths, routeOpenApiPaths(partnerApiRoutes, {}, PARTNER_API_BASE));
  for (const schema of Object.values(schemas)) delete schema.$schema;
  addCommonAnswers(paths);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vizyt API',
      version: '1',
      license: { name: 'Proprietary: for Vizyt and its partners', identifier: 'LicenseRef-Vizyt-Proprietary' },
      description:
        'JSON with snake_case fields. Accept-Language: ua|ru picks the language of translated fields and messages. ' +
        'Errors: {message, errors?}. Lists: {data, meta: {current_page, total_pages, per_page, total}}; the lists of the registry add next_cursor, the `cursor` of the page after (as fast at any depth as the first).',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'fixed', description: "The home page's city list and the handbooks: fixed reads every page uses." },
      ...resourceParts.tags,
      PARTNER_TAG_DESCRIPTION,
    ],
    paths,
    components: {
      schemas,
      responses: COMMON_ANSWERS,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'vizyt_session' }, ...PARTNER_SECURITY_SCHEMES },
    },
    security: [{ session: [] }, {}],
  };
}
