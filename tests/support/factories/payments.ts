/**
 * Payments for tests: a payable appointment, callbacks signed the way the sandbox or LiqPay would sign
 * them, and the refund world (a local fake of LiqPay's API with booking, payments and a job worker).
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../db/client.ts';
import type { appointments } from '../../../db/schema/index.ts';
import { createBookingService } from '../../../features/booking/booking.ts';
import { createJobWorker } from '../../../features/jobs/queue.ts';
import { createMessenger } from '../../../features/messaging/messenger.ts';
import { createPaymentsService, type PaymentsService } from '../../../features/payments/payments.ts';
import { createSandboxProvider, LIQPAY_API_URL, type ProviderTransport } from '../../../features/payments/providers.ts';
import { decodeData, encodeData, signData, verifySignature } from '../../../features/payments/signature.ts';
import { DEFAULT_BOOKING_SETTINGS } from '../../../features/services.ts';
import { createAppointment, createDoctor, createPatient } from '../factories.ts';
import { sessionUser } from './accounts.ts';

/** The sandbox secret tests configure, so they can sign callbacks the way the provider would. */
export const TEST_SANDBOX_SECRET = 'test-sandbox-secret';
const testSandbox = createSandboxProvider(TEST_SANDBOX_SECRET);

let slot = 0;

/** A booked appointment of a new patient with a new doctor, 650 UAH, not paid, 12 May 2031 at 10:00 in Kyiv. */
export async function createPayableAppointment(database: Database, overrides: Partial<typeof appointments.$inferInsert> = {}) {
  const patient = await createPatient(database.db);
  const doctor = await createDoctor(database.db);
  slot += 1;
  const start_at = new Date(Date.UTC(2031, 4, 12, 7, 0));
  const appointment = await createAppointment(database.db, {
    doctor,
    start_at,
    patient_id: patient.id,
    cost: 65_000,
    application_number: `VZ-T-${slot}-${patient.id}`,
    ...overrides,
  });
  return { patient, doctor, appointment };
}

/** The callback LiqPay would send for an order, signed with the test sandbox secret. */
export function signedCallback(fields: Record<string, unknown>) {
  return testSandbox.signCallback({ version: 3, public_key: 'sandbox', action: 'pay', payment_id: 123456, currency: 'UAH', ...fields });
}

export async function appointmentPayment(database: Database, appointmentId: number) {
  const [row] = await database.rows<{ payment_status: string }>(sql`select payment_status from appointments where id = ${appointmentId}`);
  const events = await database.rows<{ action: string; actor_kind: string }>(
    sql`select action, actor_kind from appointment_events where appointment_id = ${appointmentId} order by id`,
  );
  const attempts = await database.rows<{ status: string; order_id: string }>(
    sql`select status, order_id from payments where appointment_id = ${appointmentId} order by id`,
  );
  return { payment_status: row.payment_status, events, attempts };
}

// Refunds: LiqPay with test keys over a local fake of its API, booking, payments and a job worker.

export const LIQPAY_TEST_KEYS = { liqpayPublicKey: 'test-public', liqpayPrivateKey: 'test-private' };

/** A local stand-in for LiqPay's API: records every refund it is asked for and answers as told. */
export function fakeLiqpay() {
  const calls: Record<string, unknown>[] = [];
  let answer: () => { status: number; body: unknown } = () => ({ status: 200, body: { result: 'ok', status: 'reversed' } });
  const transport: ProviderTransport = async (url, form) => {
    expect(url).toBe(LIQPAY_API_URL);
    const data = form.get('data') ?? '';
    expect(verifySignature(LIQPAY_TEST_KEYS.liqpayPrivateKey, data, form.get('signature') ?? '')).toBe(true);
    calls.push(decodeData(data) ?? {});
    // A real provider takes its time: let racing workers overlap.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return answer();
  };
  return {
    transport,
    calls,
    answerWith(next: () => { status: number; body: unknown }) {
      answer = next;
    },
  };
}

/** The callback LiqPay itself would send, signed with the test private key. */
export function liqpayCallback(fields: Record<string, unknown>) {
  const data = encodeData({ version: 3, public_key: LIQPAY_TEST_KEYS.liqpayPublicKey, action: 'pay', payment_id: 42, currency: 'UAH', ...fields });
  return { data, signature: signData(LIQPAY_TEST_KEYS.liqpayPrivateKey, data) };
}

export function refundServices(database: Database, transport: ProviderTransport, maxAttempts = 3) {
  const messenger = createMessenger(database);
  const booking = createBookingService(database, { settings: DEFAULT_BOOKING_SETTINGS, messenger, siteOrigin: 'http://localhost' });
  const notified: number[] = [];
  const payments = createPaymentsService(database, {
    settings: LIQPAY_TEST_KEYS,
    transport,
    refundMaxAttempts: maxAttempts,
    notifyRefunded: async (_tx, appointmentId) => {
      notified.push(appointmentId);
    },
  });
  const worker = createJobWorker(database, payments.jobs, { maxAttempts, now: () => new Date(Date.now() + 24 * 3600_000) });
  return { booking, payments, worker, notified };
}

/** A booked visit paid through LiqPay (its success callback applied). */
export async function paidVisit(database: Database, payments: PaymentsService) {
  const made = await createPayableAppointment(database);
  const checkout = await payments.startCheckout({ appointmentId: made.appointment.id, userId: made.patient.id, locale: 'ru', origin: 'https://vizyt.example' });
  expect((await payments.handleCallback(liqpayCallback({ order_id: checkout.order_id, amount: 650, status: 'success' }))).outcome).toBe('applied');
  return { ...made, orderId: checkout.order_id, user: sessionUser(made.patient.id, 'patient') };
}

export async function refundState(database: Database, appointmentId: number) {
  const [row] = await database.rows<{ payment_status: string }>(sql`select payment_status from appointments where id = ${appointmentId}`);
  const attempts = await database.rows<{ status: string; refund_error: string | null }>(
    sql`select status, refund_error from payments where appointment_id = ${appointmentId} order by id`,
  );
  const events = await database.rows<{ action: string }>(
    sql`select action from appointment_events where appointment_id = ${appointmentId} and action in ('refunded', 'refund_failed') order by id`,
  );
  return { payment_status: row.payment_status, attempts, events: events.map((event) => event.action) };
}
