import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { TEST_DATABASE_URL } from '../../../tests/support/test-db.ts';
import { DECLARED_PARTNER_ROUTES } from './routes.ts';
import { call, partnerRecords, tokenOf, usePartnerApi, type PartnerSide } from './testing.ts';

/**
 * Partner A's token against partner B's ids on **every** route the partner API declares (collected as they are
 * registered, server/api/partner-api/routes.ts): each answers 404 or 403 and nothing of anyone's changes. A new
 * route with a path parameter this table does not know fails the test until it is added here.
 */

const api = usePartnerApi();

type Kind = 'doctors' | 'clinics' | 'services' | 'timesheets' | 'appointments' | 'webhooks' | 'entry';
type Ids = Record<Kind, number>;
const ids = {} as Record<'a' | 'b', Ids>;
let tokenA = '';

/** Which id a path parameter takes: `:entryId` is an entry, `:id` the record named by the first segment. */
function kindOf(path: string, parameter: string): Kind {
  if (parameter === 'entryId') return 'entry';
  const first = path.split('/')[1] as Kind;
  if (parameter !== 'id' || !(first in ids.a)) throw new Error(`the cross-tenant table does not know :${parameter} of ${path}: add it`);
  return first;
}

/** A valid body for each write, so that a refusal comes from the ownership check, not from the input's. */
const BODIES: Record<string, (own: Ids, other: Ids) => unknown> = {
  'POST /doctors/:id/timesheets': (_own, other) => ({ institution_id: other.clinics, slot_duration: 30 }),
  'PATCH /timesheets/:id': () => ({ slot_duration: 15 }),
  'POST /timesheets/:id/entries': () => ({ kind: 'day_off', date_from: '2032-01-01', date_to: '2032-01-01' }),
  'PATCH /timesheets/:id/entries/:entryId': () => ({ date_to: '2032-01-02' }),
  'POST /appointments/:id/reject': () => ({ reason: 'no' }),
};

/** Routes with no id of a record: what each must show of another partner instead (nothing). */
const COLLECTIONS: Record<string, 'list' | 'creates-own'> = {
  'GET /doctors': 'list',
  'GET /clinics': 'list',
  'GET /services': 'list',
  'GET /timesheets': 'list',
  'GET /appointments': 'list',
  'GET /webhooks': 'list',
  // Makes an endpoint of the caller's own legal entity: there is no id of another to pass (tenancy.test.ts).
  'POST /webhooks': 'creates-own',
  // Authenticates a client; it has no record of a partner to reach.
  'POST /oauth/token': 'creates-own',
};

async function idsOf(side: PartnerSide): Promise<Ids> {
  const own = await partnerRecords(api.suite, side, '/hooks/cross-tenant');
  const entry = await call<{ data: { id: number } }>(api.suite, own.token, 'POST', `/timesheets/${own.timesheet}/entries`, {
    kind: 'day_off',
    date_from: '2032-02-02',
    date_to: '2032-02-02',
  });
  return {
    doctors: own.doctor,
    clinics: own.clinic,
    services: own.service,
    timesheets: own.timesheet,
    appointments: own.appointment,
    webhooks: own.webhook,
    entry: entry.body.data.id,
  };
}

/** Everything a refused call must leave as it was, of both partners. */
const snapshot = () =>
  api.suite.database.rows(sql`
    select
      (select json_agg(json_build_object('id', id, 'status', status, 'decided', decided_at) order by id) from appointments) as appointments,
      (select json_agg(json_build_object('id', id, 'i', institution_id, 's', specialization_id, 'd', slot_duration, 'a', is_active, 'u', updated_at) order by id) from timesheets) as timesheets,
      (select json_agg(row_to_json(e) order by e.id) from timesheet_entries e) as entries,
      (select json_agg(json_build_object('id', id, 'secret', signing_secret, 'old', previous_signing_secret, 'deleted', deleted_at is not null) order by id) from partner_webhook_endpoints) as webhooks,
      (select count(*)::int from action_log) as log_lines`);

beforeAll(async () => {
  const { suite } = api;
  ids.a = await idsOf(suite.a);
  ids.b = await idsOf(suite.b);
  tokenA = await tokenOf(suite, suite.a);
});

describe(`partner API: partner A with partner B's ids, on every declared route (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test("each route answers 404 or 403 and changes nothing; lists hold none of B's records", async () => {
    const { suite } = api;
    const routes = [...DECLARED_PARTNER_ROUTES].sort();
    // The table really is the API: the routes this suite is known to cover are all there.
    expect(routes.length).toBeGreaterThanOrEqual(25);
    for (const known of [
      'PATCH /timesheets/:id',
      'PATCH /timesheets/:id/entries/:entryId',
      'POST /webhooks/:id/rotate-secret',
      'POST /appointments/:id/approve',
    ])
      expect(routes).toContain(known);

    const before = await snapshot();
    const tried: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
      const parameters = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      if (!parameters.length) {
        const kind = COLLECTIONS[route];
        if (!kind) throw new Error(`the cross-tenant table does not know ${route}: add it to COLLECTIONS or give it ids`);
        if (kind === 'list') {
          const list = await call<{ data: { id: number }[] }>(suite, tokenA, method, path);
          expect(list.status, route).toBe(200);
          const other = ids.b[path.slice(1) as Kind];
          expect(
            list.body.data.map((row) => row.id),
            route,
          ).not.toContain(other);
          tried.push(route);
        }
        continue;
      }
      // Every id B's; and, where a route takes two, A's first id with B's second (an entry of another timesheet).
      const variants = [parameters.map((name) => ids.b[kindOf(path, name)])];
      if (parameters.length > 1) variants.push(parameters.map((name, index) => (index === 0 ? ids.a : ids.b)[kindOf(path, name)]));
      for (const values of variants) {
        let url = path;
        parameters.forEach((name, index) => (url = url.replace(`:${name}`, String(values[index]))));
        if (route === 'GET /doctors/:id/slots') url += `?service_id=${ids.b.services}&institution_id=${ids.b.clinics}`;
        const body = method === 'GET' || method === 'DELETE' ? undefined : (BODIES[route]?.(ids.a, ids.b) ?? {});
        const answer = await call(suite, tokenA, method, url, body);
        expect([403, 404], `${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status);
        tried.push(`${method} ${url}`);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(tried.length).toBeGreaterThanOrEqual(routes.length - 2);
  });
});
