/**
 * `npx tsx bench/waitlist-offer.ts [cancels]`: the time from a patient's cancel to the waitlist offer's message
 * (docs/decisions/303), over 100 cancels by default, on real PostgreSQL (`DATABASE_URL`, default the local
 * server; a scratch database is created and dropped).
 *
 * Each round: a doctor whose morning is fully booked, a patient waiting for that morning, and a cancel through
 * the booking service, with the job worker running as in production (woken by the cancel, polling every 5 s
 * otherwise). The clock stops when the offer's SMS is in the outbox, committed. Printed: p50, p99 and max of that,
 * and the same of the cancel alone, measured in the same run, as the baseline.
 */
import { sql } from 'drizzle-orm';
import { createServices } from '../features/services.ts';
import { createJobWorker } from '../features/jobs/queue.ts';
import { ZWaitlistCreate } from '../contracts/waitlist.ts';
import { selectRows } from '../db/sql.ts';
import { createBookingWorld } from '../tests/support/factories/booking.ts';
import { fullMorning, morningRequest } from '../tests/support/waitlist-world.ts';
import { createTestDatabase } from '../tests/support/test-db.ts';

const rounds = Number(process.argv[2] ?? 100);
const database = await createTestDatabase({ url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
const services = createServices(database);
const worker = createJobWorker(database, services.waitlist.jobs, { pollMs: 5_000 });
services.booking.onJobsQueued(worker.kick);
worker.start();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const offerLatency: number[] = [];
const cancelLatency: number[] = [];

try {
  for (let round = 0; round < rounds; round += 1) {
    const world = await createBookingWorld(database.db);
    const { day, visits } = await fullMorning(database.db, world);
    await services.waitlist.create(world.patient, ZWaitlistCreate.parse(morningRequest(world, day)), 'ua');
    // The request's own matching (nothing free) runs before the clock starts.
    await sleep(20);
    const started = performance.now();
    await services.booking.cancel(world.otherPatient, visits[round % visits.length].id, 'ua');
    cancelLatency.push(performance.now() - started);
    for (;;) {
      const [sent] = await selectRows<{ id: number }>(
        database.db,
        sql`select o.id from outbox_messages o where o.template = 'sms.waitlist.offer' and o.created_at >= now() - interval '1 minute'
            and exists (select 1 from waitlist_offers w join waitlist_requests r on r.id = w.request_id where w.doctor_id = ${world.doctor.id})
            limit 1`,
      );
      if (sent) break;
      if (performance.now() - started > 30_000) throw new Error(`round ${round}: no offer within 30 s`);
      await sleep(1);
    }
    offerLatency.push(performance.now() - started);
  }
} finally {
  await worker.stop();
  await database.dispose();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const line = (name: string, values: number[]) =>
  `${name.padEnd(34)} p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(values, 99).toFixed(1).padStart(6)} ms   max ${Math.max(
    ...values,
  )
    .toFixed(1)
    .padStart(6)} ms`;
console.log(`${rounds} cancels on PostgreSQL, the job worker woken by each cancel:`);
console.log(line('cancel (baseline)', cancelLatency));
console.log(line('cancel → offer SMS in the outbox', offerLatency));
console.log(`ratio at p50: ${(percentile(offerLatency, 50) / percentile(cancelLatency, 50)).toFixed(2)}× the cancel alone`);
