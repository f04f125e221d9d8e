import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { TEST_DATABASE_URL } from '../../../tests/support/test-db.ts';
import { call, partnerRecords, tokenOf, usePartnerApi, type PartnerRecords, type PartnerSide } from './testing.ts';

const api = usePartnerApi();

/** Each side's ids of every kind the API serves. */
type Ids = Omit<PartnerRecords, 'token'>;
const ids: Record<'a' | 'b', Ids> = {} as Record<'a' | 'b', Ids>;
let tokenA = '';

async function idsOf(side: PartnerSide): Promise<Ids> {
  const { token: _token, ...records } = await partnerRecords(api.suite, side, '/hooks/vizyt');
  return records;
}

/** What a refused call must leave as it was. */
const snapshot = async () => {
  const { suite } = api;
  return suite.database.rows(sql`
    select (select json_agg(json_build_object('id', id, 'status', status) order by id) from appointments) as appointments,
      (select count(*)::int from timesheets) as timesheets, (select count(*)::int from timesheet_entries) as entries,
      (select json_agg(json_build_object('id', id, 'deleted', deleted_at is not null) order by id) from partner_webhook_endpoints) as webhooks`);
};

beforeAll(async () => {
  const { suite } = api;
  ids.a = await idsOf(suite.a);
  ids.b = await idsOf(suite.b);
  tokenA = await tokenOf(suite, suite.a);
});

describe(`partner API: reads and writes of one's own legal entity only (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test("lists come in the /api/v1 envelope and filter language, holding only the partner's records", async () => {
    const { suite } = api;
    const lists: [string, number, number][] = [
      ['/doctors', ids.a.doctor, ids.b.doctor],
      ['/clinics', ids.a.clinic, ids.b.clinic],
      ['/services', ids.a.service, ids.b.service],
      ['/timesheets', ids.a.timesheet, ids.b.timesheet],
      ['/appointments', ids.a.appointment, ids.b.appointment],
    ];
    for (const [path, own, other] of lists) {
      const list = await call<{ data: { id: number }[]; meta: { total: number; current_page: number } }>(suite, tokenA, 'GET', path);
      expect(list.status, path).toBe(200);
      expect(list.body.meta).toMatchObject({ current_page: 1 });
      expect(
        list.body.data.map((row) => row.id),
        path,
      ).toContain(own);
      expect(
        list.body.data.map((row) => row.id),
        path,
      ).not.toContain(other);
      expect((await call(suite, tokenA, 'GET', `${path}/${own}`)).status, path).toBe(200);
    }
    const services = await call<{ data: { id: number }[]; meta: { total: number } }>(
      suite,
      tokenA,
      'GET',
      `/services?filters[id][$eq]=${ids.a.service}&sort=id:asc`,
    );
    expect(services.body.data.map((row) => row.id)).toEqual([ids.a.service]);
    const notAllowed = await call(suite, tokenA, 'GET', '/doctors?filters[password][$eq]=x');
    expect(notAllowed.status).toBe(400);
    const slots = await call<{ data: { days: unknown[] } }>(
      suite,
      tokenA,
      'GET',
      `/doctors/${ids.a.doctor}/slots?service_id=${ids.a.service}&institution_id=${ids.a.clinic}`,
    );
    expect(slots.status).toBe(200);
    expect(slots.body.data.days.length).toBeGreaterThan(0);
    expect((await call(suite, tokenA, 'GET', `/doctors/${ids.a.doctor}/timesheets`)).status).toBe(200);
  });

  test("another partner's ids are 404 on every endpoint, and nothing changes", async () => {
    const { suite } = api;
    const b = ids.b;
    const before = await snapshot();
    const refused: [method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown][] = [
      ['GET', `/doctors/${b.doctor}`],
      ['GET', `/clinics/${b.clinic}`],
      ['GET', `/services/${b.service}`],
      ['GET', `/timesheets/${b.timesheet}`],
      ['GET', `/appointments/${b.appointment}`],
      ['GET', `/doctors/${b.doctor}/slots?service_id=${b.service}&institution_id=${b.clinic}`],
      ['GET', `/doctors/${b.doctor}/timesheets`],
      ['POST', `/doctors/${b.doctor}/timesheets`, { institution_id: b.clinic }],
      ['POST', `/doctors/${ids.a.doctor}/timesheets`, { institution_id: b.clinic }],
      ['POST', `/timesheets/${b.timesheet}/entries`, { kind: 'day_off', date_from: '2030-01-01', date_to: '2030-01-01' }],
      ['POST', `/timesheets/${b.timesheet}/deactivate`],
      ['POST', `/appointments/${b.appointment}/approve`],
      ['POST', `/appointments/${b.appointment}/reject`, { reason: 'no' }],
      ['DELETE', `/webhooks/${b.webhook}`],
      ['GET', `/webhooks/${b.webhook}/deliveries`],
    ];
    for (const [method, path, body] of refused) {
      const answer = await call(suite, tokenA, method, path, body);
      // Adding a timesheet for one's own doctor at another's clinic is a 422 on the field (the doctor does not work there).
      const expected = path === `/doctors/${ids.a.doctor}/timesheets` ? [404, 422] : [404];
      expect(expected, `${method} ${path}: ${answer.status}`).toContain(answer.status);
    }
    expect(await snapshot()).toEqual(before);
    const webhooks = await call<{ data: { id: number }[] }>(suite, tokenA, 'GET', '/webhooks');
    expect(webhooks.body.data.map((row) => row.id)).toEqual([ids.a.webhook]);
  });

  test('writes on its own records go through the timesheet and appointment rules', async () => {
    const { suite } = api;
    const entry = await call<{ data: { id: number } }>(suite, tokenA, 'POST', `/timesheets/${ids.a.timesheet}/entries`, {
      kind: 'day_off',
      date_from: '2031-03-03',
      date_to: '2031-03-03',
    });
    expect(entry.status).toBe(201);
    const invalid = await call<{ errors: Record<string, string[]> }>(suite, tokenA, 'POST', `/timesheets/${ids.a.timesheet}/entries`, {
      kind: 'work',
      weekday: 1,
      start_time: '18:00',
      end_time: '09:00',
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).length).toBeGreaterThan(0);
    expect((await call(suite, tokenA, 'DELETE', `/timesheets/${ids.a.timesheet}/entries/${entry.body.data.id}`)).status).toBe(204);
    const rejected = await call<{ data: { status: string } }>(suite, tokenA, 'POST', `/appointments/${ids.a.appointment}/reject`, { reason: 'Лікар хворіє' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.status).toBe('rejected');
    expect((await call(suite, tokenA, 'POST', `/appointments/${ids.a.appointment}/approve`)).status).toBe(409);
  });
});
