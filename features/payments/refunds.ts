import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, payments } from '../../db/schema/index.ts';
import { recordEvent } from '../booking/appointment-rows.ts';
import { JOB_DEFAULTS, scheduleJobs, type JobHandler } from '../jobs/queue.ts';
import type { PaymentProvider } from './providers.ts';

/**
 * Money back for a cancelled paid visit (docs/decisions/181). The cancel's own transaction records a refund
 * job per successful attempt (dedupe key `refund:{paymentId}`, so 20 cancels or a replay make one job) and
 * sets the visit `refund_pending`; the job worker asks the provider with retries and records the answer.
 */
export const REFUND_JOB = 'payment.refund';
const refundKey = (paymentId: number) => `refund:${paymentId}`;

/** The provider's refusal, named by its code so that the job queue's `last_error` keeps the code and nothing else. */
export class RefundFailure extends Error {
  constructor(code: string) {
    super('refund failed');
    this.name = `refund_${code}`;
  }
}

/**
 * Called inside the transaction that cancels or rejects the visit, with its row locked. Returns true when
 * money is going back. A checkout still open is not refunded here: its success, if it comes, finds the visit
 * cancelled and is refunded then (the callback calls this too).
 */
export async function requestRefunds(tx: Db, appointmentId: number, at: Date): Promise<boolean> {
  const paid = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.appointment_id, appointmentId), eq(payments.status, 'success')));
  if (paid.length === 0) return false;
  await tx.update(appointments).set({ payment_status: 'refund_pending', updated_at: at }).where(eq(appointments.id, appointmentId));
  await scheduleJobs(
    tx,
    paid.map((attempt) => ({ kind: REFUND_JOB, runAt: at, dedupeKey: refundKey(attempt.id), payload: { paymentId: attempt.id } })),
  );
  return true;
}

/**
 * Staff's retry of a refund that failed: the same jobs start again (their keys stay, so still one refund
 * per payment). False when the visit has no failed refund.
 */
export async function retryRefunds(tx: Db, appointmentId: number, at: Date): Promise<boolean> {
  const [row] = await tx.select({ payment_status: appointments.payment_status }).from(appointments).where(eq(appointments.id, appointmentId)).for('update');
  if (row?.payment_status !== 'refund_failed') return false;
  const paid = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.appointment_id, appointmentId), eq(payments.status, 'success')));
  await tx.update(appointments).set({ payment_status: 'refund_pending', updated_at: at }).where(eq(appointments.id, appointmentId));
  for (const attempt of paid) {
    await tx.execute(sql`
      update jobs set status = 'pending', attempts = 0, run_at = ${at.toISOString()}::timestamptz, last_error = null, finished_at = null, updated_at = now()
      where dedupe_key = ${refundKey(attempt.id)} and status <> 'pending'`);
    await scheduleJobs(tx, [{ kind: REFUND_JOB, runAt: at, dedupeKey: refundKey(attempt.id), payload: { paymentId: attempt.id } }]);
  }
  return true;
}

export interface RefundJobOptions {
  provider: PaymentProvider;
  now: () => Date;
  /** The queue's limit: the last try records the failure for staff instead of throwing. */
  maxAttempts?: number;
  /** Tells the patient, inside the same transaction (a notification and its e-mail in the outbox). */
  notifyRefunded: (tx: Db, appointmentId: number) => Promise<void>;
}

/**
 * The worker's side. The appointment row is locked before the payment is read, in the callback's order, so a
 * provider's `reversed` callback for the same order waits and then finds it done (a duplicate), and a
 * payment already `reversed` (by that callback, or an earlier run) is never sent to the provider again.
 */
export function refundHandler(options: RefundJobOptions): JobHandler {
  const maxAttempts = options.maxAttempts ?? JOB_DEFAULTS.maxAttempts;
  return async (tx, payload, job) => {
    const paymentId = Number(payload.paymentId);
    const [attempt] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!attempt) return;
    const [appointment] = await tx
      .select({ id: appointments.id, status: appointments.status, payment_status: appointments.payment_status })
      .from(appointments)
      .where(eq(appointments.id, attempt.appointment_id))
      .for('update');
    const [current] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
    if (current.status !== 'success') return;

    const result = await options.provider.refund({ orderId: attempt.order_id, amount: attempt.amount });
    const at = options.now();
    if (!result.ok) {
      if (result.retryable && job.attempts + 1 < maxAttempts) throw new RefundFailure(result.code);
      // Given up: staff see the status and the code, and retry once its cause is fixed.
      await tx.update(payments).set({ refund_error: result.code, updated_at: at }).where(eq(payments.id, paymentId));
      await tx.update(appointments).set({ payment_status: 'refund_failed', updated_at: at }).where(eq(appointments.id, appointment.id));
      await recordEvent(tx, {
        appointmentId: appointment.id,
        action: 'refund_failed',
        from: null,
        to: null,
        actor: 'system',
        userId: null,
        details: { order_id: attempt.order_id, provider: attempt.provider, amount: attempt.amount, code: result.code },
      });
      return;
    }

    await tx
      .update(payments)
      .set({ status: 'reversed', refund_error: null, updated_at: at })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'success')));
    const [others] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(eq(payments.appointment_id, appointment.id), eq(payments.status, 'success'), ne(payments.id, paymentId)));
    const to = others.count > 0 ? appointment.payment_status : 'refunded';
    if (to !== appointment.payment_status) await tx.update(appointments).set({ payment_status: to, updated_at: at }).where(eq(appointments.id, appointment.id));
    await recordEvent(tx, {
      appointmentId: appointment.id,
      action: 'refunded',
      from: null,
      to: null,
      actor: 'system',
      userId: null,
      details: {
        order_id: attempt.order_id,
        provider: attempt.provider,
        amount: attempt.amount,
        appointment_status: appointment.status,
        payment_status: { from: appointment.payment_status, to },
      },
    });
    if (to === 'refunded') await options.notifyRefunded(tx, appointment.id);
  };
}
