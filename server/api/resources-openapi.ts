import { z } from 'zod';
import { batchCreateRequest, batchUpdateRequest } from '../../contracts/batch.ts';
import { columnsOf, tableFor } from '../../features/records/tables.ts';
import { columnKind } from '../../features/records/values.ts';
import { withVersion } from '../../features/records/versions.ts';
import { permissionName, type ResourceDefinition } from '../../resources/define.ts';
import { resources } from '../../resources/registry.ts';
import type { JsonSchema } from './json-schema.ts';
import { resourceListParameters } from './resource-list-parameters.ts';

/**
 * The OpenAPI paths, schemas and tags of the generic resources (ARCHITECTURE §3), derived from the
 * registry: the same routes for every resource, its record from its table, its bodies from its fields.
 */

export const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

/**
 * A request body's JSON Schema from its zod schema. A named part (`.meta({ id })`, the recursive node of a rich
 * text) becomes a component of its own, stated once, and every reference points there.
 */
function inputSchema(schema: z.ZodType, schemas: Record<string, JsonSchema>): JsonSchema {
  const { $schema: _, $defs, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const toComponents = (value: JsonSchema) => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [name, definition] of Object.entries($defs ?? {})) schemas[name] = toComponents(definition);
  return toComponents(rest);
}

const pascal = (name: string) => name.replace(/(^|[-/])([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
/** The component schema of a resource's record. */
export const resourceRef = (definition: ResourceDefinition) => ref(`${pascal(definition.name)}Record`);

const KIND_TYPES: Record<string, JsonSchema> = {
  integer: { type: 'integer' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  timestamp: { type: 'string', format: 'date-time' },
  date: { type: 'string', format: 'date' },
  text: { type: 'string' },
  uuid: { type: 'string', format: 'uuid' },
};

type Column = ReturnType<typeof columnsOf>[string];

/**
 * A column of none of the kinds above: a time of day, an array of a kind, or JSON, which has no schema of its
 * own and so matches any value, null included (never an empty member of an `anyOf`, which says nothing).
 */
function otherColumnSchema(column: Column): JsonSchema {
  if (column.columnType === 'PgTime') return { type: 'string', pattern: '^\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?$', description: 'a time of day, HH:MM:SS' };
  const base = (column as { baseColumn?: Column }).baseColumn;
  if (column.columnType === 'PgArray' && base && KIND_TYPES[columnKind(base)]) return { type: 'array', items: KIND_TYPES[columnKind(base)] };
  return { description: `JSON as stored: any value${column.notNull ? '' : ', null when not set'}` };
}

/** The record a resource answers with, from its table: hidden columns left out, translated fields added. */
function recordSchema(definition: ResourceDefinition): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, column] of Object.entries(columnsOf(tableFor(definition.table)))) {
    if (definition.hidden?.includes(name)) continue;
    const type = KIND_TYPES[columnKind(column)] ?? otherColumnSchema(column);
    const enumValues = (column as { enumValues?: readonly string[] }).enumValues;
    const schema = enumValues?.length ? { ...type, enum: enumValues } : type;
    // JSON admits null already.
    properties[name] = column.notNull || !('type' in schema) ? schema : { anyOf: [schema, { type: 'null' }] };
  }
  // The field in the caller's language is what its `_ua` column is: a text, or a rich text's document.
  for (const field of definition.translated ?? [])
    properties[field] = { ...(properties[`${field}_ua`] ?? { type: ['string', 'null'] }), description: `${field}_ua or ${field}_ru, by Accept-Language` };
  for (const field of definition.elsewhere ?? [])
    properties[field] ??= { description: "kept in another table (a representative's partner account), added to every record read" };
  for (const [name, meta] of Object.entries(definition.populate ?? {})) {
    const target = resources.find((item) => item.name === meta.resource);
    if (!target) continue;
    const item = ref(`${pascal(target.name)}Record`);
    // A many-relation's field is there on every read with the linked ids, and holds the records with populate;
    // a single relation's record is there only with populate (its id is a column of its own).
    properties[name] = meta.many
      ? { type: 'array', items: { anyOf: [{ type: 'integer' }, item] }, description: `the linked ids; their records with populate[]=${name}` }
      : { anyOf: [item, { type: 'null' }], description: `only with populate[]=${name}` };
  }
  return { type: 'object', properties };
}

const errorResponse = (description: string) => ({ description, ...json(ref('ErrorBody')) });
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

function resourcePaths(definition: ResourceDefinition, schemas: Record<string, JsonSchema>): Record<string, Record<string, unknown>> {
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
      parameters: resourceListParameters(definition),
      responses: {
        200: { description: 'a page', ...json({ type: 'object', properties: { data: { type: 'array', items: record }, meta: ref('ListMeta') } }) },
        ...common,
      },
    },
  };
  paths[`${base}/export.csv`] = {
    get: {
      tags,
      summary: `The filtered list as CSV (staff with permission ${permissionName(definition, 'read')})`,
      description: 'Every record the same query would list, streamed page by page; headers in the request language; UTF-8 with a byte-order mark.',
      parameters: resourceListParameters(definition).filter(
        (parameter) => !['page', 'cursor', 'limit', 'skipPagination', 'populate'].includes((parameter as { name: string }).name),
      ),
      responses: { 200: { description: 'the CSV file', content: { 'text/csv': { schema: { type: 'string' } } } }, ...common },
    },
  };
  paths[`${base}/{id}`] = {
    get: {
      tags,
      summary: `One of ${definition.name} (${access('read')})`,
      parameters: [idParameter],
      responses: { ...one, ...common, 404: errorResponse('not found') },
    },
  };
  // Resources with only `update` (requests that arrive from public forms) are edited, never created here.
  const editable = definition.update ?? definition.create;
  if (!editable) return paths;

  const body = (schema: JsonSchema) => ({ required: true, ...json(schema) });
  const invalid = { 422: errorResponse('validation failed: errors per field') };
  // docs/decisions/192, 213: a save naming a version the record no longer has changes nothing; a single save's
  // answer carries the record as it is now, a batch's names the stale items or records.
  const changed = {
    409: {
      description: 'the record changed since it was read (`version` differs): nothing saved; `current` is the record as stored now, as GET answers it',
      ...json({ allOf: [ref('ErrorBody'), { type: 'object', required: ['current'], properties: { current: record } }] }),
    },
  };
  const batchChanged = (what: string) => ({ 409: errorResponse(`${what} changed since it was read: nothing written`) });
  const versioned = withVersion(editable);
  if (definition.create) {
    schemas[`${id}Create`] = inputSchema(definition.create.strict(), schemas);
    paths[base].post = {
      tags,
      summary: `Create (${access('create')})`,
      requestBody: body(ref(`${id}Create`)),
      responses: { 201: one[200], ...common, ...invalid },
    };
  }
  schemas[`${id}Update`] = inputSchema(versioned, schemas);
  schemas[`${id}Patch`] = inputSchema(versioned.partial().strict(), schemas);
  Object.assign(paths[`${base}/{id}`], {
    put: {
      tags,
      summary: `Replace (${access('update')})`,
      parameters: [idParameter],
      requestBody: body(ref(`${id}Update`)),
      responses: { ...one, ...common, ...invalid, ...changed, 404: errorResponse('not found') },
    },
    patch: {
      tags,
      summary: `Change some fields (${access('update')})`,
      parameters: [idParameter],
      requestBody: body(ref(`${id}Patch`)),
      responses: { ...one, ...common, ...invalid, ...changed, 404: errorResponse('not found') },
    },
    delete: {
      tags,
      summary: `${definition.trash ? 'Move to trash' : 'Delete'} (${access('delete')})`,
      parameters: [idParameter],
      responses: { 204: { description: 'done' }, ...common, ...invalid, 404: errorResponse('not found') },
    },
  });
  if (definition.trash) {
    paths[`${base}/{id}/restore`] = {
      patch: {
        tags,
        summary: `Restore from trash (${access('restore')})`,
        parameters: [idParameter],
        responses: { ...one, ...common, 404: errorResponse('not in trash') },
      },
    };
    paths[`${base}/batch-restore`] = {
      post: {
        tags,
        summary: `Restore many, all or nothing (${access('restore')})`,
        requestBody: body(ref('BatchIds')),
        responses: {
          200: many('restored records'),
          ...common,
          ...invalid,
          ...batchChanged('a record named in `versions` (errors `versions.{id}`)'),
          404: errorResponse('an id is not in trash'),
        },
      },
    };
  }
  paths[`${base}/batch-delete`] = {
    post: {
      tags,
      summary: `Delete many, all or nothing (${access('delete')})`,
      requestBody: body(ref('BatchIds')),
      responses: {
        204: { description: 'done' },
        ...common,
        ...invalid,
        ...batchChanged('a record named in `versions` (errors `versions.{id}`)'),
        404: errorResponse('an id was not found'),
      },
    },
  };
  paths[`${base}/batch-update`] = {
    post: {
      tags,
      summary: `Change many, all or nothing (${access('update')})`,
      requestBody: body(inputSchema(batchUpdateRequest(versioned), schemas)),
      responses: {
        200: many('changed records'),
        ...common,
        ...invalid,
        ...batchChanged('an item (errors `items.N.version`)'),
        404: errorResponse('an id was not found'),
      },
    },
  };
  if (!definition.create) return paths;
  paths[`${base}/batch-create`] = {
    post: {
      tags,
      summary: `Create many, all or nothing (${access('create')})`,
      requestBody: body(inputSchema(batchCreateRequest(definition.create), schemas)),
      responses: { 201: many('created records'), ...common, ...invalid },
    },
  };
  return paths;
}

/** What a resource allows to write, in the words of docs/api.md. */
export function describeWrites(definition: ResourceDefinition): string {
  const kind = definition.create ? 'full CRUD' : definition.update ? 'update only (`405` to creates)' : 'read-only';
  return definition.transitions ? `${kind}, moderated` : kind;
}

/** Each operation's id: its verb and the resource (`listSpecializations`, `batchCreateBlogComments`). */
const VERBS: Record<string, string> = {
  'get ': 'list',
  'post ': 'create',
  'get /{id}': 'get',
  'get /export.csv': 'export',
  'put /{id}': 'replace',
  'patch /{id}': 'patch',
  'delete /{id}': 'delete',
  'patch /{id}/restore': 'restore',
  'post /batch-restore': 'batchRestore',
  'post /batch-delete': 'batchDelete',
  'post /batch-update': 'batchUpdate',
  'post /batch-create': 'batchCreate',
};

/** The paths, component schemas and tags of every registry resource. */
export function resourcesOpenApi(schemas: Record<string, JsonSchema>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const definition of resources) {
    schemas[`${pascal(definition.name)}Record`] = recordSchema(definition);
    const base = `/api/v1/${definition.name}`;
    for (const [path, operations] of Object.entries(resourcePaths(definition, schemas))) {
      for (const [method, operation] of Object.entries(operations)) {
        (operation as { operationId?: string }).operationId = `${VERBS[`${method} ${path.slice(base.length)}`]}${pascal(definition.name)}`;
      }
      paths[path] = operations;
    }
  }
  const tags = resources.map((definition) => ({
    name: definition.name,
    description: `Resource \`${definition.name}\`: read ${definition.read === 'public' ? 'public' : 'by staff'}; ${describeWrites(definition)}${definition.trash ? '; with trash' : ''}.`,
  }));
  return { paths, tags };
}
