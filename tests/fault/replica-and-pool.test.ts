/**
 * A read replica and a transaction pool (issue "Production at scale", part 4; docs/decisions/301). Two compiled
 * nodes run with `DATABASE_URL` through Debian's PgBouncer in transaction mode, `DATABASE_DIRECT_URL` on the
 * primary itself and `DATABASE_REPLICA_URL` on a streaming standby made by `pg_basebackup`. With the standby's
 * replay paused, the public pages keep serving what it holds, a patient who has just booked sees her booking and
 * the fresh page at once, and nothing is written to it; video signaling across the nodes and the job queue work
 * through the pool, with LISTEN on the direct connection alone.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSlotDay } from '../../contracts/booking.ts';
import { freePort } from '../../bench/free-port.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createSessionStore } from '../../features/accounts/sessions.ts';
import { ensureBuild } from '../../scripts/build.ts';
import { connect, createVideoRoom } from '../../server/api/video-testing.ts';
import { WROTE_COOKIE } from '../../server/plugins/read-your-writes.ts';
import { bookRequest, createBookingWorld, type BookingWorld } from '../support/factories/booking.ts';
import { PGBOUNCER, startPgBouncer, type PgBouncer } from '../support/pgbouncer.ts';
import { postgresBinaries, startPrivatePostgres, startStandby, type PrivatePostgres } from '../support/private-postgres.ts';
import { NGINX, startNode, stopNode, type AppNode } from '../support/proxied-nodes.ts';
import { createServerDatabase } from '../support/supervised-server.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DIRECT = 'vizyt-direct';

describe.runIf(!!postgresBinaries() && !!PGBOUNCER && !!NGINX)('a read replica and PgBouncer in front of two nodes (PostgreSQL)', () => {
  let primary: PrivatePostgres;
  let standby: PrivatePostgres;
  let bouncer: PgBouncer;
  let database: Database;
  let replica: Database;
  let world: BookingWorld;
  const nodes: AppNode[] = [];
  const statuses: number[] = [];
  const base = (node: AppNode) => `http://127.0.0.1:${node.port}`;

  beforeAll(async () => {
    await ensureBuild();
    primary = await startPrivatePostgres();
    await createServerDatabase(primary);
    standby = await startStandby(primary);
    bouncer = await startPgBouncer(primary.port, 'vizyt');
    const env = {
      DATABASE_URL: bouncer.url('vizyt'),
      DATABASE_DIRECT_URL: `${primary.url('vizyt')}?application_name=${DIRECT}`,
      DATABASE_REPLICA_URL: standby.url('vizyt'),
    };
    // Both start on the empty database: one migrates, over the direct connection.
    const ports = [await freePort(), await freePort()];
    nodes.push(...ports.map((port) => startNode(primary, port, env)));
    await Promise.all(nodes.map((node) => node.ready));
    database = await openDatabase({ url: primary.url('vizyt'), poolSize: 4 });
    replica = await openDatabase({ url: standby.url('vizyt'), poolSize: 2 });
    world = await createBookingWorld(database.db);
    await database.exec(`update medical_institutions set status = 'active'`);
    for (let waited = 0; ; waited += 100) {
      const [{ found }] = await replica.rows<{ found: number }>(sql`select count(*)::int as found from doctors where id = ${world.doctor.id}`);
      if (found) break;
      if (waited > 20_000) throw new Error('the standby did not catch up');
      await sleep(100);
    }
  }, 240_000);

  afterAll(async () => {
    for (const node of nodes) await stopNode(node, 'SIGKILL');
    await Promise.all([database?.close(), replica?.close()].map((closing) => closing?.catch(() => undefined)));
    bouncer?.stop();
    standby?.dispose();
    primary?.dispose();
  });

  async function call(node: AppNode, method: string, path: string, cookie: string, body?: unknown) {
    const response = await fetch(`${base(node)}/api/v1${path}`, {
      method,
      headers: {
        cookie,
        'sec-fetch-site': 'same-origin',
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    statuses.push(response.status);
    const json = (await response.json()) as { data?: { id: number; days?: TSlotDay[] } | { id: number }[] };
    return { status: response.status, data: json.data, setCookie: response.headers.getSetCookie() };
  }

  async function page(node: AppNode, path: string, cookie = ''): Promise<string> {
    const response = await fetch(`${base(node)}${path}`, { headers: { cookie } });
    statuses.push(response.status);
    expect(response.status, path).toBe(200);
    return response.text();
  }

  it('serves the public pages from the paused replica, and a patient who has just booked reads the primary', async () => {
    const profile = `/doctor/${world.doctor.slug}`;
    const before = world.doctor.last_name_ua;
    expect(await page(nodes[0], profile)).toContain(before);

    await replica.exec('select pg_wal_replay_pause()');
    const [{ replayed }] = await replica.rows<{ replayed: string }>(sql`select pg_last_wal_replay_lsn()::text as replayed`);
    const renamed = `Оновлена-${randomUUID().slice(0, 8)}`;
    await database.db.execute(sql`update doctors set last_name_ua = ${renamed} where id = ${world.doctor.id}`);

    // Anyone who has not written is served what the replica holds, on either node.
    for (const node of nodes) {
      const html = await page(node, profile);
      expect(html).toContain(before);
      expect(html).not.toContain(renamed);
    }

    // The patient books through one node and reads through the other: each write tells her browser so, and she
    // sees her visit and the fresh page at once.
    const sessions = createSessionStore(database, () => new Date());
    const session = `vizyt_session=${(await sessions.create(world.patient.id, 'patient')).token}`;
    const slots = await call(
      nodes[0],
      'GET',
      `/booking/doctors/${world.doctor.id}/slots?service_id=${world.service.id}&institution_id=${world.institution.id}&days=14`,
      session,
    );
    const start = (slots.data as { days: TSlotDay[] }).days.slice(1).flatMap((day) => day.slots)[0].start;
    const hold = await call(nodes[0], 'POST', '/booking/holds', session, {
      doctor_id: world.doctor.id,
      institution_id: world.institution.id,
      service_id: world.service.id,
      format: 'clinic',
      start,
    });
    expect(hold.status).toBe(201);
    expect(hold.setCookie.join('\n')).toContain(`${WROTE_COOKIE}=1`);
    const visitId = (hold.data as { id: number }).id;
    const booked = await call(nodes[0], 'POST', `/booking/holds/${visitId}/book`, session, bookRequest(world));
    expect(booked.status).toBe(201);
    const cookie = `${session}; ${WROTE_COOKIE}=1`;
    const mine = await call(nodes[1], 'GET', '/patients/appointments', cookie);
    expect((mine.data as { id: number }[]).map((visit) => visit.id)).toContain(visitId);
    expect(await page(nodes[1], profile, cookie)).toContain(renamed);

    // The replica replayed nothing meanwhile and took no write: every answer above was a success.
    const [after] = await replica.rows<{ replayed: string; paused: boolean }>(
      sql`select pg_last_wal_replay_lsn()::text as replayed, pg_is_wal_replay_paused() as paused`,
    );
    expect(after).toEqual({ replayed, paused: true });
    const [{ visits }] = await replica.rows<{ visits: number }>(sql`select count(*)::int as visits from appointments where id = ${visitId}`);
    expect(visits).toBe(0);
    expect(statuses.filter((status) => status >= 400)).toEqual([]);
    for (const node of nodes) expect(node.output).not.toMatch(/read-only transaction|25006/);

    // Resumed, the replica catches up and serves the new name to everyone.
    await replica.exec('select pg_wal_replay_resume()');
    let html = '';
    for (let waited = 0; !html.includes(renamed) && waited < 20_000; waited += 200) {
      await sleep(200);
      html = await page(nodes[0], profile);
    }
    expect(html).toContain(renamed);
  }, 60_000);

  it('relays a video call across the nodes and runs the job queue through the pool, with LISTEN on the direct connection only', async () => {
    const room = await createVideoRoom(database.db, { accounts: { sessions: createSessionStore(database, () => new Date()) } });
    const patient = await connect({ origin: base(nodes[0]) }, room.appointment.id, room.patientCookie);
    expect(await patient.next('welcome')).toMatchObject({ role: 'patient' });
    const doctor = await connect({ origin: base(nodes[1]) }, room.appointment.id, room.doctorCookie);
    expect(await doctor.next('welcome')).toMatchObject({ role: 'doctor', peer_online: true });
    expect(await patient.next('peer')).toEqual({ type: 'peer', online: true });
    const offer = { type: 'signal', signal: { description: { type: 'offer', sdp: 'v=0\r\n'.repeat(2_000) } } };
    doctor.send(offer);
    expect(await patient.next('signal')).toEqual(offer);
    const answer = { type: 'signal', signal: { description: { type: 'answer', sdp: 'v=0\r\n' } } };
    patient.send(answer);
    expect(await doctor.next('signal')).toEqual(answer);
    patient.close();
    doctor.close();

    // The booking above scheduled its reminders; made due now, a node's worker claims and runs them.
    const due = await database.rows<{ id: number }>(sql`update jobs set run_at = now() where status = 'pending' returning id`);
    expect(due.length).toBeGreaterThan(0);
    const ids = `{${due.map((job) => job.id).join(',')}}`;
    let pending = due.length;
    for (let waited = 0; pending && waited < 30_000; waited += 250) {
      await sleep(250);
      [{ pending }] = await database.rows<{ pending: number }>(
        sql`select count(*)::int as pending from jobs where id = any(${ids}::int[]) and status <> 'done'`,
      );
    }
    expect(pending).toBe(0);

    // Each node listens on one connection of its own, straight to the primary; PgBouncer carried the rest.
    const listeners = await database.rows<{ application_name: string }>(
      sql`select application_name from pg_stat_activity where datname = 'vizyt' and query ilike 'listen %'`,
    );
    expect(listeners.length).toBeGreaterThanOrEqual(nodes.length);
    expect(listeners.every((row) => row.application_name === DIRECT)).toBe(true);
    const admin = await openDatabase({ url: bouncer.url('pgbouncer'), poolSize: 1 });
    try {
      const stats = await admin.rows<{ database: string; total_xact_count: string }>(sql.raw('show stats'));
      expect(Number(stats.find((row) => row.database === 'vizyt')?.total_xact_count)).toBeGreaterThan(0);
    } finally {
      await admin.close();
    }
  }, 60_000);
});
