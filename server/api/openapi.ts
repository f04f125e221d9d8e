import { z } from 'zod';
import { ZBatchIdsRequest, batchCreateRequest, batchUpdateRequest } from '../../contracts/batch.ts';
import { ZListMeta } from '../../contracts/envelope.ts';
import { ZErrorBody } from '../../contracts/errors.ts';
import { DEFAULT_LIMIT, MAX_LIMIT, TRASHED, ZFilters } from '../../contracts/list-query.ts';
import { columnsOf, tableFor } from '../../features/resources/tables.ts';
import { columnKind } from '../../features/resources/values.ts';
import { permissionName, type ResourceDefinition } from '../../resources/define.ts';
import { resources } from '../../resources/registry.ts';
import { accountOpenApiPaths } from './account-openapi.ts';
import { authOpenApiPaths } from './auth-openapi.ts';
import { bookingOpenApiPaths } from './booking-openapi.ts';
import { publicFormsOpenApiPaths } from './public-forms-openapi.ts';
import { paymentsOpenApiPaths } from './payments-openapi.ts';
import { timesheetsOpenApiPaths } from './timesheets-openapi.ts';

type JsonSchema = Record<string, unknown>;

const pascal = (name: string) => name.replace(/(^|[-/])([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

const KIND_TYPES: Record<string, JsonSchema> = {
  integer: { type: 'integer' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  timestamp: { type: 'string', format: 'date-time' },
  date: { type: 'string', format: 'date' },
  text: { type: 'string' },
  uuid: { type: 'string', format: 'uuid' },
};

/** The record a resource answers with, from its table: hidden columns left out, translated fields added. */
function recordSchema(definition: ResourceDefinition): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, column] of Object.entries(columnsOf(tableFor(definition.table)))) {
    if (definition.hidden?.includes(name)) continue;
    const type = KIND_TYPES[columnKind(column)] ?? {};
    const enumValues = (column as { enumValues?: readonly string[] }).enumValues;
    const schema = enumValues?.length ? { ...type, enum: enumValues } : type;
    properties[name] = column.notNull ? schema : { anyOf: [schema, { type: 'null' }] };
  }
  for (const field of definition.translated ?? []) properties[field] = { type: ['string', 'null'], description: `${field}_ua or ${field}_ru, by Accept-Language` };
  for (const [name, meta] of Object.entries(definition.populate ?? {})) {
    const target = resources.find((item) => item.name === meta.resource);
    if (!target) continue;
    const item = ref(`${pascal(target.name)}Record`);
    properties[name] = { ...(meta.many ? { type: 'array', items: item } : { anyOf: [item, { type: 'null' }] }), description: `only with populate[]=${name}` };
  }
  return { type: 'object', properties };
}

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const errorResponse = (description: string) => ({ description, ...json(ref('ErrorBody')) });
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

function listParameters(definition: ResourceDefinition) {
  const query = (name: string, schema: JsonSchema, description: string, extra: JsonSchema = {}) => ({ name, in: 'query', schema, description, ...extra });
  return [
    query('page', { type: 'integer', minimum: 1, default: 1 }, 'page number'),
    query('limit', { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT }, `page size, at most ${MAX_LIMIT}`),
    query('skipPagination', { type: 'boolean' }, 'true: the whole list, still in {data, meta}'),
    query('sort', { type: 'string' }, `field:asc|desc, comma-separated; fields: ${definition.sortable.join(', ')}`),
    query('filters', ref('ListFilters'), `filters[field][$op]=value; fields: ${definition.filterable.join(', ')}`, { style: 'deepObject', explode: true }),
    query('populate', { type: 'array', items: { type: 'string', enum: Object.keys(definition.populate ?? {}) } }, 'relations to embed', {
      style: 'deepObject',
    }),
    query('search', { type: 'string', maxLength: 200 }, `matched against: ${definition.searchable.join(', ') || 'nothing'}`),
    ...(definition.trash ? [query('trashed', { type: 'string', enum: [...TRASHED] }, 'records in trash: with or only (staff)')] : []),
  ];
}

function resourcePaths(definition: ResourceDefinition, schemas: Record<string, JsonSchema>) {
  const id = pascal(definition.name);
  const record = ref(`${id}Record`);
  const tags = [definition.name];
  const access = (action: 'read' | 'create' | 'update' | 'delete' | 'restore') =>
    action === 'read' && definition.read === 'public' ? 'public' : `permission ${permissionName(definition, action)}`;
  const common = { 400: errorResponse('malformed request'), 401: errorResponse('no session'), 403: errorResponse('not allowed') };
  const one = { 200: { description: 'the record', ...json({ type: 'object', properties: { data: record } }) } };
  const many = (description: string) => ({ description, ...json({ type: 'object', properties: { data: { type: 'array', items: record } } }) });
  const paths: Record<string, Record<string, unknown>> = {};
  const base = `/api/v1/${definition.name}`;
  paths[base] = {
    get: {
      tags,
      summary: `List ${definition.name} (${access('read')})`,
      parameters: listParameters(definition),
      responses: { 200: { description: 'a page', ...json({ type: 'object', properties: { data: { type: 'array', items: record }, meta: ref('ListMeta') } }) }, ...common },
    },
  };
  paths[`${base}/{id}`] = {
    get: { tags, summary: `One of ${definition.name} (${access('read')})`, parameters: [idParameter], responses: { ...one, ...common, 404: errorResponse('not found') } },
  };
  // Resources with only `update` (requests that arrive from public forms) are edited, never created here.
  const editable = definition.update ?? definition.create;
  if (!editable) return paths;

  const body = (schema: JsonSchema) => ({ required: true, ...json(schema) });
  const invalid = { 422: errorResponse('validation failed: errors per field') };
  if (definition.create) {
    schemas[`${id}Create`] = z.toJSONSchema(definition.create.strict(), { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    paths[base].post = { tags, summary: `Create (${access('create')})`, requestBody: body(ref(`${id}Create`)), responses: { 201: one[200], ...common, ...invalid } };
  }
  schemas[`${id}Update`] = z.toJSONSchema(editable.strict(), { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  schemas[`${id}Patch`] = z.toJSONSchema(editable.partial().strict(), { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  Object.assign(paths[`${base}/{id}`], {
    put: { tags, summary: `Replace (${access('update')})`, parameters: [idParameter], requestBody: body(ref(`${id}Update`)), responses: { ...one, ...common, ...invalid, 404: errorResponse('not found') } },
    patch: { tags, summary: `Change some fields (${access('update')})`, parameters: [idParameter], requestBody: body(ref(`${id}Patch`)), responses: { ...one, ...common, ...invalid, 404: errorResponse('not found') } },
    delete: {
      tags,
      summary: `${definition.trash ? 'Move to trash' : 'Delete'} (${access('delete')})`,
      parameters: [idParameter],
      responses: { 204: { description: 'done' }, ...common, ...invalid, 404: errorResponse('not found') },
    },
  });
  if (definition.trash) {
    paths[`${base}/{id}/restore`] = {
      patch: { tags, summary: `Restore from trash (${access('restore')})`, parameters: [idParameter], responses: { ...one, ...common, 404: errorResponse('not in trash') } },
    };
    paths[`${base}/batch-restore`] = {
      post: { tags, summary: `Restore many, all or nothing (${access('restore')})`, requestBody: body(ref('BatchIds')), responses: { 200: many('restored records'), ...common, 404: errorResponse('an id is not in trash') } },
    };
  }
  paths[`${base}/batch-delete`] = {
    post: { tags, summary: `Delete many, all or nothing (${access('delete')})`, requestBody: body(ref('BatchIds')), responses: { 204: { description: 'done' }, ...common, ...invalid, 404: errorResponse('an id was not found') } },
  };
  paths[`${base}/batch-update`] = {
    post: {
      tags,
      summary: `Change many, all or nothing (${access('update')})`,
      requestBody: body(z.toJSONSchema(batchUpdateRequest(editable), { io: 'input', unrepresentable: 'any' }) as JsonSchema),
      responses: { 200: many('changed records'), ...common, ...invalid, 404: errorResponse('an id was not found') },
    },
  };
  if (!definition.create) return paths;
  paths[`${base}/batch-create`] = {
    post: {
      tags,
      summary: `Create many, all or nothing (${access('create')})`,
      requestBody: body(z.toJSONSchema(batchCreateRequest(definition.create), { io: 'input', unrepresentable: 'any' }) as JsonSchema),
      responses: { 201: many('created records'), ...common, ...invalid },
    },
  };
  return paths;
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
  const paths: Record<string, unknown> = {
    '/api/v1/main-page/get/cities': {
      get: { tags: ['fixed'], summary: 'Active cities for the city selector (array with city_slug)', responses: { 200: { description: 'cities' } } },
    },
    '/api/v1/handbooks': {
      get: {
        tags: ['fixed'],
        summary: 'Handbooks: category → [{key, value}] in the Accept-Language language',
        responses: {
          200: { description: 'handbooks', ...json({ type: 'object', additionalProperties: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } } } } }) },
        },
      },
    },
  };
  Object.assign(paths, authOpenApiPaths(), accountOpenApiPaths(), publicFormsOpenApiPaths(), bookingOpenApiPaths(), paymentsOpenApiPaths(), timesheetsOpenApiPaths());
  for (const definition of resources) {
    schemas[`${pascal(definition.name)}Record`] = recordSchema(definition);
    Object.assign(paths, resourcePaths(definition, schemas));
  }
  for (const schema of Object.values(schemas)) delete schema.$schema;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vizyt API',
      version: '1',
      description:
        'JSON with snake_case fields. Accept-Language: ua|ru picks the language of translated fields and messages. ' +
        'Errors: {message, errors?}. Lists: {data, meta: {current_page, total_pages, per_page, total}}.',
    },
    servers: [{ url: '/' }],
    tags: [{ name: 'fixed' }, ...resources.map((definition) => ({ name: definition.name }))],
    paths,
    components: { schemas, securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'vizyt_session' } } },
    security: [{ session: [] }, {}],
  };
}
