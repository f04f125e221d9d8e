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

/** A worker that dies within this long of its start counts as a crash loop: the next start waits longer. */
const STABLE_AFTER_MS = 30_000;
const RESTART_DELAYS_MS = [250, 1_000, 2_000, 5_000, 10_000, 30_000];

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
  cluster.setupPrimary({ exec });
  const shared = sharedSecrets(env);
  const startedAt = new WeakMap<Worker, number>();
  let quickDeaths = 0;
  let stopping = false;
  let othersStarted = false;

  function fork(index: number): Worker {
    // Only the first worker prints the sign-in lines; the others start quietly.
    const worker = cluster.fork({ ...shared, VIZYT_WORKER_INDEX: String(index) });
    startedAt.set(worker, Date.now());
    // The first worker migrates and seeds; the rest start once it listens, so they find the database ready.
    worker.once('listening', () => {
      if (othersStarted) return;
      othersStarted = true;
      for (let other = 1; other < count; other += 1) fork(other);
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const lived = Date.now() - (startedAt.get(worker) ?? 0);
      quickDeaths = lived < STABLE_AFTER_MS ? quickDeaths + 1 : 0;
      const delay = RESTART_DELAYS_MS[Math.min(quickDeaths, RESTART_DELAYS_MS.length - 1)];
      console.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another in ${delay} ms.`);
      setTimeout(() => {
        if (!stopping) fork(index);
      }, delay);
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
