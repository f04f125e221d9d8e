/**
 * A failover under booking load (issue "Reliability"; docs/decisions/302). The app reaches its database through an
 * address that a failover moves (here a TCP forwarder). The primary crashes (`pg_ctl stop -m immediate`), the
 * address moves to its synchronous standby, which answers reads and refuses writes (25006) until it is promoted.
 * Throughout, the app answers 503 with Retry-After and never 500, `/readyz` is red until the promoted standby takes
 * writes and green within 2 s after, and no confirmed booking is lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSlotDay } from '../../contracts/booking.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { createSessionStore } from '../../features/accounts/sessions.ts';
import { callApi, overlappingVisits } from '../support/api-call.ts';
import { bookRequest, createBookingWorld } from '../support/factories/booking.ts';
import { createPatient } from '../support/factories.ts';
import { postgresBinaries, startPrivatePostgres, startStandby, type PrivatePostgres } from '../support/private-postgres.ts';
import { startForwarder, type Forwarder } from '../support/tcp-forwarder.ts';

const PATIENTS = 6;
const RECOVERY_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(!!postgresBinaries())('a failover to a promoted standby under booking load (PostgreSQL)', () => {
  let primary: PrivatePostgres;
  let standby: PrivatePostgres;
  let forwarder: Forwarder;
  let database: Database;
  let server: ChildProcess;
  let url = '';
  let stderr = '';
  let exited = false;

  beforeAll(async () => {
    primary = await startPrivatePostgres();
    const admin = await openDatabase({ url: primary.url(), poolSize: 1 });
    await admin.exec('create database vizyt');
    database = await openDatabase({ url: primary.url('vizyt'), poolSize: 4 });
    await migrate(database);
    standby = await startStandby(primary);
    // Commits wait for the standby: what was confirmed before the crash is on the standby too.
    await admin.exec(`alter system set synchronous_standby_names = '*'`);
    await admin.exec('select pg_reload_conf()');
    await admin.close();
    forwarder = await startForwarder(primary.port);
    server = spawn(process.execPath, ['--import', 'tsx', 'tests/fault/api-server.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${forwarder.port}/vizyt`,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'failover test 1',
        LOG_LEVEL: 'silent',
        TEST_DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.on('exit', () => (exited = true));
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: server.stdout! }).on('line', (line) => line.startsWith('{') && resolve((JSON.parse(line) as { url: string }).url));
      server.on('exit', () => reject(new Error(`server exited at start: ${stderr}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (server && !exited) server.kill('SIGKILL');
    await database?.close().catch(() => undefined);
    await forwarder?.close();
    standby?.dispose();
    primary?.dispose();
  });

  it('answers 503 and never 500 through the crash and the promotion, is ready within 2 s of it, and loses no booking', async () => {
    const world = await createBookingWorld(database.db);
    const sessions = createSessionStore(database, () => new Date());
    const patients = await Promise.all(
      Array.from({ length: PATIENTS }, async () => (await sessions.create((await createPatient(database.db)).id, 'patient')).token),
    );
    const outcomes: { at: number; status: number | 'network'; retryAfter: string | null }[] = [];
    const confirmed: number[] = [];

    async function call(method: string, path: string, token: string, body?: unknown, key?: string) {
      const at = Date.now();
      const answer = await callApi<{ id: number; days?: TSlotDay[] }>(url, method, path, { token, body, key });
      outcomes.push({ at, status: answer.status || 'network', retryAfter: answer.retryAfter });
      return answer;
    }

    /** One write, sent again with its Idempotency-Key until it is decided. */
    async function decided(path: string, token: string, body: unknown) {
      const key = randomUUID();
      for (let tries = 0; ; tries += 1) {
        const answer = await call('POST', path, token, body, key);
        if ((answer.status !== 503 && answer.status !== 0) || tries > 100) return answer;
        await sleep(250);
      }
    }

    const slots = await call(
      'GET',
      `/booking/doctors/${world.doctor.id}/slots?service_id=${world.service.id}&institution_id=${world.institution.id}&days=28`,
      patients[0],
    );
    const starts = (slots.data?.days ?? []).slice(1).flatMap((day) => day.slots.map((slot) => slot.start));
    let loading = true;
    const load = patients.map(async (token, index) => {
      for (let next = index; next < starts.length && loading; next += PATIENTS) {
        const hold = await decided('/booking/holds', token, {
          doctor_id: world.doctor.id,
          institution_id: world.institution.id,
          service_id: world.service.id,
          format: 'clinic',
          start: starts[next],
        });
        if (hold.status !== 201) continue;
        const book = await decided(`/booking/holds/${hold.data!.id}/book`, token, bookRequest(world));
        if (book.status === 201) confirmed.push(hold.data!.id);
      }
    });
    const readiness: { at: number; status: number }[] = [];
    const probe = (async () => {
      while (loading) {
        const at = Date.now();
        readiness.push({
          at,
          status: await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
            (r) => r.status,
            () => 0,
          ),
        });
        await sleep(100);
      }
    })();

    await sleep(2_000);
    const crashedAt = Date.now();
    primary.crash();
    forwarder.pointAt(standby.port);
    await sleep(3_000);
    standby.promote();
    const promotedAt = Date.now();
    await sleep(4_000);
    loading = false;
    await Promise.all([...load, probe]);

    expect(exited, stderr).toBe(false);
    const failures = outcomes.filter((o) => o.status === 'network' || o.status >= 500);
    expect(failures.filter((o) => o.status !== 503 && o.status !== 'network')).toEqual([]);
    expect(failures.filter((o) => o.status === 503 && !o.retryAfter)).toEqual([]);
    expect(failures.filter((o) => o.at >= crashedAt && o.at < promotedAt).length, 'the failover was felt').toBeGreaterThan(0);
    expect(failures.filter((o) => o.at >= promotedAt + RECOVERY_MS)).toEqual([]);
    expect(
      readiness.some((r) => r.at > crashedAt + 500 && r.at < promotedAt && r.status === 503),
      'not ready on the standby',
    ).toBe(true);
    const green = readiness.find((r) => r.at >= promotedAt && r.status === 200);
    expect(green && green.at - promotedAt).toBeLessThanOrEqual(RECOVERY_MS);
    expect(confirmed.some((id) => id > 0)).toBe(true);

    // Every booking confirmed, before or after the failover, is on the promoted standby; none overlaps another.
    const promoted = await openDatabase({ url: standby.url('vizyt'), poolSize: 1 });
    try {
      const rows = await promoted.rows<{ id: number; status: string }>(
        sql`select id, status from appointments where id = any(${`{${confirmed.join(',')}}`}::int[])`,
      );
      expect(rows).toHaveLength(confirmed.length);
      expect(rows.every((row) => row.status === 'booked')).toBe(true);
      expect(await overlappingVisits(promoted)).toBe(0);
    } finally {
      await promoted.close();
    }
    const tally = (from: number, to: number) =>
      failures
        .filter((o) => o.at >= from && o.at < to)
        .reduce((counts, o) => counts.set(o.status, (counts.get(o.status) ?? 0) + 1), new Map<number | string, number>());
    console.log(
      `failover: ${outcomes.length} requests, ${confirmed.length} bookings confirmed, none lost; failed on the crashed primary and the ` +
        `standby ${JSON.stringify([...tally(crashedAt, promotedAt)])}, after the promotion ${JSON.stringify([...tally(promotedAt, Infinity)])}; ` +
        `ready ${green!.at - promotedAt} ms after the promotion`,
    );
  }, 120_000);
});
