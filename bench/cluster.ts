/**
 * `npm run bench:cluster`: what more nodes behind the proxy buy on this machine (docs/decisions/170, 301). The
 * compiled production server (`npm start`'s supervisor with one worker: one node) on one fresh PostgreSQL
 * database with the full demo data, one, two and three nodes behind Debian's nginx with the compose file's
 * settings (bench/nginx-proxy.ts); the same loads through the proxy each time, ratios to one node; and every
 * process's resident memory once ready, after the loads, and after a quiet spell (docs/decisions/317).
 *
 *   npm run bench:cluster -- --postgres postgres://postgres@127.0.0.1:5432/postgres --duration 10
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild } from '../scripts/build.ts';
import { DOCTORS_QUERY } from './doctors-query.ts';
import { NGINX, startProxy } from './nginx-proxy.ts';
import { childPids, freshPostgresDatabase, load, residentMb, startServer, stop, type Load, type Started } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    nodes: { type: 'string', default: '1,2,3' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    /** Seconds the nodes are left without requests after the loads before their memory is read again. */
    quiet: { type: 'string', default: '45' },
  },
});
if (!NGINX) throw new Error('bench:cluster runs nginx: apt-get install nginx');
const settings = { duration: Number(args.duration), connections: Number(args.connections) };
const counts = args.nodes.split(',').map(Number);

/** The supervisor's and its workers' resident memory, whole MB. */
function nodeMemory(node: Started): { supervisor: number; workers: number[] } {
  const pid = node.child.pid!;
  return { supervisor: Math.round(residentMb(pid)), workers: childPids(pid).map((child) => Math.round(residentMb(child))) };
}
const workersMb = (node: Started) => nodeMemory(node).workers.join(', ');

await ensureBuild();
const postgres = await freshPostgresDatabase(args.postgres);
const dataDir = mkdtempSync(join(tmpdir(), 'vizyt-bench-cluster-'));
const results = new Map<number, Load[]>();
const memory: string[] = [];
try {
  console.log('Seeding the demo data (first start)…');
  await stop((await startServer(dataDir, postgres.url, { WEB_CONCURRENCY: '1' })).child);
  for (const count of counts) {
    console.log(`${count} node(s) behind nginx: ${settings.connections} connections, ${settings.duration} s per load…`);
    const nodes: Started[] = [];
    for (let index = 0; index < count; index += 1) nodes.push(await startServer(dataDir, postgres.url, { WEB_CONCURRENCY: '1', SEED_DEMO: 'false' }));
    const ready = nodes.map(workersMb);
    const proxy = await startProxy(nodes.map((node) => Number(new URL(node.url).port)));
    try {
      results.set(count, [
        await load('GET /api/v1/doctors (filtered, sorted, populated)', `${proxy.origin}${DOCTORS_QUERY}`, settings),
        await load('GET / (server-rendered home page)', `${proxy.origin}/`, settings),
        await load('GET /doctors (server-rendered listing)', `${proxy.origin}/doctors`, settings),
      ]);
      const loaded = nodes.map(nodeMemory);
      await new Promise((resolve) => setTimeout(resolve, Number(args.quiet) * 1000));
      nodes.forEach((node, index) => {
        const { supervisor, workers } = loaded[index];
        memory.push(`| ${count} | ${index + 1} | ${supervisor} | ${ready[index]} | ${workers.join(', ')} | ${workersMb(node)} |`);
      });
    } finally {
      proxy.stop();
      for (const node of nodes) await stop(node.child);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres.drop();
}

const one = results.get(counts[0])!;
console.log(`\n| request | ${counts.map((count) => `${count} node(s) req/s (p99 ms) | ratio`).join(' | ')} |`);
console.log(`|---|${counts.map(() => '---|---').join('|')}|`);
one.forEach((first, index) => {
  const cells = counts.map((count) => {
    const measured = results.get(count)![index];
    return `${measured.requestsPerSecond.toFixed(0)} (${measured.p99}) | ${(measured.requestsPerSecond / Math.max(first.requestsPerSecond, 1)).toFixed(2)}×`;
  });
  console.log(`| ${first.name} | ${cells.join(' | ')} |`);
});
console.log(
  `\nResident memory, MB:\n\n| nodes | node | supervisor | worker once ready | worker after the loads | worker after ${args.quiet} s without requests |\n|---|---|---|---|---|---|`,
);
for (const row of memory) console.log(row);
