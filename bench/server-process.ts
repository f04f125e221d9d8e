/** The production server in a child process, load on it, and a throw-away PostgreSQL database: shared by the benchmarks. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../db/client.ts';
import { ROOT } from '../scripts/build.ts';
import { freePort } from './free-port.ts';

/** Resident memory of a process in MB, from /proc. */
export function residentMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

/** The processes `pid` started (a supervisor's workers), from /proc. */
export function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

export interface Started {
  child: ChildProcess;
  url: string;
  seconds: number;
}

/**
 * The Node.js that runs npm (the machine's), not the project's own in node_modules/.bin: what a checkout
 * from before the project installed its runtime ran on.
 */
export function machineNode(): string {
  const outside = (path: string | undefined) => (path && !path.includes('node_modules') && existsSync(path) ? path : undefined);
  return (
    outside(process.env.npm_node_execpath) ??
    (process.env.PATH ?? '')
      .split(delimiter)
      .map((dir) => outside(join(dir, 'node')))
      .find(Boolean) ??
    process.execPath
  );
}

/**
 * What `npm start` runs in the checkout at `cwd`, once its build is current: the compiled server on the
 * project's Node.js (docs/decisions/298), or, in a checkout from before, `scripts/start.ts` under tsx on the
 * machine's Node.js (it builds when needed itself).
 */
function startCommand(cwd: string): { command: string; args: string[] } {
  if (!existsSync(join(cwd, 'scripts/build-server.ts')))
    return { command: machineNode(), args: [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'] };
  execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build.ts', '--if-stale'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  // Before docs/decisions/313 the command line turned source maps on, for every package too; since, the entry does.
  const flags = existsSync(join(cwd, 'server/launch.ts')) ? [] : ['--enable-source-maps'];
  return { command: join(ROOT, 'node_modules/.bin/node'), args: [...flags, 'build/node/production.js'] };
}

/** Starts the production server of the checkout at `cwd` and times it until the home page answers 200. */
export async function startServer(dataDir: string, databaseUrl = '', env: NodeJS.ProcessEnv = {}, cwd = ROOT): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { command, args } = startCommand(cwd);
  const startedAt = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('The server exited during start-up');
    const ok = await fetch(`${url}/`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { child, url, seconds: (performance.now() - startedAt) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface Load {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(name: string, url: string, { connections, duration }: { connections: number; duration: number }): Promise<Load> {
  // Warm the path (JIT, caches) before measuring it.
  await autocannon({ url, connections: 4, duration: 2 });
  const result = await autocannon({ url, connections, duration });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A new empty database on the PostgreSQL server of `url`; returns its URL and how to drop it. */
export async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vizyt_bench_${Date.now()}`;
  const admin = await openDatabase({ url, poolSize: 1 });
  await admin.exec(`create database ${name}`);
  await admin.close();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const cleanup = await openDatabase({ url, poolSize: 1 });
      await cleanup.exec(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}
