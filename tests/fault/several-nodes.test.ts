/**
 * Several nodes behind a real reverse proxy behave as one (issue "Production at scale", part 3;
 * docs/decisions/298): Debian's nginx with the compose file's proxy settings (deploy/nginx.conf) in front of two
 * compiled servers on one PostgreSQL of the test's own. Migrations run once whichever node starts first; a
 * session made on one node is good on the other; a video call whose parties are on different nodes connects;
 * a hold made on one is booked on the other; a rolling restart
 * of both under load fails no request; a node killed with SIGKILL under booking load loses no confirmed
 * booking, and only requests in flight on it fail; due jobs run once each across both nodes.
 */
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSlotDay } from '../../contracts/booking.ts';
import { freePort } from '../../bench/free-port.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createSessionStore } from '../../features/accounts/sessions.ts';
import { callApi, overlappingVisits } from '../support/api-call.ts';
import { ensureBuild } from '../../scripts/build.ts';
import { bookRequest, createBookingWorld, type BookingWorld } from '../support/factories/booking.ts';
import { createPatient } from '../support/factories.ts';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';
import { NGINX, startNode as startAppNode, startProxy, stopNode, untilOk, type AppNode, type Proxy } from '../support/proxied-nodes.ts';
import { createServerDatabase } from '../support/supervised-server.ts';
import { connect, createVideoRoom } from '../../server/api/video-testing.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(!!postgresBinaries() && !!NGINX)('several nodes behind nginx (PostgreSQL)', () => {
  let postgres: PrivatePostgres;
  let database: Database;
  let proxy: Proxy;
  let origin = '';
  const nodes: AppNode[] = [];
  const startNode = (port: number) => startAppNode(postgres, port);

  beforeAll(async () => {
    await ensureBuild();
    postgres = await startPrivatePostgres();
    await createServerDatabase(postgres);
    // Both nodes start at the same moment on the empty database: one of them migrates.
    const ports = [await freePort(), await freePort()] as const;
    nodes.push(...ports.map(startNode));
    await Promise.all(nodes.map((node) => node.ready));
    database = await openDatabase({ url: postgres.url('vizyt'), poolSize: 4 });
    proxy = await startProxy(ports);
    origin = proxy.origin;
  }, 240_000);

  afterAll(async () => {
    proxy?.stop();
    for (const node of nodes) await stopNode(node, 'SIGKILL');
    await database?.close().catch(() => undefined);
    postgres?.dispose();
  });

  const call = (base: string, method: string, path: string, token?: string, body?: unknown) =>
    callApi<{ id: number; days?: TSlotDay[] }>(base, method, path, { token, body });

  const nodeUrl = (node: AppNode) => `http://127.0.0.1:${node.port}`;

  async function freeSlots(world: BookingWorld, token: string): Promise<string[]> {
    const answer = await call(
      origin,
      'GET',
      `/booking/doctors/${world.doctor.id}/slots?service_id=${world.service.id}&institution_id=${world.institution.id}&days=28`,
      token,
    );
    expect(answer.status).toBe(200);
    return (answer.data?.days ?? []).slice(1).flatMap((day) => day.slots.map((slot) => slot.start));
  }

  const holdBody = (world: BookingWorld, start: string) => ({
    doctor_id: world.doctor.id,
    institution_id: world.institution.id,
    service_id: world.service.id,
    format: 'clinic',
    start,
  });

  it('ran the migrations once, whichever node started first', async () => {
    const files = readdirSync('db/migrations').filter((name) => /^\d{4}_[\w-]+\.(sql|ts)$/.test(name) && !name.endsWith('.test.ts'));
    const [{ applied, distinct }] = await database.rows<{ applied: number; distinct: number }>(
      sql`select count(*)::int as applied, count(distinct name)::int as distinct from schema_migrations`,
    );
    expect(applied).toBe(files.length);
    expect(distinct).toBe(files.length);
    expect(
      nodes.filter((node) => node.output.includes('Migrations applied')),
      'one node applied them',
    ).toHaveLength(1);
  });

  it('takes a session made on one node on the other and through the proxy, and a sign-out on one ends it on all', async () => {
    const sessions = createSessionStore(database, () => new Date());
    const patient = await createPatient(database.db);
    const { token } = await sessions.create(patient.id, 'patient');
    for (const base of [nodeUrl(nodes[0]), nodeUrl(nodes[1]), origin]) {
      const me = await call(base, 'GET', '/auth/me', token);
      expect(me.status, base).toBe(200);
      expect(me.data?.id).toBe(patient.id);
    }
    expect((await call(nodeUrl(nodes[1]), 'POST', '/auth/logout', token, {})).status).toBeLessThan(300);
    expect((await call(nodeUrl(nodes[0]), 'GET', '/auth/me', token)).status).toBe(401);
  });

  it('connects a video call whose parties are on different nodes, one of them through the proxy', async () => {
    const room = await createVideoRoom(database.db, { accounts: { sessions: createSessionStore(database, () => new Date()) } });
    // The patient's socket goes through nginx's upgrade to whichever node it picks; the doctor joins on each
    // node in turn (a second tab takes over the first), so one of the two calls spans two nodes.
    const patient = await connect({ origin }, room.appointment.id, room.patientCookie);
    expect(await patient.next('welcome')).toMatchObject({ role: 'patient' });
    for (const node of nodes) {
      const doctor = await connect({ origin: nodeUrl(node) }, room.appointment.id, room.doctorCookie);
      expect(await doctor.next('welcome')).toMatchObject({ role: 'doctor', peer_online: true });
      const offer = { type: 'signal', signal: { description: { type: 'offer', sdp: `v=0\r\no=${node.port}\r\n`.repeat(400) } } };
      doctor.send(offer);
      expect(await patient.next('signal')).toEqual(offer);
      const answer = { type: 'signal', signal: { description: { type: 'answer', sdp: `v=0\r\no=${node.port}\r\n` } } };
      patient.send(answer);
      expect(await doctor.next('signal')).toEqual(answer);
      doctor.close();
      await doctor.closed;
    }
    patient.close();
  });

  it('books on one node a hold made on the other', async () => {
    const world = await createBookingWorld(database.db);
    const sessions = createSessionStore(database, () => new Date());
    const { token } = await sessions.create((await createPatient(database.db)).id, 'patient');
    const [start] = await freeSlots(world, token);
    const hold = await call(nodeUrl(nodes[0]), 'POST', '/booking/holds', token, holdBody(world, start));
    expect(hold.status).toBe(201);
    const book = await call(nodeUrl(nodes[1]), 'POST', `/booking/holds/${hold.data!.id}/book`, token, bookRequest(world));
    expect(book.status).toBe(201);
    const [row] = await database.rows<{ status: string }>(sql`select status from appointments where id = ${hold.data!.id}`);
    expect(row.status).toBe('booked');
  });

  it('fails no request while every node is restarted in turn under load', async () => {
    const paths = ['/healthz', '/doctors', '/api/v1/specializations?limit=5', '/'];
    const failures: string[] = [];
    let requests = 0;
    let loading = true;
    const load = Array.from({ length: 4 }, async (_, index) => {
      for (let turn = index; loading; turn += 1) {
        const path = paths[turn % paths.length];
        const status = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(15_000) }).then(
          (r) => r.status,
          () => 0,
        );
        requests += 1;
        if (status !== 200) failures.push(`${path} ${status}`);
      }
    });
    await sleep(500);
    for (let index = 0; index < nodes.length; index += 1) {
      await stopNode(nodes[index], 'SIGTERM');
      nodes[index] = startNode(nodes[index].port);
      await nodes[index].ready;
      // As an operator would: the restarted node answers ready itself, and the proxy, which leaves a node it saw
      // fail out for `fail_timeout` (2 s, deploy/nginx.conf), has had that long to take it back.
      await untilOk(`${nodeUrl(nodes[index])}/readyz`);
      await sleep(3_000);
    }
    loading = false;
    await Promise.all(load);
    expect(requests).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 90_000);

  it('loses no confirmed booking when a node is killed under booking load; only requests in flight on it fail', async () => {
    const worlds = [await createBookingWorld(database.db), await createBookingWorld(database.db)];
    const sessions = createSessionStore(database, () => new Date());
    const patients = await Promise.all(Array.from({ length: 6 }, async () => (await sessions.create((await createPatient(database.db)).id, 'patient')).token));
    const slots = (await Promise.all(worlds.map(async (world) => (await freeSlots(world, patients[0])).map((start) => ({ world, start }))))).flat();
    const confirmed: number[] = [];
    const failures: { at: number; status: number }[] = [];
    let loading = true;
    const load = patients.map(async (token, index) => {
      for (let next = index; next < slots.length && loading; next += patients.length) {
        const { world, start } = slots[next];
        const hold = await call(origin, 'POST', '/booking/holds', token, holdBody(world, start));
        if (hold.status !== 201) {
          failures.push({ at: Date.now(), status: hold.status });
          continue;
        }
        const book = await call(origin, 'POST', `/booking/holds/${hold.data!.id}/book`, token, bookRequest(world));
        if (book.status === 201) confirmed.push(hold.data!.id);
        else failures.push({ at: Date.now(), status: book.status });
      }
    });
    await sleep(1_500);
    const killedAt = Date.now();
    await stopNode(nodes[0], 'SIGKILL');
    await sleep(3_000);
    loading = false;
    await Promise.all(load);

    expect(confirmed.length).toBeGreaterThan(10);
    // Each patient had at most one request in flight on the killed node; nothing failed after it was gone.
    expect(failures.length).toBeLessThanOrEqual(patients.length * 2);
    expect(failures.filter((failure) => failure.at > killedAt + 2_000)).toEqual([]);
    const rows = await database.rows<{ id: number; status: string }>(
      sql`select id, status from appointments where id = any(${`{${confirmed.join(',')}}`}::int[])`,
    );
    expect(rows).toHaveLength(confirmed.length);
    expect(rows.every((row) => row.status === 'booked')).toBe(true);
    expect(await overlappingVisits(database)).toBe(0);
    console.log(`several nodes: ${confirmed.length} bookings confirmed through the proxy, ${failures.length} requests failed as a node was killed`);
  }, 90_000);

  it('runs every due job once, whichever node takes it', async () => {
    // The killed node is back; the bookings above scheduled their reminders ahead, and now they are all due.
    nodes[0] = startNode(nodes[0].port);
    await nodes[0].ready;
    const due = await database.rows<{ id: number; appointment_id: number }>(sql`
      update jobs set run_at = now() where kind = 'appointment.reminder' and status = 'pending'
      returning id, (payload->>'appointment_id')::int as appointment_id`);
    expect(due.length).toBeGreaterThan(10);
    const ids = `{${due.map((job) => job.id).join(',')}}`;
    let pending = due.length;
    for (let waited = 0; pending > 0 && waited < 60_000; waited += 500) {
      [{ pending }] = await database.rows<{ pending: number }>(
        sql`select count(*)::int as pending from jobs where id = any(${ids}::int[]) and status <> 'done'`,
      );
      if (pending) await sleep(500);
    }
    expect(pending).toBe(0);
    const [{ retried }] = await database.rows<{ retried: number }>(
      sql`select count(*)::int as retried from jobs where id = any(${ids}::int[]) and attempts <> 1`,
    );
    expect(retried).toBe(0);
    // Each reminder told its patient once: as many reminder notices per visit as it had reminders due.
    const appointments = `{${[...new Set(due.map((job) => job.appointment_id))].join(',')}}`;
    const notices = await database.rows<{ appointment_id: number; count: number }>(sql`
      select appointment_id, count(*)::int as count from notifications
      where type = 'reminder_appointment' and appointment_id = any(${appointments}::int[]) group by appointment_id`);
    const expected = new Map<number, number>();
    for (const job of due) expected.set(job.appointment_id, (expected.get(job.appointment_id) ?? 0) + 1);
    expect(new Map(notices.map((row) => [row.appointment_id, row.count]))).toEqual(expected);
  }, 90_000);
});
