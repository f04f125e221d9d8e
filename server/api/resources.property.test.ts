import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { specializations } from '../../db/schema/index.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

let t: ApiTestContext;
let existingId: number;

beforeAll(async () => {
  t = await createApiTestContext();
  t.actAs(roles.administrator);
  const [row] = await t.database.db
    .insert(specializations)
    .values({ code: 'cardio', slug: 'cardio', name_ua: 'Кардіологія', name_ru: 'Кардиология', doctor_name_ua: 'кардіолог', doctor_name_ru: 'кардиолог' })
    .returning({ id: specializations.id });
  existingId = row.id;
});
afterAll(async () => t?.close());

/** Pieces an attacker or a broken client would put in a query string or a body. */
const nasty = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "' or 1=1 --",
  '"; drop table users; --',
  '$regex',
  '$where',
  '99999999999999999999999',
  '-1',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '',
  ' ',
  '%',
  '%%',
  '%00',
  '%zz',
  '\u0000',
  '💥',
  'null',
  'true',
  'name_ua',
  'password_hash',
  'deleted_at',
  'id',
  'order',
  'code',
  'status',
  '[',
  ']',
  '[]',
  '][',
  '=',
  '&',
  '$eq',
  '$in',
  '$between',
  '$null',
  '$and',
  '$or',
  '2026-13-45',
  '9999-12-31T23:59:59Z',
  'a'.repeat(5000),
);
const token = fc.oneof(nasty, fc.string({ maxLength: 30 }), fc.integer().map(String), fc.double().map(String));
const key = fc.oneof(
  fc.constantFrom('page', 'limit', 'sort', 'search', 'skipPagination', 'trashed', 'populate', 'filters'),
  fc.array(token, { minLength: 1, maxLength: 7 }).map((parts) => `filters[${parts.join('][')}]`),
  fc.array(token, { minLength: 1, maxLength: 3 }).map((parts) => `${parts[0]}[${parts.slice(1).join('][')}]`),
  token,
);
const queryString = fc
  .array(fc.tuple(key, token), { maxLength: 40 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`).join('&'));
const rawQueryString = fc.string({ maxLength: 300 }).map((text) => text.replace(/[#\s]/g, ''));

const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    token,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.bigInt({ min: 10n ** 20n, max: 10n ** 30n }).map((big) => Number(big)),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(key, nasty), tie('value'), { maxKeys: 6 }),
  ),
})).value;
const body = fc.oneof(
  fc.dictionary(
    fc.oneof(
      nasty,
      fc.constantFrom('name_ua', 'name_ru', 'code', 'slug', 'order', 'status', 'is_footer', 'doctor_name_ua', 'doctor_name_ru', 'icon', 'background_color'),
    ),
    jsonValue,
    { maxKeys: 12 },
  ),
  fc.record({ items: fc.array(jsonValue, { maxLength: 5 }), ids: fc.array(jsonValue, { maxLength: 5 }) }, { requiredKeys: [] }),
  jsonValue,
);

const runs = { numRuns: Number(process.env.PROPERTY_RUNS ?? 150) };

function expectNo5xx(status: number, text: string, context: string) {
  expect(status, `${context} → ${text.slice(0, 300)}`).toBeLessThan(500);
  const parsed = JSON.parse(text || '{}') as Record<string, unknown>;
  if (status >= 400) {
    expect(typeof parsed.message, context).toBe('string');
    expect(text).not.toMatch(/stack|at \w+ \(|node_modules|drizzle|postgres|select /i);
  }
}

describe('no input produces a 5xx', () => {
  test('random query strings on list endpoints', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(queryString, rawQueryString),
        fc.constantFrom('specializations', 'doctors', 'employees', 'cities', 'blog/articles', 'appointments'),
        async (query, resource) => {
          const response = await t.app.inject({ method: 'GET', url: `/api/v1/${resource}?${query}` });
          expectNo5xx(response.statusCode, response.body, `GET ${resource}?${query}`);
        },
      ),
      runs,
    );
  });

  test('random query strings on a single record', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, fc.oneof(fc.constant(String(existingId)), token.map(encodeURIComponent)), async (query, id) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/v1/specializations/${id}?${query}` });
        expectNo5xx(response.statusCode, response.body, `GET ${id}?${query}`);
      }),
      runs,
    );
  });

  test('random JSON bodies on create, update, patch and the batches', async () => {
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom(
          ['POST', '/api/v1/specializations'],
          ['PUT', `/api/v1/specializations/${existingId}`],
          ['PATCH', `/api/v1/specializations/${existingId}`],
          ['POST', '/api/v1/specializations/batch-create'],
          ['POST', '/api/v1/specializations/batch-update'],
          ['POST', '/api/v1/specializations/batch-delete'],
          ['POST', '/api/v1/specializations/batch-restore'],
          ['POST', '/api/v1/cities'],
          ['POST', '/api/v1/medical-institution-types'],
        ),
        async (payload, [method, url]) => {
          const response = await t.app.inject({
            method: method as 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expectNo5xx(response.statusCode, response.body, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 200)}`);
        },
      ),
      runs,
    );
  });

  test('raw, possibly broken, request bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
        async (payload, type) => {
          const response = await t.app.inject({ method: 'POST', url: '/api/v1/specializations', headers: { 'content-type': type }, payload });
          expectNo5xx(response.statusCode, response.body, `${type} ${payload}`);
        },
      ),
      runs,
    );
  });

  test('10,000 filters, huge numbers and SQL fragments', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => `filters[code][$in][${index}]=c${index}`).join('&');
    const wide = Array.from({ length: 10_000 }, (_, index) => `filters[$or][${index}][code]=c${index}`).join('&');
    for (const query of [
      many,
      wide,
      'filters[id][$gt]=1e308',
      'filters[order][$between]=-99999999999999999999,99999999999999999999',
      "filters[code]=' OR 1=1 --",
      'sort=id;delete from specializations',
      'filters[__proto__][polluted]=1',
      'filters[constructor][prototype][polluted]=1',
      '__proto__[polluted]=1',
      'filters[$or][0][$and][0][$or][0][$and][0][code]=x',
      'search=' + '%'.repeat(200),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/specializations?${query}` });
      expectNo5xx(response.statusCode, response.body, query.slice(0, 100));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/specializations' });
    expect(list.json().meta.total).toBeGreaterThanOrEqual(1);
  });
});
