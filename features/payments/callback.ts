import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, payment_callbacks, payments } from '../../db/schema/index.ts';
import { recordEvent } from '../booking/appointment-rows.ts';
import { nextPaymentStatus, PAYABLE_APPOINTMENT_STATUSES, type PaymentOutcome } from './payment-status.ts';
import { requestRefunds } from './refunds.ts';
import { hryvnias, type PaymentProvider } from './providers.ts';
import { decodeData } from './signature.ts';

/** Stored with every callback (`payment_callbacks.outcome`). */
export type CallbackOutcome = 'applied' | 'duplicate' | 'bad_signature' | 'malformed' | 'unknown_order' | 'mismatch' | 'ignored';

export interface CallbackResult {
  outcome: CallbackOutcome;
  appointmentId?: number;
  change?: PaymentOutcome;
  /** The money was taken for a visit that no longer needs it: staff owe the patient a refund. */
  refundDue?: boolean;
}

export type PaymentChangeHook = (appointmentId: number, outcome: PaymentOutcome) => void | Promise<void>;

export interface CallbackContext {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
}

/**
 * LiqPay's final statuses (its "Callback" documentation); `sandbox` is a test payment that succeeded.
 * Anything else (`processing`, `wait_secure`, `3ds_verify`, …) is an intermediate step: kept, ignored.
 */
const STATUS_OUTCOMES: Record<string, PaymentOutcome> = { success: 'paid', sandbox: 'paid', failure: 'failed', error: 'failed', reversed: 'refunded' };

/** Per outcome: the attempt's new status, the states it may come from, the appointment's payment status, the event. */
const TRANSITIONS = {
  // Money taken is the truth even after an earlier failure report for the same order.
  paid: { attempt: 'success', from: ['pending', 'failure'], payment: 'paid', event: 'paid' },
  failed: { attempt: 'failure', from: ['pending'], payment: 'not_paid', event: 'payment_failed' },
  refunded: { attempt: 'reversed', from: ['success'], payment: 'refunded', event: 'refunded' },
} as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * LiqPay sends `amount` as a JSON number in hryvnias. Only that number, equal to the order's, counts: a
 * string, an array (`[650]` would pass `Number()`) or a sum off by a fraction of a kopeck is a mismatch.
 */
const sameAmount = (value: unknown, kopecks: number): boolean => typeof value === 'number' && value === hryvnias(kopecks);

/**
 * Handles one provider callback: stores it as it arrived, verifies its signature in constant time, checks
 * order, amount and currency against our attempt, and moves the attempt and the appointment once. The
 * state change is conditional on the attempt's current status and runs in one transaction with the
 * appointment row locked, so replays and concurrent duplicates change nothing.
 */
export async function handleCallback(context: CallbackContext, input: { data?: unknown; signature?: unknown }): Promise<CallbackResult> {
  const { db, provider, now } = context;
  const data = text(input.data);
  const signature = text(input.signature);
  const record = (outcome: CallbackOutcome, extra: { order_id?: string; payload?: Record<string, unknown> } = {}, executor: Db = db) =>
    executor
      .insert(payment_callbacks)
      .values({ provider: provider.name, raw_data: data ?? '', signature: signature ?? null, outcome, created_at: now(), ...extra });

  if (!data || !signature) {
    await record('malformed');
    return { outcome: 'malformed' };
  }
  if (!provider.verify(data, signature)) {
    // A forged payload is kept raw only: nothing in it is trusted, not even its order id.
    await record('bad_signature');
    return { outcome: 'bad_signature' };
  }
  const payload = decodeData(data);
  const orderId = text(payload?.order_id);
  if (!payload || !orderId) {
    await record('malformed', { payload: payload ?? undefined });
    return { outcome: 'malformed' };
  }

  const [attempt] = await db.select().from(payments).where(eq(payments.order_id, orderId));
  if (!attempt) {
    await record('unknown_order', { order_id: orderId, payload });
    return { outcome: 'unknown_order' };
  }
  if (!sameAmount(payload.amount, attempt.amount) || payload.currency !== attempt.currency || attempt.provider !== provider.name) {
    await record('mismatch', { order_id: orderId, payload });
    return { outcome: 'mismatch', appointmentId: attempt.appointment_id };
  }
  const change = STATUS_OUTCOMES[String(payload.status)];
  if (!change) {
    await record('ignored', { order_id: orderId, payload });
    return { outcome: 'ignored', appointmentId: attempt.appointment_id };
  }

  const transition = TRANSITIONS[change];
  const applied = await db.transaction(async (tx) => {
    const at = now();
    const [appointment] = await tx
      .select({ id: appointments.id, status: appointments.status, payment_status: appointments.payment_status })
      .from(appointments)
      .where(eq(appointments.id, attempt.appointment_id))
      .for('update');
    const moved = await tx
      .update(payments)
      .set({
        status: transition.attempt,
        updated_at: at,
        ...(change === 'paid' ? { paid_at: at, provider_payment_id: payload.payment_id == null ? null : String(payload.payment_id) } : {}),
      })
      .where(and(eq(payments.id, attempt.id), inArray(payments.status, [...transition.from])))
      .returning({ id: payments.id });
    if (moved.length === 0) {
      await record('duplicate', { order_id: orderId, payload }, tx);
      return null;
    }
    const from = appointment.payment_status;
    let to = await nextPaymentStatus(tx, change, appointment, attempt.id);
    if (to !== from) await tx.update(appointments).set({ payment_status: to, updated_at: at }).where(eq(appointments.id, attempt.appointment_id));
    // Money for a visit cancelled meanwhile goes back by itself, as a cancel's would (docs/decisions/181).
    if (change === 'paid' && !PAYABLE_APPOINTMENT_STATUSES.has(appointment.status) && (await requestRefunds(tx, attempt.appointment_id, at)))
      to = 'refund_pending';
    await recordEvent(tx, {
      appointmentId: attempt.appointment_id,
      action: transition.event,
      from: null,
      to: null,
      actor: 'system',
      userId: null,
      details: { order_id: orderId, provider: provider.name, amount: attempt.amount, appointment_status: appointment.status, payment_status: { from, to } },
    });
    await record('applied', { order_id: orderId, payload }, tx);
    return { refundDue: to === 'refund_due' || to === 'refund_pending' };
  });
  if (!applied) return { outcome: 'duplicate', appointmentId: attempt.appointment_id };
  return { outcome: 'applied', appointmentId: attempt.appointment_id, change, ...(applied.refundDue ? { refundDue: true } : {}) };
}
