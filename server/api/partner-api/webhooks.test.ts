import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { SIGNATURE_HEADER } from '../../../contracts/partner-api.ts';
import { createJobWorker } from '../../../features/jobs/queue.ts';
import { signatureHeader } from '../../../features/partner-api/signature.ts';
import { checkWebhookUrl } from '../../../features/partner-api/webhooks.ts';
import { TEST_DATABASE_URL } from '../../../tests/support/test-db.ts';
import { bookVisit, call, tokenOf, usePartnerApi, type PartnerApiSuite } from './testing.ts';

const api = usePartnerApi();
const EXAMPLE_CLIENT = fileURLToPath(new URL('../../../docs/partner-api/verify-webhook.mjs', import.meta.url));
const closers: (() => void)[] = [];
afterAll(() => closers.forEach((close) => close()));

/** The jobs worker on the suite's clock, which never runs behind the real one (events are queued at real time). */
function worker(suite: PartnerApiSuite) {
  const jobs = createJobWorker(suite.database, suite.services.partnerApi.jobs, { now: () => new Date(suite.clock.now) });
  return {
    runDue() {
      suite.clock.now = Math.max(suite.clock.now, Date.now());
      return jobs.runDue();
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

/** The example client of docs/partner-api, run as a partner would run it, on `port`. */
interface ExampleClient {
  child: ChildProcessWithoutNullStreams;
  /** Resolves once the client has printed `text` (its output crosses a pipe: it may come a moment after its answer). */
  printed: (text: string) => Promise<void>;
}

async function startExampleClient(secret: string, port: number): Promise<ExampleClient> {
  const child = spawn(process.execPath, [EXAMPLE_CLIENT, String(port)], { env: { ...process.env, WEBHOOK_SECRET: secret } });
  closers.push(() => child.kill());
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const printed = async (text: string) => {
    for (const started = Date.now(); !output.includes(text);) {
      if (Date.now() - started > 10_000) throw new Error(`the example client did not print "${text}"; it printed:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await printed('listening');
  return { child, printed };
}

async function deliveriesOf(suite: PartnerApiSuite, appointmentId: number) {
  return suite.database.rows<{
    id: number;
    event: string;
    status: string;
    attempts: number;
    response_code: number | null;
    body: string;
    next_attempt_at: string | null;
  }>(
    sql`select id, event, status, attempts, response_code, body, next_attempt_at::text from partner_webhook_deliveries where appointment_id = ${appointmentId} order by id`,
  );
}

describe(`partner API: webhooks (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('a new booking is delivered signed to the partner, and the example client verifies it and refuses a replay', async () => {
    const { suite } = api;
    const token = await tokenOf(suite, suite.a);
    const port = await freePort();
    const made = await call<{ data: { id: number; signing_secret: string; events: string[] } }>(suite, token, 'POST', '/webhooks', {
      url: `http://127.0.0.1:${port}/vizyt`,
    });
    expect(made.status).toBe(201);
    expect(made.body.data.events).toEqual([
      'appointment.created',
      'appointment.changed',
      'appointment.cancelled',
      'appointment.paid',
      'waitlist.offer.accepted',
    ]);
    const secret = made.body.data.signing_secret;
    expect((await call<{ data: object[] }>(suite, token, 'GET', '/webhooks')).body.data[0]).not.toHaveProperty('signing_secret');
    const receiver = await startExampleClient(secret, port);

    const appointmentId = await bookVisit(suite, suite.a);
    expect((await deliveriesOf(suite, appointmentId)).map((row) => row.status)).toEqual(['pending']);
    await worker(suite).runDue();
    const [delivery] = await deliveriesOf(suite, appointmentId);
    expect(delivery).toMatchObject({ event: 'appointment.created', status: 'delivered', attempts: 1, response_code: 200 });
    await receiver.printed(`verified appointment.created ${delivery.id}`);
    expect(JSON.parse(delivery.body)).toMatchObject({
      id: delivery.id,
      event: 'appointment.created',
      data: { appointment: { id: appointmentId, status: 'booked' } },
    });

    // The same delivery sent again six minutes after it was signed, and one with its body changed: both refused.
    const post = (body: string, header: string) =>
      fetch(`http://127.0.0.1:${port}/vizyt`, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: header }, body });
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    expect((await post(delivery.body, signatureHeader(secret, delivery.body, sixMinutesAgo))).status).toBe(400);
    const now = Math.floor(Date.now() / 1000);
    expect((await post(delivery.body.replace('booked', 'approved'), signatureHeader(secret, delivery.body, now))).status).toBe(400);
    expect((await post(delivery.body, signatureHeader(`${secret}x`, delivery.body, now))).status).toBe(400);
    expect((await post(delivery.body, signatureHeader(secret, delivery.body, now))).status).toBe(200);
    await receiver.printed('refused: too old (a replay?)');
    await receiver.printed('refused: wrong signature');

    // The partner's approval through the API is heard as a change; the list of deliveries shows both.
    expect((await call(suite, token, 'POST', `/appointments/${appointmentId}/approve`)).status).toBe(200);
    await worker(suite).runDue();
    expect((await deliveriesOf(suite, appointmentId)).map((row) => [row.event, row.status])).toEqual([
      ['appointment.created', 'delivered'],
      ['appointment.changed', 'delivered'],
    ]);
    const listed = await call<{ data: { status: string; response_code: number }[] }>(suite, token, 'GET', `/webhooks/${made.body.data.id}/deliveries`);
    expect(listed.body.data.map((row) => row.status)).toEqual(['delivered', 'delivered']);
  });

  test('a delivery the receiver answered with 500 is tried again later, signed anew, until it is taken', async () => {
    const { suite } = api;
    const token = await tokenOf(suite, suite.b);
    const received: { status: number; signature: string; body: string }[] = [];
    const server: Server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const status = received.length === 0 ? 500 : 204;
        received.push({ status, signature: String(request.headers['vizyt-signature']), body });
        response.writeHead(status).end();
      });
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    closers.push(() => server.close());
    const { port } = server.address() as AddressInfo;
    const made = await call<{ data: { signing_secret: string } }>(suite, token, 'POST', '/webhooks', {
      url: `http://127.0.0.1:${port}/hook`,
      events: ['appointment.created'],
    });
    expect(made.status).toBe(201);

    const appointmentId = await bookVisit(suite, suite.b);
    const jobs = worker(suite);
    await jobs.runDue();
    const [first] = await deliveriesOf(suite, appointmentId);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, response_code: 500 });
    // Not before its pause is over.
    await jobs.runDue();
    expect(received).toHaveLength(1);
    suite.clock.now += 31_000;
    await jobs.runDue();
    const [second] = await deliveriesOf(suite, appointmentId);
    expect(second).toMatchObject({ status: 'delivered', attempts: 2, response_code: 204 });
    expect(received.map((row) => row.status)).toEqual([500, 204]);
    for (const { signature, body } of received) {
      const t = Number(/t=(\d+)/.exec(signature)?.[1]);
      expect(signature).toBe(signatureHeader(made.body.data.signing_secret, body, t));
    }
  });

  test('a receiver that never answers well is given up 24 hours after the event', async () => {
    const { suite } = api;
    const token = await tokenOf(suite, suite.b);
    const endpoints = await call<{ data: { id: number }[] }>(suite, token, 'GET', '/webhooks');
    for (const endpoint of endpoints.body.data) await call(suite, token, 'DELETE', `/webhooks/${endpoint.id}`);
    const port = await freePort();
    expect((await call(suite, token, 'POST', '/webhooks', { url: `http://127.0.0.1:${port}/nobody` })).status).toBe(201);
    const appointmentId = await bookVisit(suite, suite.b, 1);
    const jobs = worker(suite);
    for (let hour = 0; hour <= 26; hour += 1) {
      await jobs.runDue();
      suite.clock.now += 3600_000;
    }
    const [delivery] = await deliveriesOf(suite, appointmentId);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toBeGreaterThan(5);
    expect(delivery.next_attempt_at).toBeNull();
  });

  test('production refuses plain http webhook URLs', () => {
    expect(() => checkWebhookUrl('http://127.0.0.1:9/x', {})).toThrow();
    expect(() => checkWebhookUrl('http://example.com/x', { allowLocalHttp: true })).toThrow();
    expect(() => checkWebhookUrl('https://example.com/x', {})).not.toThrow();
  });
});
