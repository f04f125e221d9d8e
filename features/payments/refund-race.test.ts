import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { fakeLiqpay, liqpayCallback, paidVisit, refundServices, refundState } from '../../tests/support/factories/payments.ts';

/**
 * A refund moves money, so it must happen once however many cancels, callbacks and workers meet
 * (docs/decisions/181). Races need real PostgreSQL: PGlite runs one statement at a time and would hide them.
 */
describe.runIf(!!TEST_DATABASE_URL)('refunds under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('20 parallel cancels, replayed callbacks and two workers: one refund call, one refund', async () => {
    const fake = fakeLiqpay();
    const instances = [refundServices(database, fake.transport), refundServices(await database.openInstance(), fake.transport)];
    const visit = await paidVisit(database, instances[0].payments);
    const success = liqpayCallback({ order_id: visit.orderId, amount: 650, status: 'success' });

    const cancels = Array.from({ length: 20 }, (_, i) => instances[i % 2].booking.cancel(visit.user, visit.appointment.id, 'ru'));
    const replays = Array.from({ length: 20 }, (_, i) => instances[i % 2].payments.handleCallback(success));
    const workers = Array.from({ length: 6 }, (_, i) => instances[i % 2].worker.runDue());
    const [cancelled, replayed] = await Promise.all([Promise.allSettled(cancels), Promise.all(replays), Promise.all(workers)]);

    expect(cancelled.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(cancelled.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason.status)).toEqual(
      Array(19).fill(409),
    );
    expect(replayed.map((result) => result.outcome)).toEqual(Array(20).fill('duplicate'));

    // Whatever the workers did not reach while racing, they finish now, both at once.
    await Promise.all(instances.map((instance) => instance.worker.runDue()));
    // The provider reports its reversal, more than once.
    const reversed = liqpayCallback({ order_id: visit.orderId, amount: 650, status: 'reversed' });
    const reversals = await Promise.all(Array.from({ length: 10 }, (_, i) => instances[i % 2].payments.handleCallback(reversed)));
    expect(reversals.map((result) => result.outcome)).toEqual(Array(10).fill('duplicate'));
    await Promise.all(instances.map((instance) => instance.worker.runDue()));

    expect(fake.calls).toEqual([expect.objectContaining({ action: 'refund', order_id: visit.orderId, amount: 650 })]);
    expect(await refundState(database, visit.appointment.id)).toEqual({
      payment_status: 'refunded',
      attempts: [{ status: 'reversed', refund_error: null }],
      events: ['refunded'],
    });
    expect(await database.rows(sql`select status from jobs where kind = 'payment.refund'`)).toEqual([{ status: 'done' }]);
    expect(instances.flatMap((instance) => instance.notified)).toEqual([visit.appointment.id]);
  });
});
