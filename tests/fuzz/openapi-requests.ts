import fc from 'fast-check';
import qs from 'qs';
import { brokenJsonText, headerValue, hostileJson, hostileNumber, hostileString } from './hostile-values.ts';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface FuzzOperation {
  method: string;
  path: string;
  operation: Operation;
}

/** What one generated request is: enough to replay it by hand when the test prints it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  actor: number;
  remoteAddress: string;
}

export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/**
 * Values for a JSON schema: mostly of the right shape (so requests get past the first check and reach
 * services and SQL), with a hostile value swapped in at any level.
 */
export function valueFor(schema: Schema | undefined, document: OpenApiDocument, depth = 0, hostile = true): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, document);
  if (depth > 4) return hostile ? hostileJson : fc.constant(null);
  if (!hostile) return shaped(resolved, document, depth, false);
  return fc.oneof({ weight: 5, arbitrary: shaped(resolved, document, depth, true) }, { weight: 1, arbitrary: hostileJson });
}

function resolve(schema: Schema | undefined, document: OpenApiDocument): Schema {
  let current = schema ?? {};
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
    current = document.components.schemas[current.$ref.split('/').pop()!] ?? {};
  }
  return current;
}

/** A small range inside the schema's bounds: low positive numbers where the schema allows them, its own bounds otherwise. */
function plausibleRange(schema: Schema): { min: number; max: number } {
  const minimum = schema.minimum === undefined ? undefined : Number(schema.minimum);
  const maximum = schema.maximum === undefined ? undefined : Number(schema.maximum);
  const min = Math.min(Math.max(1, minimum ?? -Infinity), maximum ?? Infinity);
  const max = Math.min(min + 40, maximum ?? Infinity);
  return { min, max };
}

function shaped(schema: Schema, document: OpenApiDocument, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, document, depth + 1, hostile)));
  if (Array.isArray(schema.enum) && schema.enum.length)
    return hostile ? fc.oneof(fc.constantFrom(...schema.enum), hostileString) : fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer': {
      const plausible = fc.integer(plausibleRange(schema));
      return hostile ? fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: hostileNumber }) : plausible;
    }
    case 'number':
      return hostile ? fc.oneof(fc.integer({ min: 0, max: 100_000 }), hostileNumber) : fc.integer({ min: 0, max: 100_000 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items as Schema, document, depth + 1, hostile), { minLength: Number(schema.minItems ?? 0), maxLength: 4 });
    case 'object':
      return objectFor(schema, document, depth, hostile);
    case 'string':
      return hostile ? stringFor(schema) : wellFormedString(schema);
    default:
      return hostile ? hostileJson : fc.constant(null);
  }
}

function objectFor(schema: Schema, document: OpenApiDocument, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const names = Object.keys(properties);
  if (!names.length) return hostile ? fc.dictionary(fc.string({ maxLength: 10 }), hostileJson, { maxKeys: 3 }) : fc.constant({});
  const record = Object.fromEntries(names.map((name) => [name, valueFor(properties[name], document, depth + 1, hostile)]));
  const required = ((schema.required ?? []) as string[]).filter((name) => names.includes(name));
  if (!hostile) return fc.record(record, { requiredKeys: required });
  return fc
    .tuple(
      fc.oneof(fc.record(record, { requiredKeys: required }), fc.record(record, { requiredKeys: [] })),
      fc.option(fc.tuple(fc.oneof(hostileString, fc.constantFrom('id', 'version', 'deleted_at', 'password_hash')), hostileJson), { freq: 6 }),
    )
    .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
}

const DATE_TIMES = [
  '2026-11-26T09:00:00Z',
  '2026-11-26T09:00:00+02:00',
  '2026-03-29T01:30:00+02:00',
  '2026-10-25T03:30:00+03:00',
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
];

function wellFormedString(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.constantFrom(...DATE_TIMES);
  if (schema.format === 'date') return fc.constantFrom('2026-11-26', '2000-02-29', '1990-05-17');
  if (schema.format === 'email') return fc.constantFrom('olena@example.test', 'patient@vizyt.local');
  const max = Math.max(Math.min(Number(schema.maxLength ?? 40), 40), Number(schema.minLength ?? 0));
  const plain = typeof schema.pattern === 'string' ? matching(schema.pattern) : undefined;
  return plain ?? fc.string({ unit: 'grapheme', minLength: Number(schema.minLength ?? 0), maxLength: max });
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const wellFormed = wellFormedString(schema);
  return fc.oneof(
    { weight: 3, arbitrary: wellFormed },
    {
      weight: 1,
      arbitrary: fc
        .tuple(wellFormed, fc.nat(), fc.constantFrom('\u0000', '\u0001', '\u001b', '\ud800'))
        .map(([text, at, bad]) => text.slice(0, at % (text.length + 1)) + bad + text.slice(at % (text.length + 1))),
    },
    { weight: 1, arbitrary: hostileString },
  );
}

/** Strings fitting a schema pattern when fast-check can read the pattern; otherwise none. */
function matching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((text) => text.length <= 300);
  } catch {
    return undefined;
  }
}

const FILTER_OPERATORS = ['$eq', '$ne', '$in', '$notIn', '$lt', '$lte', '$gt', '$gte', '$between', '$contains', '$null', '$and', '$or', '$regex', '$where'];

/** Query keys a generic list understands, and a few nobody does, with hostile values and shapes. */
const queryExtras: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record(
    {
      filters: fc.dictionary(
        fc.oneof(fc.constantFrom('id', 'slug', 'status', 'full_name', 'rating', 'created_at', 'city_id', 'name_ua'), hostileString),
        fc.oneof(
          hostileJson,
          fc.dictionary(fc.constantFrom(...FILTER_OPERATORS), fc.oneof(hostileJson, fc.array(hostileString, { maxLength: 30 })), { maxKeys: 3 }),
        ),
        { maxKeys: 3 },
      ),
      sort: fc.oneof(fc.constantFrom('id:asc', 'rating:desc,id:asc', 'id:sideways', ':', ',,,'), hostileString),
      populate: fc.oneof(fc.array(hostileString, { maxLength: 25 }), hostileString),
      page: fc.oneof(fc.nat().map(String), hostileString),
      limit: fc.oneof(fc.nat().map(String), hostileString),
      search: hostileString,
      skipPagination: fc.constantFrom('true', 'false', 'yes', ''),
      trashed: fc.oneof(fc.constantFrom('with', 'only', 'without'), hostileString),
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(hostileString, hostileJson, { maxKeys: 4 }),
);

/** Raw query strings no serializer would write: deep brackets, too many parameters, broken escapes. */
const rawQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'a[b][c][d][e][f][g][h][i]=1',
    `${'a'.repeat(5000)}=${'b'.repeat(5000)}`,
    Array.from({ length: 1500 }, (_, i) => `p${i}=${i}`).join('&'),
    'filters[id][$in][100]=1&filters[id][$in][0]=2',
    'page=%E0%A4%A&limit=%ZZ',
    'search=%00',
    'search=%C0%80',
    '&&&==&=&',
    'filters=1&filters[id]=2',
    '__proto__[polluted]=1&constructor[prototype][polluted]=1',
    'sort[]=id:asc&sort[]=x',
    'search=%F0%9F%99%82%ED%A0%80',
  ),
  fc.string({ unit: fc.constantFrom(...'ab=&[]%0$.+ 9zI'.split('')), maxLength: 80 }),
);

/** Lone surrogates replaced, as `encodeURIComponent` refuses them (String#toWellFormed is not in Node 20's lib types). */
const wellFormedText = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

function wellFormedPathValue(schema: Schema | undefined): fc.Arbitrary<string> {
  if (Array.isArray(schema?.enum) && schema.enum.length) return fc.constantFrom(...schema.enum.map(String));
  if (schema?.type === 'integer') return fc.integer({ min: 1, max: 40 }).map(String);
  return fc.oneof(fc.constantFrom('x', 'abc123', 'order_1'), fc.string({ unit: fc.constantFrom(...'abcXYZ019_-'.split('')), minLength: 1, maxLength: 60 }));
}

const pathValue = (schema: Schema | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: wellFormedPathValue(schema) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', '2147483648', '%00', '%E0%A4%A', '%20', '..', '%2e%2e', '٣', '%F0%9F%99%82'),
    },
    { weight: 1, arbitrary: hostileString.map((text) => encodeURIComponent(wellFormedText(text.slice(0, 200)))) },
  );

interface BodyPart {
  body?: string;
  contentType?: string;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/xml',
  'garbage',
];

/**
 * A JSON body that fits the operation's schema, or (`mutated`) fits it except in one place: a NUL or control character slipped
 * into one string, or one value swapped for a hostile one. Everything else being right, the bad value
 * travels as far into services and SQL as the server lets it.
 */
function schemaBody(operation: Operation, document: OpenApiDocument, mutated: boolean): fc.Arbitrary<BodyPart> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const mutation = fc.oneof(
    fc.tuple(fc.nat(), fc.constantFrom('\u0000', '\u0000', '\u0001', '\u001b', '\ud800')).map(
      ([at, bad]) =>
        (value: unknown) =>
          typeof value === 'string' ? value.slice(0, at % (value.length + 1)) + bad + value.slice(at % (value.length + 1)) : bad,
    ),
    hostileJson.map((replacement) => () => replacement),
  );
  const wellFormed = valueFor(schema, document, 0, false);
  if (!mutated) return wellFormed.map((item) => ({ body: JSON.stringify(item) ?? 'null', contentType: 'application/json' }));
  return fc.tuple(wellFormed, fc.nat(), mutation, fc.boolean()).map(([body, pick, mutate, stringsOnly]) => ({
    body: JSON.stringify(mutateOneLeaf(body, pick, mutate, stringsOnly)) ?? 'null',
    contentType: 'application/json',
  }));
}

/** Replaces the `pick`-th leaf (counting string leaves only, when asked and there are any) by `mutate(leaf)`. */
function mutateOneLeaf(value: unknown, pick: number, mutate: (leaf: unknown) => unknown, stringsOnly: boolean): unknown {
  const leaves: { parent: Record<string, unknown>; key: string }[] = [];
  const root = { value };
  const walk = (parent: Record<string, unknown>, key: string) => {
    const item = parent[key];
    if (item !== null && typeof item === 'object') for (const child of Object.keys(item)) walk(item as Record<string, unknown>, child);
    else leaves.push({ parent, key });
  };
  walk(root, 'value');
  const strings = leaves.filter(({ parent, key }) => typeof parent[key] === 'string');
  const candidates = stringsOnly && strings.length ? strings : leaves;
  const chosen = candidates[pick % candidates.length];
  if (chosen) chosen.parent[chosen.key] = mutate(chosen.parent[chosen.key]);
  return root.value;
}

function bodyFor(operation: Operation, document: OpenApiDocument): fc.Arbitrary<BodyPart> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const json = (value: fc.Arbitrary<unknown>) => value.map((item) => ({ body: JSON.stringify(item) ?? 'null', contentType: 'application/json' }));
  return fc.oneof(
    { weight: schema ? 6 : 1, arbitrary: json(schema ? valueFor(schema, document) : hostileJson) },
    { weight: 1, arbitrary: brokenJsonText.map((body) => ({ body, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(hostileString, brokenJsonText)).map(([contentType, body]) => ({ body, contentType })),
    },
    { weight: schema ? 1 : 3, arbitrary: fc.constant({}) },
  );
}

/** Which part of a request is hostile; the others stay well-formed so the hostile part reaches deep code. */
type Focus = 'clean' | 'body' | 'query' | 'path' | 'anything';

/** One request against one operation of the document, by one of `actors` sessions (0 = anonymous). */
export function requestFor(entry: FuzzOperation, document: OpenApiDocument, actors: number): fc.Arbitrary<FuzzRequest> {
  const parameters = entry.operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const declaredQuery = parameters.filter((parameter) => parameter.in === 'query');
  const declaredQueryValues = fc.record(Object.fromEntries(declaredQuery.map((parameter) => [parameter.name, valueFor(parameter.schema, document)])), {
    requiredKeys: [],
  });
  const hasBody = entry.method !== 'GET' && entry.method !== 'HEAD';
  const focuses: Focus[] =
    hasBody && entry.operation.requestBody ? ['clean', 'body', 'body', 'body', 'query', 'path', 'anything'] : ['clean', 'query', 'query', 'path', 'anything'];
  // Built once per focus: building arbitraries (regular expressions above all) costs far more than drawing from them.
  const byFocus = new Map<Focus, fc.Arbitrary<FuzzRequest>>();
  const forFocus = (focus: Focus): fc.Arbitrary<FuzzRequest> =>
    fc
      .record({
        path: fc.tuple(
          ...pathParameters.map((parameter) =>
            focus === 'path' || focus === 'anything' ? pathValue(parameter.schema) : wellFormedPathValue(parameter.schema),
          ),
        ),
        query:
          focus === 'query' || focus === 'anything'
            ? fc.oneof(
                {
                  weight: 3,
                  arbitrary: fc.tuple(declaredQueryValues, fc.option(queryExtras)).map(([declared, extra]) => qs.stringify({ ...declared, ...extra })),
                },
                { weight: 1, arbitrary: rawQuery },
              )
            : fc.constant(''),
        body: !hasBody
          ? fc.constant<BodyPart>({})
          : focus === 'clean' || focus === 'body'
            ? schemaBody(entry.operation, document, focus === 'body')
            : bodyFor(entry.operation, document),
        language: fc.option(headerValue),
        idempotencyKey: fc.option(headerValue, { freq: 4 }),
        site: focus === 'anything' ? fc.constantFrom('same-origin', 'cross-site', 'none', undefined) : fc.constant('same-origin'),
        // Staff (actor 1) can reach the most code: half the requests are theirs.
        actor: fc.oneof(fc.constant(Math.min(1, actors - 1)), fc.nat({ max: actors - 1 })),
        remote: fc.tuple(fc.nat({ max: 255 }), fc.nat({ max: 255 })),
      })
      .map(({ path, query, body, language, idempotencyKey, site, actor, remote }) => {
        let url = entry.path;
        pathParameters.forEach((parameter, index) => (url = url.replace(`{${parameter.name}}`, path[index]!)));
        const headers: Record<string, string> = {};
        if (language !== null) headers['accept-language'] = language;
        if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
        if (site) headers['sec-fetch-site'] = site;
        if (body.contentType) headers['content-type'] = body.contentType;
        return {
          method: entry.method,
          url: query ? `${url}?${query}` : url,
          headers,
          body: body.body,
          actor,
          remoteAddress: `10.77.${remote[0]}.${remote[1]}`,
        };
      });
  for (const focus of new Set(focuses)) byFocus.set(focus, forFocus(focus));
  return fc.constantFrom(...focuses).chain((focus) => byFocus.get(focus)!);
}
