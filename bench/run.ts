/**
 * `npm run bench`: figures for a person to read, not a test. Starts the production server the way
 * `npm start` does, in a child process (so autocannon, in this process, does not share its event loop):
 * first on a fresh data folder (cold start: database created, migrated, demo data seeded), then again
 * on the same folder (warm start), then measures throughput and latency of the trivial health route,
 * a filtered, sorted and populated doctors list, and the server-rendered home page.
 *
 *   npm run bench                    # defaults
 *   npm run bench -- --duration 20   # seconds per load test
 *   npm run bench -- --data-dir d    # reuse a seeded folder (e.g. after `npm run db:seed -- --scale 10`): no cold start
 *   npm run bench -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 *                                    # on a real PostgreSQL server (a fresh database, dropped afterwards)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild } from '../scripts/build.ts';
import { DOCTORS_QUERY } from './doctors-query.ts';
import { freshPostgresDatabase, load as measure, startServer, stop } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    'data-dir': { type: 'string' },
    postgres: { type: 'string' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

const load = (name: string, url: string) => measure(name, url, { connections: CONNECTIONS, duration: DURATION });

await ensureBuild();
const postgres = args.postgres ? await freshPostgresDatabase(args.postgres) : undefined;
const ownDataDir = !args['data-dir'];
const dataDir = args['data-dir'] ?? mkdtempSync(join(tmpdir(), 'vizyt-bench-'));
const figures: string[] = [`database: ${postgres ? 'PostgreSQL (node-postgres pool)' : 'embedded PGlite'}`];
try {
  if (ownDataDir || postgres) {
    console.log('Cold start (fresh database: create, migrate, seed the demo data)…');
    const cold = await startServer(dataDir, postgres?.url);
    await stop(cold.child);
    figures.push(`cold start (fresh database, demo data seeded; build already there): ${cold.seconds.toFixed(1)} s`);
  }
  console.log('Warm start…');
  const warm = await startServer(dataDir, postgres?.url);
  figures.push(`warm start (existing database): ${warm.seconds.toFixed(1)} s`);
  try {
    const probe = await fetch(`${warm.url}${DOCTORS_QUERY}`);
    const body = (await probe.json()) as { data?: unknown[]; meta?: { total?: number } };
    if (probe.status !== 200) throw new Error(`doctors query answered ${probe.status}: ${JSON.stringify(body).slice(0, 300)}`);
    console.log(`Doctors query: ${body.data?.length} of ${body.meta?.total} matching doctors per page`);

    console.log(`Load: ${CONNECTIONS} connections, ${DURATION} s each…`);
    const health = await load('GET /healthz', `${warm.url}/healthz`);
    const doctors = await load('GET /api/v1/doctors (filtered, sorted, populated)', `${warm.url}${DOCTORS_QUERY}`);
    const home = await load('GET / (server-rendered home page)', `${warm.url}/`);

    console.log('\n| request | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
    for (const row of [health, doctors, home]) {
      console.log(`| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`);
    }
    figures.push(
      `doctors list vs health route: throughput ${(doctors.requestsPerSecond / health.requestsPerSecond).toFixed(3)}×, p99 ${(doctors.p99 / Math.max(health.p99, 1)).toFixed(1)}×`,
      `home page: ${home.requestsPerSecond.toFixed(0)} pages/s (${(home.requestsPerSecond / health.requestsPerSecond).toFixed(3)}× the health route), p99 ${home.p99} ms`,
    );
  } finally {
    await stop(warm.child);
  }
} finally {
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
console.log(`\n${figures.join('\n')}`);
