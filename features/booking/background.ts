import type { Database } from '../../db/client.ts';
import { createJobWorker, type JobHandler, type JobWorkerOptions } from '../jobs/queue.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { BookingService } from './booking.ts';
import { purgeIdempotencyKeys } from './idempotency.ts';
import { notifyRunningPromotions } from '../notifications/promotion-notices.ts';
import { REMINDER_JOB, reminderHandler } from './notices.ts';

/** How often each instance sweeps expired holds and old idempotency keys. */
export const SWEEP_INTERVAL_MS = 30_000;

export interface BookingBackgroundOptions extends JobWorkerOptions {
  messenger: Messenger;
  siteOrigin: string;
  sweepIntervalMs?: number;
  /** Other modules' jobs the same worker runs (the payments' refunds). */
  jobs?: Record<string, JobHandler>;
  /** Other modules' periodic work the sweep runs too (the referral rewards of first visits that took place). */
  sweeps?: readonly (() => Promise<unknown>)[];
}

/**
 * The booking's background work in one app instance: the jobs worker (reminders) and a periodic sweep
 * that flips holds past their time to `expired` and tells patients of promotions at their favourites. Every instance runs both; the queue's row locks and the
 * sweep's conditional update make that safe (features/jobs/queue.ts).
 */
export function createBookingBackground(database: Database, booking: BookingService, options: BookingBackgroundOptions) {
  const now = options.now ?? (() => new Date());
  const worker = createJobWorker(
    database,
    { ...options.jobs, [REMINDER_JOB]: reminderHandler({ messenger: options.messenger, siteOrigin: options.siteOrigin }, now) },
    options,
  );
  let sweeper: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;

  async function sweep(): Promise<void> {
    try {
      await booking.expireHolds();
      await purgeIdempotencyKeys(database, now());
      await notifyRunningPromotions(database.db, now());
      for (const work of options.sweeps ?? []) await work();
    } catch (error) {
      options.log?.error({ error: error instanceof Error ? error.name : 'error' }, 'booking sweep failed');
    }
  }

  return {
    worker,
    sweep,
    start(): void {
      worker.start();
      sweeper = setInterval(() => {
        sweeping ??= sweep().finally(() => {
          sweeping = undefined;
        });
      }, options.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
      sweeper.unref?.();
    },
    async stop(): Promise<void> {
      clearInterval(sweeper);
      await sweeping;
      await worker.stop();
    },
  };
}
