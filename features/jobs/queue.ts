import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';

/**
 * Scheduled background work in the `jobs` table, shared by every app instance (ARCHITECTURE §2).
 *
 * A job is handled inside the transaction that holds its row lock (`for update skip locked`), and marked
 * done in that same transaction: another instance skips the locked row, and once committed the row is done.
 * So the database effects of a job (a notification, its e-mail in the outbox) happen exactly once however
 * many instances run the worker; a crash mid-way rolls everything back and the job runs again later.
 */

export type JobHandler = (tx: Db, payload: Record<string, unknown>, job: { id: number; kind: string; attempts: number }) => Promise<void>;

export interface JobToSchedule {
  kind: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  /** Scheduling a job whose key exists already does nothing. */
  dedupeKey?: string;
}

export const JOB_DEFAULTS = {
  /** How often an idle worker looks for due jobs. */
  pollMs: 5_000,
  /** Jobs handled per poll. */
  batchSize: 20,
  /** A failing job is retried after 1, 2, 4 ... minutes, and given up after this many attempts. */
  maxAttempts: 5,
  retryBaseSeconds: 60,
};

const iso = (at: Date) => at.toISOString();

/** Adds jobs (in the caller's transaction when given one). */
export async function scheduleJobs(db: Pick<Db, 'execute'>, jobs: readonly JobToSchedule[]): Promise<void> {
  for (const job of jobs) {
    await db.execute(sql`
      insert into jobs (kind, dedupe_key, payload, run_at)
      values (${job.kind}, ${job.dedupeKey ?? null}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${iso(job.runAt)}::timestamptz)
      on conflict (dedupe_key) do nothing`);
  }
}

/** Cancels pending jobs whose dedupe key starts with `prefix` (a cancelled appointment's reminders). */
export async function cancelJobs(db: Db, prefix: string): Promise<void> {
  await db.execute(sql`
    update jobs set status = 'done', finished_at = now(), last_error = 'cancelled', updated_at = now()
    where status = 'pending' and dedupe_key like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
}

export interface JobWorkerOptions {
  now?: () => Date;
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  log?: { error: (obj: object, msg: string) => void };
}

export function createJobWorker(database: Database, handlers: Record<string, JobHandler>, options: JobWorkerOptions = {}) {
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? JOB_DEFAULTS.pollMs;
  const batchSize = options.batchSize ?? JOB_DEFAULTS.batchSize;
  const maxAttempts = options.maxAttempts ?? JOB_DEFAULTS.maxAttempts;
  const kinds = Object.keys(handlers);
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  /** Takes one due job and handles it; false when there was none. */
  async function runOne(): Promise<boolean> {
    if (kinds.length === 0) return false;
    let failed: { id: number; attempts: number; error: string } | undefined;
    const handled = await database.db.transaction(async (tx) => {
      const at = iso(now());
      const [job] = (
        (await tx.execute(sql`
          select id, kind, payload, attempts from jobs
          where status = 'pending' and run_at <= ${at}::timestamptz and kind in (${kindList})
          order by run_at, id
          limit 1
          for update skip locked`)) as unknown as { rows: { id: number; kind: string; payload: Record<string, unknown>; attempts: number }[] }
      ).rows;
      if (!job) return false;
      try {
        // A savepoint, so that a failing handler leaves the claim itself to be recorded below.
        await tx.transaction(async (inner) => handlers[job.kind](inner, job.payload, { id: job.id, kind: job.kind, attempts: job.attempts }));
        await tx.execute(sql`
          update jobs set status = 'done', attempts = attempts + 1, finished_at = ${at}::timestamptz, last_error = null, updated_at = ${at}::timestamptz
          where id = ${job.id}`);
      } catch (error) {
        failed = { id: job.id, attempts: job.attempts + 1, error: error instanceof Error ? error.name : 'error' };
        const giveUp = failed.attempts >= maxAttempts;
        const retryAt = new Date(now().getTime() + JOB_DEFAULTS.retryBaseSeconds * 1000 * 2 ** (failed.attempts - 1));
        await tx.execute(sql`
          update jobs set attempts = ${failed.attempts}, status = ${giveUp ? 'failed' : 'pending'},
            run_at = ${iso(retryAt)}::timestamptz, last_error = ${failed.error}, updated_at = ${at}::timestamptz
          where id = ${job.id}`);
      }
      return true;
    });
    if (failed) options.log?.error({ job: failed.id, attempts: failed.attempts, error: failed.error }, 'job failed');
    return handled;
  }

  /** Handles due jobs until none is left or a batch is done; returns how many were handled. */
  async function runDue(): Promise<number> {
    let count = 0;
    while (count < batchSize && (await runOne())) count += 1;
    return count;
  }

  let inFlight = false;
  let kicked = false;

  function schedule(delay: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      inFlight = true;
      kicked = false;
      running = runDue()
        .catch((error: unknown) => {
          options.log?.error({ error: error instanceof Error ? error.name : 'error' }, 'job poll failed');
          return 0;
        })
        .then((count) => {
          inFlight = false;
          schedule(count >= batchSize || kicked ? 0 : pollMs);
          return count;
        });
    }, delay);
    timer.unref?.();
  }

  return {
    runDue,
    start(): void {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Polls at once (something scheduled a job due now), or right after the poll under way. */
    kick(): void {
      if (stopped) return;
      if (inFlight) kicked = true;
      else schedule(0);
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
