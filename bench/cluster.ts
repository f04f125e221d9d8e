/**
 * `npm run bench:cluster`: what a second worker process buys on this machine (docs/decisions/170). The
 * production server (`npm start`, under its supervisor) on one fresh PostgreSQL database, with
 * `WEB_CONCURRENCY=1` and then one worker per core; the same loads on both; figures and ratios printed.
 *
 *   npm run bench:cluster -- --postgres postgres://postgres@127.0.0.1:5432/postgres --duration 10
 */
import { availableParallelism, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild } from '../scripts/build.ts';
import { DOCTORS_QUERY } from './doctors-query.ts';
import { freshPostgresDatabase, load, startServer, stop, type Load } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const settings = { duration: Number(args.duration), connections: Number(args.connections) };
const cores = availableParallelism();

await ensureBuild();
const postgres = await freshPostgresDatabase(args.postgres);
const dataDir = mkdtempSync(join(tmpdir(), 'vizyt-bench-cluster-'));
const results: Record<string, Load[]> = {};
try {
  console.log('Seeding the demo data (first start)…');
  await stop((await startServer(dataDir, postgres.url, { WEB_CONCURRENCY: '1' })).child);
  for (const workers of [1, cores]) {
    console.log(`${workers} worker(s): ${settings.connections} connections, ${settings.duration} s per load…`);
    const server = await startServer(dataDir, postgres.url, { WEB_CONCURRENCY: String(workers) });
    // The first worker answers before the others have started: wait until every worker could have.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    try {
      results[workers] = [
        await load('GET /api/v1/doctors (filtered, sorted, populated)', `${server.url}${DOCTORS_QUERY}`, settings),
        await load('GET / (server-rendered home page)', `${server.url}/`, settings),
        await load('GET /doctors (server-rendered listing)', `${server.url}/doctors`, settings),
      ];
    } finally {
      await stop(server.child);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres.drop();
}

console.log(`\n| request | 1 worker req/s (p99 ms) | ${cores} workers req/s (p99 ms) | gain |\n|---|---|---|---|`);
results[1].forEach((one, index) => {
  const many = results[cores][index];
  console.log(
    `| ${one.name} | ${one.requestsPerSecond.toFixed(0)} (${one.p99}) | ${many.requestsPerSecond.toFixed(0)} (${many.p99}) | ` +
      `${(many.requestsPerSecond / Math.max(one.requestsPerSecond, 1)).toFixed(2)}× |`,
  );
});
const errors = [...results[1], ...results[cores]].reduce((sum, row) => sum + row.errors, 0);
console.log(`errors (non-2xx, timeouts): ${errors}`);
