import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { SANDBOX_RESULTS, TSandboxCheckout } from '../../contracts/payments.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { clinicDateTime, selectAttempts } from './attempts.ts';
import { hryvnias, isSandbox, type PaymentProvider, type SandboxProvider } from './providers.ts';
import { dottedDate, paymentDescription } from './texts.ts';

/** The sandbox's pages and buttons exist only while the sandbox is the provider: 404 under LiqPay. */
function requireSandbox(provider: PaymentProvider): SandboxProvider {
  if (!isSandbox(provider)) throw new NotFoundError();
  return provider;
}

async function sandboxAttempt(db: Db, orderId: string) {
  const [row] = await selectAttempts(db).where(eq(payments.order_id, orderId));
  if (!row || row.provider !== 'sandbox') throw new NotFoundError();
  return row;
}

/** What the sandbox checkout page shows: amount, doctor, time, and whether the attempt is still open. */
export async function sandboxCheckout(db: Db, provider: PaymentProvider, orderId: string, locale: Locale): Promise<TSandboxCheckout> {
  requireSandbox(provider);
  const row = await sandboxAttempt(db, orderId);
  const doctor = locale === 'ru' ? row.doctor_ru : row.doctor_ua;
  const { date, time } = clinicDateTime(row.start_at);
  return {
    order_id: row.order_id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    description: paymentDescription(locale, { doctor, date: dottedDate(date), time, number: row.application_number }),
    appointment_id: row.appointment_id,
    doctor,
    date,
    time,
  };
}

/**
 * The provider's side of a sandbox payment: the callback LiqPay's server would send for the tester's
 * choice (`sandbox` is LiqPay's own status of a successful test payment), signed with the sandbox secret.
 */
export async function sandboxCallback(db: Db, provider: PaymentProvider, orderId: string, result: (typeof SANDBOX_RESULTS)[number]) {
  const sandbox = requireSandbox(provider);
  const row = await sandboxAttempt(db, orderId);
  if (row.status !== 'pending') throw new ConflictError('payment.not.pending');
  return sandbox.signCallback({
    version: 3,
    public_key: 'sandbox',
    action: 'pay',
    payment_id: randomInt(1, 2 ** 31 - 1),
    status: result === 'success' ? 'sandbox' : 'failure',
    ...(result === 'failure' ? { err_code: 'sandbox_declined', err_description: 'Declined by the tester' } : {}),
    amount: hryvnias(row.amount),
    currency: row.currency,
    order_id: row.order_id,
    create_date: Date.now(),
  });
}
