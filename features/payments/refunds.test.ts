import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { bookRequest, createBookingWorld } from '../../tests/support/factories/booking.ts';
import { sessionUser } from '../../tests/support/factories/accounts.ts';
import {
  createPayableAppointment,
  fakeLiqpay,
  LIQPAY_TEST_KEYS,
  liqpayCallback,
  paidVisit,
  refundServices,
  refundState,
} from '../../tests/support/factories/payments.ts';
import type { BookingService } from '../booking/booking.ts';
import { createLiqpayProvider } from './providers.ts';
import { requestRefunds } from './refunds.ts';

describe('LiqPay refund call', () => {
  it('posts action refund with the order and the amount in hryvnias, signed like the checkout', async () => {
    const fake = fakeLiqpay();
    const provider = createLiqpayProvider(LIQPAY_TEST_KEYS.liqpayPublicKey, LIQPAY_TEST_KEYS.liqpayPrivateKey, fake.transport);
    expect(await provider.refund({ orderId: 'vz1-abc', amount: 70_050 })).toEqual({ ok: true });
    expect(fake.calls).toEqual([{ version: 3, public_key: 'test-public', action: 'refund', order_id: 'vz1-abc', amount: 700.5 }]);
  });

  it.each([
    [
      'a refusal with its code',
      { status: 200, body: { result: 'error', status: 'error', err_code: 'payment_not_found', err_description: 'Платеж не найден' } },
      { ok: false, code: 'payment_not_found', retryable: false },
    ],
    ['an outage', { status: 503, body: null }, { ok: false, code: 'http_503', retryable: true }],
    ['an unreadable answer', { status: 200, body: null }, { ok: false, code: 'bad_answer', retryable: true }],
    [
      'a code that is not a token',
      { status: 200, body: { result: 'error', err_code: 'bad <b>code</b> with text' } },
      { ok: false, code: 'unknown', retryable: false },
    ],
  ])('reads %s', async (_name, answer, expected) => {
    const fake = fakeLiqpay();
    fake.answerWith(() => answer);
    const provider = createLiqpayProvider('test-public', 'test-private', fake.transport);
    expect(await provider.refund({ orderId: 'vz1-abc', amount: 100 })).toEqual(expected);
  });

  it('a network failure may be retried', async () => {
    const provider = createLiqpayProvider('k', 's', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await provider.refund({ orderId: 'vz1-abc', amount: 100 })).toEqual({ ok: false, code: 'network', retryable: true });
  });
});

describe('money back on cancel', () => {
  let database: TestDatabase;
  const fake = fakeLiqpay();
  let services: ReturnType<typeof refundServices>;
  let booking: BookingService;

  beforeAll(async () => {
    database = await createTestDatabase();
    services = refundServices(database, fake.transport);
    booking = services.booking;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('the patient cancels a paid visit: refund pending at once, refunded by the worker, once', async () => {
    const visit = await paidVisit(database, services.payments);
    let kicked = 0;
    booking.onJobsQueued(() => (kicked += 1));
    const cancelled = await booking.cancel(visit.user, visit.appointment.id, 'ru');
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'refund_pending' });
    expect(kicked).toBe(1);
    expect(fake.calls.filter((call) => call.order_id === visit.orderId)).toHaveLength(0);

    await services.worker.runDue();
    expect(fake.calls.filter((call) => call.order_id === visit.orderId)).toEqual([expect.objectContaining({ action: 'refund', amount: 650 })]);
    expect(await refundState(database, visit.appointment.id)).toEqual({
      payment_status: 'refunded',
      attempts: [{ status: 'reversed', refund_error: null }],
      events: ['refunded'],
    });
    expect(services.notified.filter((id) => id === visit.appointment.id)).toHaveLength(1);

    // LiqPay's own `reversed` callback and a replayed success change nothing, and the worker has nothing left.
    expect((await services.payments.handleCallback(liqpayCallback({ order_id: visit.orderId, amount: 650, status: 'reversed' }))).outcome).toBe('duplicate');
    expect((await services.payments.handleCallback(liqpayCallback({ order_id: visit.orderId, amount: 650, status: 'success' }))).outcome).toBe('duplicate');
    expect(await services.worker.runDue()).toBe(0);
    expect(fake.calls.filter((call) => call.order_id === visit.orderId)).toHaveLength(1);
  });

  it('a reschedule keeps the payment; the clinic rejecting the paid visit refunds it', async () => {
    const world = await createBookingWorld(database.db);
    const { days } = await booking.slots(world.doctor.id, { service_id: world.service.id, institution_id: world.institution.id });
    const request = { doctor_id: world.doctor.id, institution_id: world.institution.id, service_id: world.service.id, format: 'clinic' as const };
    const held = await booking.hold(world.patient, { ...request, start: days[2].slots[3].start });
    const booked = await booking.book(world.patient, held.id, bookRequest(world), 'ru');
    const checkout = await services.payments.startCheckout({
      appointmentId: booked.id,
      userId: world.patient.id,
      locale: 'ru',
      origin: 'https://vizyt.example',
    });
    await services.payments.handleCallback(liqpayCallback({ order_id: checkout.order_id, amount: booked.cost / 100, status: 'success' }));

    const moved = await booking.reschedule(world.patient, booked.id, { start: days[3].slots[4].start }, 'ru');
    expect(moved.payment_status).toBe('paid');
    expect(await services.worker.runDue()).toBe(0);

    const rejected = await booking.decide(world.partner, booked.id, 'rejected', { reason: 'Лікар захворів' }, 'ru');
    expect(rejected).toMatchObject({ status: 'rejected', payment_status: 'refund_pending' });
    await services.worker.runDue();
    expect(await refundState(database, booked.id)).toEqual({
      payment_status: 'refunded',
      attempts: [{ status: 'reversed', refund_error: null }],
      events: ['refunded'],
    });
    expect(fake.calls.filter((call) => call.order_id === checkout.order_id)).toEqual([expect.objectContaining({ amount: booked.cost / 100 })]);
  });

  it('a refund is asked for once per paid attempt, however often it is requested', async () => {
    const visit = await paidVisit(database, services.payments);
    for (let i = 0; i < 3; i += 1) {
      await database.db.transaction(async (tx) => {
        expect(await requestRefunds(tx, visit.appointment.id, new Date())).toBe(true);
      });
    }
    await services.worker.runDue();
    expect(fake.calls.filter((call) => call.order_id === visit.orderId)).toHaveLength(1);
  });

  it('an unpaid visit is cancelled without any refund', async () => {
    const made = await createPayableAppointment(database);
    const cancelled = await booking.cancel(sessionUser(made.patient.id, 'patient'), made.appointment.id, 'ru');
    expect(cancelled.payment_status).toBe('not_paid');
    expect(
      await database.rows(
        sql`select id from jobs where kind = 'payment.refund' and payload->>'paymentId' in (select id::text from payments where appointment_id = ${made.appointment.id})`,
      ),
    ).toEqual([]);
  });

  it('an outage is retried; a refusal is shown to staff with its code and retried by them', async () => {
    const visit = await paidVisit(database, services.payments);
    fake.answerWith(() => ({ status: 503, body: null }));
    await booking.cancel(visit.user, visit.appointment.id, 'ru');
    await services.worker.runDue();
    const [job] = await database.rows<{ status: string; attempts: number; last_error: string }>(
      sql`select status, attempts, last_error from jobs where kind = 'payment.refund' order by id desc limit 1`,
    );
    expect(job).toEqual({ status: 'pending', attempts: 1, last_error: 'refund_http_503' });
    expect((await refundState(database, visit.appointment.id)).payment_status).toBe('refund_pending');

    fake.answerWith(() => ({ status: 200, body: { result: 'error', err_code: 'limit', err_description: 'текст' } }));
    await database.rows(sql`update jobs set run_at = now() - interval '1 minute' where kind = 'payment.refund' and status = 'pending'`);
    await services.worker.runDue();
    expect(await refundState(database, visit.appointment.id)).toEqual({
      payment_status: 'refund_failed',
      attempts: [{ status: 'success', refund_error: 'limit' }],
      events: ['refund_failed'],
    });
    await expect(services.payments.retryRefund(visit.appointment.id + 100_000)).rejects.toMatchObject({ status: 409 });

    fake.answerWith(() => ({ status: 200, body: { result: 'ok', status: 'reversed' } }));
    await services.payments.retryRefund(visit.appointment.id);
    expect((await refundState(database, visit.appointment.id)).payment_status).toBe('refund_pending');
    await services.worker.runDue();
    expect(await refundState(database, visit.appointment.id)).toEqual({
      payment_status: 'refunded',
      attempts: [{ status: 'reversed', refund_error: null }],
      events: ['refund_failed', 'refunded'],
    });
    // Nothing left to retry once refunded.
    await expect(services.payments.retryRefund(visit.appointment.id)).rejects.toMatchObject({ status: 409 });
  });
});
