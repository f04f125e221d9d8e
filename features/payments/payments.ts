import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import { paymentReturnPath, type TPaymentAttemptStatus, type TPaymentReturnResult, type TSandboxCompletion } from '../../contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { handleCallback, type CallbackResult, type PaymentChangeHook } from './callback.ts';
import { startCheckout, type StartCheckoutRequest } from './checkout.ts';
import { paymentHistory } from './history.ts';
import { createPaymentProvider, type ProviderTransport } from './providers.ts';
import { REFUND_JOB, refundHandler, retryRefunds } from './refunds.ts';
import { sandboxCallback, sandboxCheckout } from './sandbox.ts';
import type { PaymentSettings } from './settings.ts';

export interface PaymentsServiceOptions {
  /** LiqPay keys and the sandbox secret; none: the sandbox with a per-process secret. */
  settings?: PaymentSettings;
  /** Called once per real change (paid, failed, refunded), after it is committed. */
  onPaymentChange?: PaymentChangeHook;
  /** Where a failing hook is reported: it must not fail the callback, or the provider would retry a done change. */
  onHookError?: (error: unknown) => void;
  now?: () => Date;
  /** How LiqPay's API is reached; tests give a local fake (the default is fetch). */
  transport?: ProviderTransport;
  /** Tells the patient their money went back, in the refund's own transaction. */
  notifyRefunded?: (tx: Db, appointmentId: number) => Promise<void>;
  /** The job queue's attempt limit, when a test runs it with another. */
  refundMaxAttempts?: number;
}

const RETURN_RESULTS: Record<string, TPaymentReturnResult> = { success: 'paid', failure: 'failed', reversed: 'failed', pending: 'pending' };

/** Online payment for appointments (docs/decisions/150): checkout, provider callbacks, history, sandbox. */
export function createPaymentsService(database: Database, options: PaymentsServiceOptions = {}) {
  const { db } = database;
  const provider = createPaymentProvider(options.settings ?? {}, options.transport);
  const context = { db, provider, now: options.now ?? (() => new Date()) };
  const refundJob = refundHandler({
    provider,
    now: context.now,
    maxAttempts: options.refundMaxAttempts,
    notifyRefunded: options.notifyRefunded ?? (async () => {}),
  });
  const reportHookError = options.onHookError ?? ((error: unknown) => console.error('payment hook failed', error instanceof Error ? error.name : 'error'));

  async function callback(input: { data?: unknown; signature?: unknown }): Promise<CallbackResult> {
    const result = await handleCallback(context, input);
    // A payment for a visit that no longer needs it is not news of a paid visit: staff refund it, and the
    // patient hears of the refund (docs/decisions/174).
    const paidButOwed = result.change === 'paid' && result.refundDue;
    if (result.change && result.appointmentId && options.onPaymentChange && !paidButOwed) {
      try {
        await options.onPaymentChange(result.appointmentId, result.change);
      } catch (error) {
        reportHookError(error);
      }
    }
    return result;
  }

  /** Where the browser goes after the provider's page: the appointment, with the attempt's result so far. */
  async function returnResult(orderId: string): Promise<TSandboxCompletion> {
    const [attempt] = await db
      .select({ appointment_id: payments.appointment_id, status: payments.status })
      .from(payments)
      .where(eq(payments.order_id, orderId));
    if (!attempt) throw new NotFoundError();
    const result = RETURN_RESULTS[attempt.status];
    return { appointment_id: attempt.appointment_id, result, return_path: paymentReturnPath(attempt.appointment_id, result) };
  }

  return {
    /** `sandbox` or `liqpay`: which one takes payments in this process. */
    provider: provider.name,
    startCheckout: (request: StartCheckoutRequest) => startCheckout(context, request),
    handleCallback: callback,
    history: (userId: number, locale: Locale, query: { page: number; status?: TPaymentAttemptStatus } = { page: 1 }) =>
      paymentHistory(db, userId, locale, query),
    returnResult,
    sandboxCheckout: (orderId: string, locale: Locale) => sandboxCheckout(db, provider, orderId, locale),
    /** The job queue's handler of `REFUND_JOB` (features/payments/refunds.ts). */
    jobs: { [REFUND_JOB]: refundJob },
    /** Staff start a failed refund again; `409 payment.refund.not.failed` when there is none to retry. */
    async retryRefund(appointmentId: number): Promise<void> {
      const retried = await db.transaction((tx) => retryRefunds(tx, appointmentId, context.now()));
      if (!retried) throw new ConflictError('payment.refund.not.failed');
    },
    /** The tester pressed "Pay" or "Fail": the signed callback goes through the same handler as LiqPay's. */
    async completeSandbox(orderId: string, result: 'success' | 'failure'): Promise<TSandboxCompletion> {
      await callback(await sandboxCallback(db, provider, orderId, result));
      return returnResult(orderId);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
