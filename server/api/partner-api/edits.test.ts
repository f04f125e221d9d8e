import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { SIGNATURE_HEADER } from '../../../contracts/partner-api.ts';
import { selectRows } from '../../../db/sql.ts';
import { createPartnerApiService } from '../../../features/partner-api/partner-api.ts';
import { webhookJobHandler } from '../../../features/partner-api/delivery.ts';
import { checkHost, isPrivateAddress } from '../../../features/partner-api/webhook-address.ts';
import { TEST_DATABASE_URL } from '../../../tests/support/test-db.ts';
// @ts-expect-error: the example client is plain JavaScript with no type declarations
import { verifyWebhook } from '../../../docs/partner-api/verify-webhook.mjs';
import { bookVisit, call, tokenOf, usePartnerApi, type PartnerSide } from './testing.ts';

const api = usePartnerApi();
let token = '';
let sheet = 0;

const entityOf = async (side: PartnerSide) =>
  (await selectRows<{ id: number }>(api.suite.database.db, sql`select legal_entity_id as id from representatives where id = ${side.representativeId}`))[0].id;

/** The action log's lines of a legal entity since a line id. */
const linesOf = (entityId: number, since: number) =>
  api.suite.database.rows<{ id: number; user_id: number; action: string; resource: string; record_id: number; changes: Record<string, unknown> }>(
    sql`select id, user_id, action, resource, record_id, changes from action_log where legal_entity_id = ${entityId} and id > ${since} order by id`,
  );
const lastLine = async () => (await api.suite.database.rows<{ id: number | null }>(sql`select max(id) as id from action_log`))[0].id ?? 0;

beforeAll(async () => {
  const { suite } = api;
  token = await tokenOf(suite, suite.a);
  [{ id: sheet }] = await selectRows<{ id: number }>(
    suite.database.db,
    sql`select id from timesheets where doctor_id = ${suite.a.world.doctor.id} order by id limit 1`,
  );
});

describe(`partner API: in-place edits, the action log, private addresses and secret rotation (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('a timesheet and an entry are changed in place with the cabinet rules, and each write is a line of the action log without values', async () => {
    const { suite } = api;
    const since = await lastLine();
    const changed = await call<{ data: { slot_duration: number } }>(suite, token, 'PATCH', `/timesheets/${sheet}`, { slot_duration: 20 });
    expect(changed.status).toBe(200);
    expect(changed.body.data.slot_duration).toBe(20);
    expect((await call(suite, token, 'PATCH', `/timesheets/${sheet}`, { slot_duration: 1 })).status).toBe(422);
    expect((await call(suite, token, 'PATCH', `/timesheets/${sheet}`, { unknown: 1 })).status).toBe(422);

    const entry = await call<{ data: { id: number } }>(suite, token, 'POST', `/timesheets/${sheet}/entries`, {
      kind: 'day_off',
      date_from: '2031-05-05',
      date_to: '2031-05-05',
    });
    expect(entry.status).toBe(201);
    const edited = await call<{ data: { date_to: string } }>(suite, token, 'PATCH', `/timesheets/${sheet}/entries/${entry.body.data.id}`, {
      date_to: '2031-05-06',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.date_to).toBe('2031-05-06');
    // Checked as a whole, as a new entry: an end before the start is refused.
    expect((await call(suite, token, 'PATCH', `/timesheets/${sheet}/entries/${entry.body.data.id}`, { date_to: '2031-05-01' })).status).toBe(422);

    const lines = await linesOf(await entityOf(suite.a), since);
    expect(lines.map((line) => [line.action, line.resource, line.record_id])).toEqual([
      ['update', 'timesheets', sheet],
      ['create', 'timesheet-entries', entry.body.data.id],
      ['update', 'timesheet-entries', entry.body.data.id],
    ]);
    for (const line of lines) {
      expect(line.user_id).toBe(suite.a.world.partner.id);
      expect(line.changes.via).toBe('api');
      // Names of fields only: no value written by the partner is copied.
      expect(JSON.stringify(line.changes)).not.toMatch(/2031|"20"|:20\b/);
    }
    expect(lines[0].changes.fields).toContain('slot_duration');
  });

  test('answers to bookings, webhooks and credentials from the API and the cabinet are logged with the partner and the channel', async () => {
    const { suite } = api;
    const entityId = await entityOf(suite.a);
    const since = await lastLine();
    const appointment = await bookVisit(suite, suite.a, 3);
    expect((await call(suite, token, 'POST', `/appointments/${appointment}/reject`, { reason: 'Лікар у відпустці' })).status).toBe(200);
    const hook = await call<{ data: { id: number } }>(suite, token, 'POST', '/webhooks', { url: 'https://hooks.clinic.example/a' });
    expect((await call(suite, token, 'POST', `/webhooks/${hook.body.data.id}/rotate-secret`)).status).toBe(200);
    expect((await call(suite, token, 'DELETE', `/webhooks/${hook.body.data.id}`)).status).toBe(204);
    const cabinet = suite.a.world.partner;
    const made = await suite.services.partnerApi.cabinetCreateEndpoint(cabinet, { url: 'https://hooks.clinic.example/b' });
    await suite.services.partnerApi.cabinetRemoveEndpoint(cabinet, made.id);
    await suite.services.timesheets.setActive(sheet, true, { locale: 'ua', user: cabinet });

    const lines = await linesOf(entityId, since);
    expect(lines.map((line) => [line.action, line.resource, line.record_id, line.changes.via])).toEqual([
      ['reject', 'appointments', appointment, 'api'],
      ['create', 'partner-webhooks', hook.body.data.id, 'api'],
      ['rotate-secret', 'partner-webhooks', hook.body.data.id, 'api'],
      ['delete', 'partner-webhooks', hook.body.data.id, 'api'],
      ['create', 'partner-webhooks', made.id, 'cabinet'],
      ['delete', 'partner-webhooks', made.id, 'cabinet'],
      ...lines.slice(6).map((line) => [line.action, 'timesheets', sheet, 'cabinet']),
    ]);
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(JSON.stringify(lines)).not.toContain('відпустці');
    expect(JSON.stringify(lines)).not.toContain('hooks.clinic.example');
    // Nothing of partner A's is written under partner B.
    expect((await linesOf(await entityOf(suite.b), since)).length).toBe(0);
  });

  test('webhook hosts in private networks are refused at registration and at delivery', async () => {
    for (const address of [
      '127.0.0.1',
      '10.2.3.4',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '151.101.1.1', '2606:4700::1111']) expect(isPrivateAddress(address), address).toBe(false);
    const resolve = async (host: string) =>
      host === 'inside.partner.test' ? ['93.184.215.14', '10.0.0.7'] : host === 'outside.partner.test' ? ['93.184.215.14'] : [];
    expect(await checkHost('inside.partner.test', resolve)).toBe('private');
    expect(await checkHost('outside.partner.test', resolve)).toBe('public');
    expect(await checkHost('nowhere.partner.test', resolve)).toBe('unresolved');
    expect(await checkHost('[::1]', resolve)).toBe('private');
    expect(await checkHost('localhost', resolve)).toBe('private');

    const { suite } = api;
    // The production setting: no opt-out.
    const strict = createPartnerApiService(suite.database, { limiter: suite.services.accounts.limiter, resolve });
    const caller = { legalEntityId: await entityOf(suite.a), userId: suite.a.world.partner.id };
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.1.1/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest',
      'https://inside.partner.test/hook',
    ]) {
      await expect(strict.createEndpoint(caller, { url }), url).rejects.toMatchObject({
        status: 422,
        details: { errors: { url: ['partner.api.webhook.private'] } },
      });
    }
    const accepted = await strict.createEndpoint(caller, { url: 'https://outside.partner.test/hook', events: ['appointment.created'] });
    expect(accepted.url).toBe('https://outside.partner.test/hook');

    // The name now points inside: the delivery is not sent, and is retried as a failure.
    let sent = 0;
    const handler = webhookJobHandler({
      now: () => new Date(),
      resolve: async () => ['192.168.0.10'],
      fetch: async () => ((sent += 1), new Response(null, { status: 200 })),
    });
    const appointment = await bookVisit(suite, suite.a, 5);
    const [delivery] = await selectRows<{ id: number }>(
      suite.database.db,
      sql`select id from partner_webhook_deliveries where endpoint_id = ${accepted.id} and appointment_id = ${appointment}`,
    );
    await suite.database.db.transaction((tx) => handler(tx, { delivery_id: delivery.id }, { id: 0, kind: 'partner.webhook', attempts: 0 }));
    const [after] = await selectRows<{ status: string; last_error: string }>(
      suite.database.db,
      sql`select status, last_error from partner_webhook_deliveries where id = ${delivery.id}`,
    );
    expect(after).toEqual({ status: 'pending', last_error: 'private address' });
    expect(sent).toBe(0);
    await strict.removeEndpoint(caller, accepted.id);
  });

  test('a rotated signing secret: both sign for 24 hours, the example client takes either, then only the new one signs', async () => {
    const { suite } = api;
    const hook = await call<{ data: { id: number; signing_secret: string } }>(suite, token, 'POST', '/webhooks', {
      url: 'https://rotation.clinic.example/h',
      events: ['appointment.created'],
    });
    const old = hook.body.data.signing_secret;
    const rotated = await call<{ data: { signing_secret: string; previous_secret_expires_at: string } }>(
      suite,
      token,
      'POST',
      `/webhooks/${hook.body.data.id}/rotate-secret`,
    );
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.signing_secret;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(old);
    expect(new Date(rotated.body.data.previous_secret_expires_at).getTime() - suite.clock.now).toBeGreaterThan(23.9 * 3600_000);

    const headers: string[] = [];
    const bodies: string[] = [];
    const capture = async (_url: string | URL | Request, init?: RequestInit) => {
      headers.push(String((init?.headers as Record<string, string>)[SIGNATURE_HEADER]));
      bodies.push(String(init?.body));
      return new Response(null, { status: 204 });
    };
    const deliverAt = async (at: number) => {
      const appointment = await bookVisit(suite, suite.a, 7 + headers.length);
      const [delivery] = await selectRows<{ id: number }>(
        suite.database.db,
        sql`select id from partner_webhook_deliveries where endpoint_id = ${hook.body.data.id} and appointment_id = ${appointment}`,
      );
      const handler = webhookJobHandler({ now: () => new Date(at), allowPrivateNetwork: true, fetch: capture as typeof fetch });
      await suite.database.db.transaction((tx) => handler(tx, { delivery_id: delivery.id }, { id: 0, kind: 'partner.webhook', attempts: 0 }));
    };
    await deliverAt(Date.now());
    expect(headers[0]).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    const at = Number(/t=(\d+)/.exec(headers[0])?.[1]) * 1000;
    expect(verifyWebhook(fresh, headers[0], bodies[0], { now: at }).ok).toBe(true);
    expect(verifyWebhook(old, headers[0], bodies[0], { now: at }).ok).toBe(true);
    expect(verifyWebhook([old, fresh], headers[0], bodies[0], { now: at }).ok).toBe(true);
    expect(verifyWebhook('whsec_other', headers[0], bodies[0], { now: at }).ok).toBe(false);

    const later = Date.now() + 25 * 3600_000;
    await deliverAt(later);
    expect(headers[1]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(fresh, headers[1], bodies[1], { now: later }).ok).toBe(true);
    expect(verifyWebhook(old, headers[1], bodies[1], { now: later }).ok).toBe(false);
    expect((await call(suite, token, 'POST', '/webhooks/999999/rotate-secret')).status).toBe(404);
  });
});
