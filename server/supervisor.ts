/**
 * The production supervisor (`npm start`): a small primary process that runs the server in worker
 * processes (Node's `cluster`: they share the listening port) and starts a new worker whenever one dies.
 * The primary opens no database and serves nothing, so there is little in it that can fail
 * (docs/decisions/170-surviving-the-database.md).
 *
 * Workers: `WEB_CONCURRENCY`, default one per core on PostgreSQL and exactly one on the embedded
 * database, which lives inside one process.
 */
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SHUTDOWN_GRACE_MS } from './shutdown.ts';
import { allocatorEnv } from './worker-allocator.ts';

/** A worker counts as stable once it has listened (migrated, every plugin up) and served this long. */
export const STABLE_AFTER_MS = 30_000;
/** The waits before each start after failures in a row: a worker that keeps failing adds no load by restarting. */
export const RESTART_DELAYS_MS = [250, 1_000, 2_000, 5_000, 10_000, 30_000, 60_000];

export interface WorkerLife {
  /** When it listened; undefined: it never did (its start failed). */
  listenedAt?: number;
  exitedAt: number;
}

/**
 * What follows a worker's exit (docs/decisions/302): failures in a row reset only for a worker that listened and
 * then served {@link STABLE_AFTER_MS}; anything shorter, a start that never listened above all, is one more
 * failure, and the next start waits longer.
 */
export function afterExit(failuresBefore: number, life: WorkerLife): { failures: number; delayMs: number; failedStart: boolean } {
  const failedStart = life.listenedAt === undefined;
  const served = !failedStart && life.exitedAt - life.listenedAt! >= STABLE_AFTER_MS;
  const failures = served ? 0 : failuresBefore + 1;
  return { failures, delayMs: RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)], failedStart };
}

export function workerCount(env: NodeJS.ProcessEnv, cores = availableParallelism()): number {
  const asked = Number(env.WEB_CONCURRENCY);
  if (!env.DATABASE_URL) return 1;
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, cores);
}

/** Settings that are random per process when unset, but must be one value across workers. */
function sharedSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { PAYMENT_SANDBOX_SECRET: env.PAYMENT_SANDBOX_SECRET || randomBytes(32).toString('base64url') };
}

export interface SuperviseOptions {
  env?: NodeJS.ProcessEnv;
  /** The worker's entry: the production server, or (in fault tests) the API-only server. */
  exec?: string;
}

export function supervise({ env = process.env, exec = fileURLToPath(new URL('./main.ts', import.meta.url)) }: SuperviseOptions = {}): void {
  const count = workerCount(env);
  if (!env.DATABASE_URL && Number(env.WEB_CONCURRENCY) > 1) {
    console.log('WEB_CONCURRENCY is ignored with the embedded database: it runs in one process (set DATABASE_URL to run more).');
  }
  // `gc` for the worker's quiet-time collection (server/idle-memory.ts, docs/decisions/317).
  cluster.setupPrimary({ exec, execArgv: [...process.execArgv, '--expose-gc'] });
  // jemalloc where the system has it: a quiet worker's freed memory goes back to the system (docs/decisions/320).
  const shared = { ...sharedSecrets(env), ...allocatorEnv(env) };
  const listenedAt = new WeakMap<Worker, number>();
  let failures = 0;
  let stopping = false;
  let othersStarted = false;

  function fork(index: number): Worker {
    // Only the first worker prints the sign-in lines; the others start quietly.
    const worker = cluster.fork({ ...shared, VIZYT_WORKER_INDEX: String(index) });
    // The first worker migrates and seeds; the rest start once it listens, so they find the database ready.
    worker.once('listening', () => {
      listenedAt.set(worker, Date.now());
      if (othersStarted) return;
      othersStarted = true;
      for (let other = 1; other < count; other += 1) fork(other);
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const next = afterExit(failures, { listenedAt: listenedAt.get(worker), exitedAt: Date.now() });
      failures = next.failures;
      const how = signal ?? `exit code ${code}`;
      console.error(
        next.failedStart
          ? `Worker ${worker.process.pid} could not start (${how}); ${failures} failed in a row, next try in ${next.delayMs} ms.`
          : `Worker ${worker.process.pid} stopped (${how}); starting another in ${next.delayMs} ms.`,
      );
      setTimeout(() => {
        if (!stopping) fork(index);
      }, next.delayMs);
    });
    return worker;
  }

  fork(0);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());
    if (workers.length === 0) process.exit(0);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      // A terminal's Ctrl+C has already reached the workers; a service manager's SIGTERM reaches only us.
      worker.process.kill(signal);
    }
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 2_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
