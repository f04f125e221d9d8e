import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ZListQuery } from '../../contracts/list-query.ts';
import { resources } from '../../resources/registry.ts';
import { seedDemoData } from '../../seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { createServices, type Services } from '../services.ts';
import type { CallContext } from './types.ts';

/**
 * docs/decisions/312: a list whose records PostgreSQL writes as JSON text answers what the records turned into
 * objects in Node answer, for every resource of the registry, for staff and for a visitor, at the start, deep
 * (ids first) and searched, on the demo data.
 */
let database: TestDatabase;
let services: Services;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { scale: 0.1, today: new Date('2026-11-02T00:00:00Z') });
  services = createServices(database);
}, 120_000);
afterAll(() => database.dispose());

const administrator: SessionUser = { id: 1, user_type: 'user', is_administrator: true, permissions: [], roles: [] };
const contexts: [string, CallContext][] = [
  ['staff, ua', { locale: 'ua', user: administrator }],
  ['a visitor, ru', { locale: 'ru', user: null }],
];
const queries = [
  ['the first page', {}],
  ['a deep page, read ids first', { limit: '50', page: '12' }],
  ['sorted the other way', { sort: 'id:desc', limit: '7' }],
  ['searched', { search: 'ко' }],
] as const;

describe.each(contexts)('%s', (_, context) => {
  test.each(queries)('%s: every resource answers the same records and meta', async (__, raw) => {
    let written = 0;
    let answered = 0;
    for (const definition of resources) {
      const query = ZListQuery.parse(raw);
      const asObjects = await services.resources.list(definition, query, context).then(
        (answer) => JSON.parse(JSON.stringify(answer)) as unknown,
        (error: unknown) => ({ refused: String(error) }),
      );
      const answer = await services.resources.answer(definition, query, context).then(
        (text) => {
          answered += 1;
          if (typeof text !== 'string') return JSON.parse(JSON.stringify(text)) as unknown;
          written += 1;
          return JSON.parse(text) as unknown;
        },
        (error: unknown) => ({ refused: String(error) }),
      );
      expect(answer, definition.name).toEqual(asObjects);
    }
    // Most lists take the short way: the comparison above is not of one path with itself.
    expect(written).toBeGreaterThan(answered / 2);
  });
});

test('the doctors list is written by PostgreSQL, with its translated names and times as JavaScript writes them', async () => {
  const answer = await services.resources.answer(
    resources.find((definition) => definition.name === 'doctors')!,
    ZListQuery.parse({ limit: '1' }),
    {
      locale: 'ru',
      user: null,
    },
  );
  expect(typeof answer).toBe('string');
  const [doctor] = (JSON.parse(answer as string) as { data: Record<string, unknown>[] }).data;
  expect(doctor.last_name).toBe(doctor.last_name_ru);
  expect(doctor.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});
