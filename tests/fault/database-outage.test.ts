/**
 * The database goes away under booking load (ARCHITECTURE §10, docs/decisions/170): a real server process
 * on a PostgreSQL server of the test's own; patients hold and book without pause while every backend is
 * terminated (three times, so some die inside transactions), then the database refuses new connections for 3 s
 * (`allow_connections false`), then PostgreSQL is stopped and started.
 * The process must stay up, answer 503 with Retry-After (never 500) while the database is away, be ready
 * again within 2 s of its return with no failed request from then on, lose no confirmed booking, leave
 * nothing half-written, and its background workers must deliver again by themselves.
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
import { type BookingWorld, bookRequest, createBookingWorld } from '../support/factories/booking.ts';
import { createPatient } from '../support/factories.ts';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';

const PATIENTS = 8;
const RECOVERY_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  at: number;
  what: string;
  status: number | 'network';
  retryAfter: string | null;
}

describe.runIf(!!postgresBinaries())('the database goes away under booking load (PostgreSQL)', () => {
  let postgres: PrivatePostgres;
  let admin: Database;
  let database: Database;
  let server: ChildProcess;
  let url = '';
  let exit: { code: number | null; signal: string | null } | undefined;
  let stderr = '';

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    admin = await openDatabase({ url: postgres.url(), poolSize: 2 });
    await admin.exec('create database vizyt');
    database = await openDatabase({ url: postgres.url('vizyt'), poolSize: 4 });
    await migrate(database);
    server = spawn(process.execPath, ['--import', 'tsx', 'tests/fault/api-server.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: postgres.url('vizyt'),
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'outage test 1',
        LOG_LEVEL: 'silent',
        TEST_DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.on('exit', (code, signal) => (exit = { code, signal }));
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const lines = createInterface({ input: server.stdout! });
    url = await new Promise<string>((resolve, reject) => {
      lines.on('line', (line) => line.startsWith('{') && resolve((JSON.parse(line) as { url: string }).url));
      server.on('exit', () => reject(new Error(`server exited at start: ${stderr}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (server && !exit) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await database?.close().catch(() => undefined);
    await admin?.close().catch(() => undefined);
    postgres?.dispose();
  });

  it('stays up, answers 503 while away, recovers within 2 s, and loses no confirmed booking', async () => {
    const worlds: BookingWorld[] = [await createBookingWorld(database.db), await createBookingWorld(database.db)];
    const sessions = createSessionStore(database, () => new Date());
    const patients = await Promise.all(
      Array.from({ length: PATIENTS }, async () => (await sessions.create((await createPatient(database.db)).id, 'patient')).token),
    );
    const outcomes: Outcome[] = [];
    const confirmed = new Set<number>();
    const t0 = Date.now();

    async function call(what: string, method: string, path: string, token: string, body?: unknown, key?: string) {
      const at = Date.now();
      const answer = await callApi(url, method, path, { token, body, key });
      outcomes.push({ at, what, status: answer.status || 'network', retryAfter: answer.retryAfter });
      return answer;
    }

    /** Sends one write until it is decided (not 503 / network): the same Idempotency-Key each time. */
    async function decided(what: string, path: string, token: string, body: unknown, until: number) {
      const key = randomUUID();
      for (;;) {
        const answer = await call(what, 'POST', path, token, body, key);
        if (answer.status !== 503 && answer.status !== 0) return answer;
        if (exit || Date.now() > until + 20_000) return answer;
        await sleep(answer.status === 503 ? 300 : 200);
      }
    }

    // Free slots of both doctors, dealt out so that no two patients ever want the same one.
    const slots: { world: BookingWorld; start: string }[] = [];
    for (const world of worlds) {
      const answer = await call(
        'slots',
        'GET',
        `/booking/doctors/${world.doctor.id}/slots?service_id=${world.service.id}&institution_id=${world.institution.id}&days=28`,
        patients[0],
      );
      expect(answer.status).toBe(200);
      const days = (answer.data as unknown as { days: TSlotDay[] }).days;
      for (const day of days.slice(1)) for (const slot of day.slots) slots.push({ world, start: slot.start });
    }
    expect(slots.length).toBeGreaterThan(PATIENTS * 40);

    let loadEndsAt = Number.POSITIVE_INFINITY;
    const load = patients.map(async (token, index) => {
      for (let next = index; next < slots.length && Date.now() < loadEndsAt; next += PATIENTS) {
        const { world, start } = slots[next];
        const hold = await decided(
          'hold',
          '/booking/holds',
          token,
          { doctor_id: world.doctor.id, institution_id: world.institution.id, service_id: world.service.id, format: 'clinic', start },
          loadEndsAt,
        );
        if (hold.status !== 201 || !hold.data) continue;
        const book = await decided('book', `/booking/holds/${hold.data.id}/book`, token, bookRequest(world), loadEndsAt);
        if (book.status >= 200 && book.status < 300) confirmed.add(hold.data.id);
      }
    });

    const readiness: { at: number; status: number | 'network' }[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const at = Date.now();
        const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.status,
          () => 'network' as const,
        );
        readiness.push({ at, status });
        await sleep(100);
      }
    })();

    const terminate = () => admin.exec(`select pg_terminate_backend(pid) from pg_stat_activity where datname = 'vizyt' and pid <> pg_backend_pid()`);
    await sleep(2_500);
    for (let round = 0; round < 3; round += 1) {
      await terminate();
      await sleep(400);
    }
    await sleep(1_500);
    // Maintenance: the database refuses new connections for 3 s (SQLSTATE 55000) and its sessions are ended.
    const refusedAt = Date.now();
    await admin.exec(`alter database vizyt allow_connections false`);
    await terminate();
    await sleep(3_000);
    await admin.exec(`alter database vizyt allow_connections true`);
    const allowedAt = Date.now();
    await sleep(2_500);
    const stoppedAt = Date.now();
    postgres.stop();
    await sleep(2_500);
    postgres.start();
    const returnedAt = Date.now();
    // The test's own pools lost their connections too; they reconnect on their next query.
    await sleep(5_000);
    loadEndsAt = Date.now();
    await Promise.all(load);
    probing = false;
    await probe;

    // The process is alive and has said nothing fatal.
    expect(exit, stderr).toBeUndefined();
    expect(stderr).not.toMatch(/fatal|uncaught|unhandled/i);

    // Every failure was a 503 with Retry-After (or a connection cut as the server restarted): never a 500.
    const failures = outcomes.filter((o) => o.status === 'network' || (o.status as number) >= 500);
    expect(failures.filter((o) => o.status !== 503 && o.status !== 'network')).toEqual([]);
    expect(failures.filter((o) => o.status === 503 && !o.retryAfter)).toEqual([]);
    expect(failures.filter((o) => o.status === 503).length, 'the outage was felt').toBeGreaterThan(0);
    // From 2 s after PostgreSQL is back, nothing fails.
    expect(failures.filter((o) => o.at >= returnedAt + RECOVERY_MS)).toEqual([]);

    // Readiness: red while away or refusing, green again within 2 s of the return.
    expect(readiness.some((r) => r.at > refusedAt && r.at < allowedAt && r.status === 503)).toBe(true);
    const greenAgain = readiness.find((r) => r.at >= allowedAt && r.status === 200);
    expect(greenAgain && greenAgain.at - allowedAt).toBeLessThanOrEqual(RECOVERY_MS);
    expect(readiness.some((r) => r.at > stoppedAt && r.at < returnedAt && r.status === 503)).toBe(true);
    const green = readiness.find((r) => r.at >= returnedAt && r.status === 200);
    expect(green && green.at - returnedAt).toBeLessThanOrEqual(RECOVERY_MS);
    expect(readiness.filter((r) => r.at >= returnedAt + RECOVERY_MS).every((r) => r.status === 200)).toBe(true);

    // Work went on: bookings before, during the terminations and after the return.
    const booked = outcomes.filter((o) => o.what === 'book' && o.status === 201);
    expect(booked.some((o) => o.at < stoppedAt - 2_000 && o.at > t0)).toBe(true);
    expect(booked.some((o) => o.at > returnedAt + RECOVERY_MS)).toBe(true);

    // No confirmed booking lost; every booking whole (its event and reminders written with it); no overlap.
    const rows = await database.rows<{ id: number; status: string; events: number; reminders: number; number: string | null }>(sql`
      select a.id, a.status, a.application_number as number,
        (select count(*)::int from appointment_events e where e.appointment_id = a.id and e.action = 'booked') as events,
        (select count(*)::int from jobs j where j.dedupe_key like 'reminder:' || a.id || ':%') as reminders
      from appointments a where a.booked_at is not null`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of confirmed) expect(byId.get(id)?.status, `appointment ${id}`).toBe('booked');
    for (const row of rows) {
      expect(row.events, `appointment ${row.id} has its booking event`).toBe(1);
      expect(row.number, `appointment ${row.id} has its number`).not.toBeNull();
      expect(row.reminders, `appointment ${row.id} has its reminders`).toBeGreaterThan(0);
    }
    expect(await overlappingVisits(database)).toBe(0);

    // The delivery worker resumed by itself: messages queued after the return leave the outbox.
    const returned = new Date(returnedAt).toISOString();
    let pending = -1;
    for (let attempt = 0; attempt < 50 && pending !== 0; attempt += 1) {
      [{ pending }] = await database.rows<{ pending: number }>(sql`
        select count(*)::int as pending from outbox_messages where created_at >= ${returned}::timestamptz and status <> 'sent'`);
      if (pending) await sleep(200);
    }
    const [{ sent }] = await database.rows<{ sent: number }>(
      sql`select count(*)::int as sent from outbox_messages where created_at >= ${returned}::timestamptz and status = 'sent'`,
    );
    expect(sent).toBeGreaterThan(0);
    expect(pending).toBe(0);

    const during = (from: number, to: number) => {
      const counts = new Map<string, number>();
      for (const o of failures) if (o.at >= from && o.at < to) counts.set(String(o.status), (counts.get(String(o.status)) ?? 0) + 1);
      return [...counts].map(([status, count]) => `${count} × ${status}`).join(', ') || 'none';
    };
    console.log(
      `outage: ${outcomes.length} requests, ${confirmed.size} bookings confirmed, none lost; failed: ` +
        `terminated backends ${during(t0, refusedAt)}; refusing connections ${during(refusedAt, stoppedAt)} ` +
        `(ready ${greenAgain!.at - allowedAt} ms after); restart ${during(stoppedAt, Number.POSITIVE_INFINITY)} ` +
        `(ready ${green!.at - returnedAt} ms after)`,
    );
  }, 120_000);
});
