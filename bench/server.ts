/**
 * `npm run bench:server`: what one request costs the server, a baseline build and this tree side by side (issue
 * "Throughput"). Both run in production mode with one worker each (WEB_CONCURRENCY=1) over one fresh PostgreSQL
 * database that the baseline seeds with the full demo data; every request of the list is loaded at a fixed
 * concurrency on each build in turn, the order swapped every round, and the CPU the server's processes (primary
 * and worker) and PostgreSQL's processes spent in that window is read from /proc and divided by the requests
 * answered. A benchmark, not a test: it prints figures and their ratios (this tree ÷ baseline).
 *
 *   npm run bench:server                                  # baseline: the commit before HEAD
 *   npm run bench:server -- --baseline 128ad17 --rounds 3 --duration 5 --connections 4
 *   npm run bench:server -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 *   npm run bench:server -- --only profile,home                # the requests whose name holds either word
 *   npm run bench:server -- --baseline HEAD --env MALLOC_ARENA_MAX=2   # the same build, one setting apart
 *
 * The machine should be quiet: PostgreSQL's CPU is every postgres process's, whoever it served.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { ROOT } from '../scripts/build.ts';
import { listStatements, pgbenchTps } from './list-sql.ts';
import { postgresPids, sum, TICK_MS, ticksOf, tree, workerResidentMb } from './proc-usage.ts';
import { freshPostgresDatabase, startServer, stop, type Started } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string', default: 'HEAD~1' },
    postgres: { type: 'string', default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '4' },
    only: { type: 'string', default: '' },
    /** `NAME=value`, repeatable: set for this tree's server only (a setting measured against the same build). */
    env: { type: 'string', multiple: true, default: [] },
    /** Seconds both servers are left without requests after the run before their memory is read again. */
    quiet: { type: 'string', default: '45' },
  },
});
const AFTER_ENV = Object.fromEntries(
  args.env.map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--env takes NAME=value, not ${pair}`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);
const ROUNDS = Number(args.rounds);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
/** Words separated by commas: only the requests whose name holds one of them are measured. */
const ONLY = args.only
  .toLowerCase()
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
interface Measured {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  non2xx: number;
  nodeTicks: number;
  pgTicks: number;
}

async function measure(server: Started, path: string): Promise<Measured> {
  const url = server.url + path;
  await autocannon({ url, connections: 2, duration: 1 });
  const nodePids = tree(server.child.pid ?? 0);
  // Backends come and go with the pool: the ones alive at either end are counted.
  const pgBefore = new Map(postgresPids().map((pid) => [pid, ticksOf(pid)]));
  const nodeBefore = sum(nodePids);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const nodeTicks = sum(nodePids) - nodeBefore;
  let pgTicks = 0;
  for (const pid of new Set([...pgBefore.keys(), ...postgresPids()])) pgTicks += Math.max(0, ticksOf(pid) - (pgBefore.get(pid) ?? 0));
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    nodeTicks,
    pgTicks,
  };
}

function prepareBaseline(rev: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'vizyt-baseline-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, rev], { cwd: ROOT, stdio: 'ignore' });
  const remove = () => {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

/** A request of the run; `afterPath`, where this tree asks for the same page another way than the baseline can. */
interface Request {
  name: string;
  path: string;
  afterPath?: string;
}

async function paths(databaseUrl: string, afterUrl: string): Promise<Request[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const slug = async (table: string) =>
      ((await database.rows(sql.raw(`select slug from ${table} where deleted_at is null and status = 'active' order by id limit 1`))) as { slug: string }[])[0]
        .slug;
    const [doctor, clinic] = [await slug('doctors'), await slug('medical_institutions')];
    const list = '/api/v1/doctors?limit=50&sort=rating:desc';
    // The page after page 150 by the cursor page 150 ends with (docs/decisions/315); the baseline reads it by number.
    const page150 = (await (await fetch(`${afterUrl}${list}&page=150`)).json()) as { meta: { next_cursor?: string | null } };
    const cursor = page150.meta.next_cursor;
    return [
      { name: '/doctors', path: '/doctors' },
      { name: '/doctors/kyiv', path: '/doctors/kyiv' },
      { name: 'a doctor profile', path: `/doctor/${doctor}` },
      { name: 'a clinic profile', path: `/clinic/${clinic}` },
      { name: '/med-centers', path: '/med-centers' },
      { name: '/ (home)', path: '/' },
      { name: '/blogs', path: '/blogs' },
      { name: '/search?q=кардіолог', path: `/search?q=${encodeURIComponent('кардіолог')}` },
      { name: 'API doctors, 50', path: list },
      { name: 'API doctors, page 150', path: `${list}&page=150` },
      { name: 'API doctors, page 151 (after: by cursor)', path: `${list}&page=151`, ...(cursor && { afterPath: `${list}&cursor=${cursor}` }) },
      { name: 'API doctors, search', path: `${list}&search=${encodeURIComponent('Петр')}` },
      { name: 'API cities', path: '/api/v1/main-page/get/cities' },
      { name: '/healthz', path: '/healthz' },
    ];
  } finally {
    await database.close();
  }
}

const ms = (ticks: number, requests: number) => (requests ? (ticks * TICK_MS) / requests : NaN);
const ratio = (after: number, before: number) => (before > 0 ? (after / before).toFixed(2) : '—');

async function main(): Promise<void> {
  console.log(`Baseline ${args.baseline}: building it in a worktree of its own…`);
  const baseline = prepareBaseline(args.baseline);
  const database = await freshPostgresDatabase(args.postgres);
  const servers: Started[] = [];
  try {
    const env = { WEB_CONCURRENCY: '1', NODE_ENV: 'production' };
    // The baseline seeds the database; this tree then migrates it forward and seeds nothing.
    const before = await startServer(join(baseline.dir, 'data-bench'), database.url, env, baseline.dir);
    servers.push(before);
    const after = await startServer(join(ROOT, 'data-bench'), database.url, { ...env, SEED_DEMO: 'false', ...AFTER_ENV });
    servers.push(after);
    console.log(`Started: baseline in ${before.seconds.toFixed(1)} s (seeding), this tree in ${after.seconds.toFixed(1)} s`);
    // A running database is vacuumed and analyzed by autovacuum; right after a bulk seed it is not yet, and would be
    // part-way through the run. Both builds read the same database in the same state.
    const admin = await openDatabase({ url: database.url, poolSize: 1 });
    await admin.exec('vacuum analyze');
    await admin.close();
    const workersMb = () => [before, after].map((server) => workerResidentMb(server.child.pid ?? 0));
    const memory = { ready: workersMb(), load: [0, 0], quiet: [0, 0] };
    const requests = (await paths(database.url, after.url)).filter(({ name }) => !ONLY.length || ONLY.some((word) => name.toLowerCase().includes(word)));
    const totals = new Map<string, { before: Measured[]; after: Measured[] }>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const { name, path, afterPath = path } of requests) {
        const entry = totals.get(name) ?? { before: [], after: [] };
        const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
        for (const which of order) entry[which].push(await measure(which === 'before' ? before : after, which === 'before' ? path : afterPath));
        totals.set(name, entry);
      }
      console.log(`round ${round + 1} of ${ROUNDS} done`);
    }
    memory.load = workersMb();
    console.log(`Leaving both without requests for ${args.quiet} s…`);
    await new Promise((resolve) => setTimeout(resolve, Number(args.quiet) * 1000));
    memory.quiet = workersMb();
    const add = (list: Measured[]) =>
      list.reduce(
        (acc, m) => ({
          requests: acc.requests + m.requests,
          seconds: acc.seconds + m.seconds,
          p50: Math.max(acc.p50, m.p50),
          p99: Math.max(acc.p99, m.p99),
          non2xx: acc.non2xx + m.non2xx,
          nodeTicks: acc.nodeTicks + m.nodeTicks,
          pgTicks: acc.pgTicks + m.pgTicks,
        }),
        { requests: 0, seconds: 0, p50: 0, p99: 0, non2xx: 0, nodeTicks: 0, pgTicks: 0 },
      );
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s per build, request and round, ${ROUNDS} rounds; p50/p99: the worst round's`);
    console.log(
      '| request | req/s before → after | p50 / p99 ms before → after | Node CPU ms/req before → after (ratio) | PG CPU ms/req before → after (ratio) | non-2xx |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const [name, { before: b, after: a }] of totals) {
      const x = add(b);
      const y = add(a);
      const [nodeB, nodeA, pgB, pgA] = [ms(x.nodeTicks, x.requests), ms(y.nodeTicks, y.requests), ms(x.pgTicks, x.requests), ms(y.pgTicks, y.requests)];
      console.log(
        `| ${name} | ${(x.requests / x.seconds).toFixed(0)} → ${(y.requests / y.seconds).toFixed(0)} | ${x.p50}/${x.p99} → ${y.p50}/${y.p99} | ` +
          `${nodeB.toFixed(2)} → ${nodeA.toFixed(2)} (${ratio(nodeA, nodeB)}) | ${pgB.toFixed(2)} → ${pgA.toFixed(2)} (${ratio(pgA, pgB)}) | ${x.non2xx} / ${y.non2xx} |`,
      );
    }
    console.log(`\nThe worker's resident memory, MB, before → after${args.env.length ? ` (after: ${args.env.join(' ')})` : ''}:`);
    console.log('| once ready | after the run | after ' + args.quiet + ' s without requests |');
    console.log('|---|---|---|');
    console.log(`| ${memory.ready.map(Math.round).join(' → ')} | ${memory.load.map(Math.round).join(' → ')} | ${memory.quiet.map(Math.round).join(' → ')} |`);
    await compareWithPgbench(database.url, totals, requests);
  } finally {
    for (const server of servers) await stop(server.child);
    await database.drop();
    baseline.remove();
  }
}

/** This tree's list requests against pgbench running the SQL they run (bench/list-sql.ts). */
async function compareWithPgbench(databaseUrl: string, totals: Map<string, { after: Measured[] }>, requests: Request[]): Promise<void> {
  const lists = requests
    .filter(({ name }) => name.startsWith('API doctors'))
    .map(({ name, path, afterPath = path }) => ({ name, search: new URL(afterPath, 'http://localhost').search.slice(1) }));
  console.log(`\nThe list API against pgbench running the same statements (${CONNECTIONS} connections, ${DURATION} s):`);
  console.log('| request | statements | API req/s | pgbench tps | API ÷ pgbench |');
  console.log('|---|---|---|---|---|');
  for (const { name, search } of lists) {
    const measured = totals.get(name)?.after;
    if (!measured) continue;
    const api =
      measured.reduce((sum, m) => sum + m.requests, 0) /
      Math.max(
        1,
        measured.reduce((sum, m) => sum + m.seconds, 0),
      );
    const statements = await listStatements(databaseUrl, search);
    const tps = pgbenchTps(databaseUrl, statements, { connections: CONNECTIONS, seconds: DURATION });
    console.log(`| ${name} | ${statements.length} | ${api.toFixed(0)} | ${tps.toFixed(0)} | ${(api / tps).toFixed(2)} |`);
  }
}

// A failure anywhere says so, even one that ends the process before `finally` runs.
process.on('exit', (code) => {
  if (code) console.error(`bench:server stopped with exit code ${code}: its servers and the database may need removing by hand`);
});
await main();
