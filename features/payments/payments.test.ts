import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createPaymentsService, type PaymentsService } from './payments.ts';
import { decodeData } from './signature.ts';
import { appointmentPayment, createPayableAppointment, signedCallback, TEST_SANDBOX_SECRET } from '../../tests/support/factories/payments.ts';

const ORIGIN = 'https://vizyt.example';

describe('payments service', () => {
  let database: TestDatabase;
  let payments: PaymentsService;
  const changes: [number, string][] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    payments = createPaymentsService(database, {
      settings: { paymentSandboxSecret: TEST_SANDBOX_SECRET },
      onPaymentChange: (appointmentId, outcome) => {
        changes.push([appointmentId, outcome]);
      },
    });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function start(overrides: Parameters<typeof createPayableAppointment>[1] = {}) {
    const made = await createPayableAppointment(database, overrides);
    const checkout = await payments.startCheckout({ appointmentId: made.appointment.id, userId: made.patient.id, locale: 'ua', origin: ORIGIN });
    return { ...made, checkout };
  }

  const callbacks = (orderId: string) => database.rows<{ outcome: string }>(sql`select outcome from payment_callbacks where order_id = ${orderId} order by id`);

  it('starts a sandbox checkout: a pending attempt, the appointment pending, a patient event', async () => {
    const { appointment, checkout } = await start();
    expect(checkout).toMatchObject({ provider: 'sandbox', method: 'POST', action_url: `/payments/sandbox/${checkout.order_id}` });
    expect(decodeData(checkout.fields.data)).toMatchObject({
      action: 'pay',
      amount: 650,
      currency: 'UAH',
      order_id: checkout.order_id,
      server_url: `${ORIGIN}/api/v1/payments/liqpay/callback`,
      result_url: `${ORIGIN}/api/v1/payments/return/${checkout.order_id}`,
    });
    expect(String(decodeData(checkout.fields.data)?.description)).toMatch(/^Оплата прийому: .+, 12\.05\.2031 о 10:00, запис VZ-T-/);
    expect(await appointmentPayment(database, appointment.id)).toEqual({
      payment_status: 'pending',
      events: [{ action: 'payment_started', actor_kind: 'patient' }],
      attempts: [{ status: 'pending', order_id: checkout.order_id }],
    });
  });

  it('offers the same pending attempt again instead of a second order', async () => {
    const { appointment, patient, checkout } = await start();
    const again = await payments.startCheckout({ appointmentId: appointment.id, userId: patient.id, locale: 'ru', origin: ORIGIN });
    expect(again.order_id).toBe(checkout.order_id);
    expect(again.action_url).toBe(`/ru/payments/sandbox/${checkout.order_id}`);
    expect(String(decodeData(again.fields.data)?.description)).toMatch(/^Оплата приёма: /);
    expect((await appointmentPayment(database, appointment.id)).attempts).toHaveLength(1);
  });

  it("only the appointment's own patient may pay", async () => {
    const { appointment } = await createPayableAppointment(database);
    const { patient: stranger } = await createPayableAppointment(database);
    await expect(payments.startCheckout({ appointmentId: appointment.id, userId: stranger.id, locale: 'ua', origin: ORIGIN })).rejects.toMatchObject({
      status: 404,
    });
    await expect(payments.startCheckout({ appointmentId: 2_000_000_000, userId: stranger.id, locale: 'ua', origin: ORIGIN })).rejects.toMatchObject({
      status: 404,
    });
    expect(await appointmentPayment(database, appointment.id)).toMatchObject({ payment_status: 'not_paid', attempts: [] });
  });

  it.each([
    ['cancelled', { status: 'cancelled' as const }, 'payment.not.payable'],
    ['expired', { status: 'expired' as const }, 'payment.not.payable'],
    ['rejected', { status: 'rejected' as const }, 'payment.not.payable'],
    ['free', { cost: 0 }, 'payment.not.payable'],
    ['refunded', { payment_status: 'refunded' as const }, 'payment.not.payable'],
    ['already paid', { payment_status: 'paid' as const }, 'payment.already.paid'],
  ])('refuses to pay a %s appointment (409)', async (_name, overrides, messageKey) => {
    const { appointment, patient } = await createPayableAppointment(database, overrides);
    await expect(payments.startCheckout({ appointmentId: appointment.id, userId: patient.id, locale: 'ua', origin: ORIGIN })).rejects.toMatchObject({
      status: 409,
      messageKey,
    });
    expect((await appointmentPayment(database, appointment.id)).attempts).toEqual([]);
  });

  it('an approved appointment can be paid too', async () => {
    const { checkout } = await start({ status: 'approved' });
    expect(checkout.order_id).toMatch(/^vz\d+-[0-9a-f]{20}$/);
  });

  it('a success callback replayed ten times changes the state once', async () => {
    const { appointment, checkout } = await start();
    const callback = signedCallback({ order_id: checkout.order_id, amount: 650, status: 'success' });
    const outcomes = [];
    for (let i = 0; i < 10; i += 1) outcomes.push((await payments.handleCallback(callback)).outcome);
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    const state = await appointmentPayment(database, appointment.id);
    expect(state.payment_status).toBe('paid');
    expect(state.attempts).toEqual([{ status: 'success', order_id: checkout.order_id }]);
    expect(state.events.filter((event) => event.action === 'paid')).toEqual([{ action: 'paid', actor_kind: 'system' }]);
    expect(changes.filter(([id]) => id === appointment.id)).toEqual([[appointment.id, 'paid']]);
    expect((await callbacks(checkout.order_id)).map((row) => row.outcome)).toEqual(['applied', ...Array(9).fill('duplicate')]);
    const [attempt] = await database.rows<{ provider_payment_id: string; paid: boolean }>(
      sql`select provider_payment_id, paid_at is not null as paid from payments where order_id = ${checkout.order_id}`,
    );
    expect(attempt).toEqual({ provider_payment_id: '123456', paid: true });
    await expect(
      payments.startCheckout({ appointmentId: appointment.id, userId: appointment.patient_id!, locale: 'ua', origin: ORIGIN }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('a failure returns the appointment to not paid; a new checkout is a new order', async () => {
    const { appointment, patient, checkout } = await start();
    expect(await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, status: 'failure' }))).toMatchObject({
      outcome: 'applied',
      change: 'failed',
    });
    expect(await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, status: 'error' }))).toMatchObject({
      outcome: 'duplicate',
    });
    const state = await appointmentPayment(database, appointment.id);
    expect(state.payment_status).toBe('not_paid');
    expect(state.events.map((event) => event.action)).toEqual(['payment_started', 'payment_failed']);
    const next = await payments.startCheckout({ appointmentId: appointment.id, userId: patient.id, locale: 'ua', origin: ORIGIN });
    expect(next.order_id).not.toBe(checkout.order_id);
  });

  it('a reversal after success is a refund; intermediate statuses are kept and ignored', async () => {
    const { appointment, checkout } = await start();
    expect((await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, status: 'processing' }))).outcome).toBe('ignored');
    expect((await appointmentPayment(database, appointment.id)).payment_status).toBe('pending');
    await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, status: 'sandbox' }));
    expect(await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, status: 'reversed' }))).toMatchObject({
      outcome: 'applied',
      change: 'refunded',
    });
    const state = await appointmentPayment(database, appointment.id);
    expect(state).toMatchObject({ payment_status: 'refunded', attempts: [{ status: 'reversed' }] });
    expect(state.events.map((event) => event.action)).toEqual(['payment_started', 'paid', 'refunded']);
  });

  it('a forged signature is stored as bad_signature and changes nothing', async () => {
    const { appointment, checkout } = await start();
    const genuine = signedCallback({ order_id: checkout.order_id, amount: 650, status: 'success' });
    const forgedData = Buffer.from(JSON.stringify({ order_id: checkout.order_id, amount: 650, currency: 'UAH', status: 'success' })).toString('base64');
    expect((await payments.handleCallback({ data: forgedData, signature: genuine.signature })).outcome).toBe('bad_signature');
    expect((await payments.handleCallback({ data: genuine.data, signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' })).outcome).toBe('bad_signature');
    const stored = await database.rows<{ outcome: string; order_id: string | null; payload: unknown; raw_data: string }>(
      sql`select outcome, order_id, payload, raw_data from payment_callbacks where raw_data = ${forgedData}`,
    );
    expect(stored).toEqual([{ outcome: 'bad_signature', order_id: null, payload: null, raw_data: forgedData }]);
    expect(await appointmentPayment(database, appointment.id)).toMatchObject({ payment_status: 'pending', attempts: [{ status: 'pending' }] });
  });

  it('amount, currency and order mismatches are refused and stored', async () => {
    const { appointment, checkout } = await start();
    expect((await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 1, status: 'success' }))).outcome).toBe('mismatch');
    expect((await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, currency: 'USD', status: 'success' }))).outcome).toBe(
      'mismatch',
    );
    expect((await payments.handleCallback(signedCallback({ order_id: 'vz0-unknown', amount: 650, status: 'success' }))).outcome).toBe('unknown_order');
    expect((await payments.handleCallback({ data: 'eyJ4IjoxfQ==', signature: undefined })).outcome).toBe('malformed');
    expect((await callbacks(checkout.order_id)).map((row) => row.outcome)).toEqual(['mismatch', 'mismatch']);
    expect(await appointmentPayment(database, appointment.id)).toMatchObject({ payment_status: 'pending', attempts: [{ status: 'pending' }] });
  });

  it.each([
    ['a string', '650'],
    ['an array', [650]],
    ['an object', { value: 650 }],
    ['a kopeck short', 649.99],
    ['a fraction of a kopeck off', 650.004],
    ['missing', undefined],
  ])('refuses an amount that is %s (mismatch, nothing changes)', async (_name, amount) => {
    const { appointment, checkout } = await start();
    expect((await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount, status: 'success' }))).outcome).toBe('mismatch');
    expect(await appointmentPayment(database, appointment.id)).toMatchObject({ payment_status: 'pending', attempts: [{ status: 'pending' }] });
  });

  it.each(['cancelled', 'rejected', 'expired'] as const)(
    'money taken for a %s visit is recorded and goes back by itself, not "paid and done"',
    async (status) => {
      const { appointment, checkout } = await start();
      await database.rows(sql`update appointments set status = ${status} where id = ${appointment.id}`);
      const result = await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, status: 'success' }));
      expect(result).toMatchObject({ outcome: 'applied', change: 'paid', refundDue: true });
      expect(await appointmentPayment(database, appointment.id)).toMatchObject({
        payment_status: 'refund_pending',
        attempts: [{ status: 'success', order_id: checkout.order_id }],
      });
      // The refund is queued in the callback's own transaction (docs/decisions/181).
      const [attempt] = await database.rows<{ id: number }>(sql`select id from payments where order_id = ${checkout.order_id}`);
      expect(await database.rows(sql`select kind, status from jobs where dedupe_key = ${`refund:${attempt.id}`}`)).toEqual([
        { kind: 'payment.refund', status: 'pending' },
      ]);
      // The patient is not told the visit is paid; they hear of the refund once it is made.
      expect(changes.filter(([id]) => id === appointment.id)).toEqual([]);
      const [event] = await database.rows<{ details: { appointment_status: string; payment_status: unknown } }>(
        sql`select details from appointment_events where appointment_id = ${appointment.id} and action = 'paid'`,
      );
      expect(event.details).toMatchObject({ appointment_status: status, payment_status: { from: 'pending', to: 'refund_pending' } });
      // A reversal reported by the provider (a refund made in its cabinet) closes the case too.
      expect(await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, status: 'reversed' }))).toMatchObject({
        outcome: 'applied',
        change: 'refunded',
      });
      expect((await appointmentPayment(database, appointment.id)).payment_status).toBe('refunded');
      expect(changes.filter(([id]) => id === appointment.id)).toEqual([[appointment.id, 'refunded']]);
    },
  );

  it('a second success for a visit already paid is owed back; refunding it leaves the visit paid', async () => {
    const { appointment, patient, checkout } = await start();
    await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, status: 'failure' }));
    const second = await payments.startCheckout({ appointmentId: appointment.id, userId: patient.id, locale: 'ua', origin: ORIGIN });
    await payments.handleCallback(signedCallback({ order_id: second.order_id, amount: 650, status: 'success' }));
    expect((await appointmentPayment(database, appointment.id)).payment_status).toBe('paid');
    // The first order's money arrives after all (money taken is the truth).
    expect(await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, status: 'success' }))).toMatchObject({ refundDue: true });
    expect((await appointmentPayment(database, appointment.id)).payment_status).toBe('refund_due');
    await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, status: 'reversed' }));
    expect((await appointmentPayment(database, appointment.id)).payment_status).toBe('paid');
  });

  it('the sandbox completes through the same callback path and says where to go', async () => {
    const { appointment, checkout } = await start();
    const details = await payments.sandboxCheckout(checkout.order_id, 'ru');
    expect(details).toMatchObject({
      order_id: checkout.order_id,
      status: 'pending',
      amount: 65_000,
      currency: 'UAH',
      appointment_id: appointment.id,
      date: '2031-05-12',
    });
    expect(await payments.completeSandbox(checkout.order_id, 'success')).toEqual({
      result: 'paid',
      appointment_id: appointment.id,
      return_path: `/patients/appointment?appointment=${appointment.id}&payment=paid`,
    });
    await expect(payments.completeSandbox(checkout.order_id, 'failure')).rejects.toMatchObject({ status: 409 });
    expect((await callbacks(checkout.order_id)).map((row) => row.outcome)).toEqual(['applied']);
    expect((await appointmentPayment(database, appointment.id)).payment_status).toBe('paid');
  });

  it("lists the patient's own payments, newest first", async () => {
    const { patient, appointment, checkout } = await start();
    await payments.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, status: 'failure' }));
    const second = await payments.startCheckout({ appointmentId: appointment.id, userId: patient.id, locale: 'ua', origin: ORIGIN });
    const history = await payments.history(patient.id, 'ua');
    expect(history.meta).toEqual({ current_page: 1, per_page: 20, total: 2, total_pages: 1 });
    expect(history.data.map((item) => [item.order_id, item.status])).toEqual([
      [second.order_id, 'pending'],
      [checkout.order_id, 'failure'],
    ]);
    expect(history.data[0]).toMatchObject({ amount: 65_000, currency: 'UAH', provider: 'sandbox', appointment: { id: appointment.id, date: '2031-05-12' } });
    expect((await payments.history(2_000_000_000, 'ua')).data).toEqual([]);
  });

  it('a failing notification hook does not fail the callback', async () => {
    const reported = vi.fn();
    const fragile = createPaymentsService(database, {
      settings: { paymentSandboxSecret: TEST_SANDBOX_SECRET },
      onPaymentChange: () => {
        throw new Error('mail server down');
      },
      onHookError: reported,
    });
    const { checkout } = await start();
    expect((await fragile.handleCallback(signedCallback({ order_id: checkout.order_id, amount: 650, status: 'success' }))).outcome).toBe('applied');
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('LiqPay mode has no sandbox', async () => {
    const liqpay = createPaymentsService(database, { settings: { liqpayPublicKey: 'public', liqpayPrivateKey: 'private' } });
    const { checkout } = await start();
    expect(liqpay.provider).toBe('liqpay');
    await expect(liqpay.sandboxCheckout(checkout.order_id, 'ua')).rejects.toMatchObject({ status: 404 });
    await expect(liqpay.completeSandbox(checkout.order_id, 'success')).rejects.toMatchObject({ status: 404 });
  });
});
