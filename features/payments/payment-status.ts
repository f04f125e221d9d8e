import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, type appointments } from '../../db/schema/index.ts';

/** What a verified callback did to the appointment; the notification hook receives it. */
export type PaymentOutcome = 'paid' | 'failed' | 'refunded';

export type AppointmentPaymentStatus = (typeof appointments.$inferSelect)['payment_status'];

/** The appointment statuses a visit can still be paid for; money for any other is owed back. */
export const PAYABLE_APPOINTMENT_STATUSES: ReadonlySet<string> = new Set(['booked', 'approved']);

/**
 * The appointment's payment status after one attempt changed (docs/decisions/150, 174).
 *
 * Money we hold beyond what the visit needs is `refund_due`: a success for a visit that was cancelled,
 * rejected or expired meanwhile, or a second success for a visit already paid. Staff see it in the
 * back office's appointments list and refund through the provider; the provider's `reversed` callback
 * then brings the status back to `paid` (one payment kept for a live visit) or `refunded`.
 * A failed attempt leaves `pending` while another attempt is still open, and never undoes a payment.
 */
export async function nextPaymentStatus(
  tx: Db,
  change: PaymentOutcome,
  appointment: { id: number; status: string; payment_status: AppointmentPaymentStatus },
  attemptId: number,
): Promise<AppointmentPaymentStatus> {
  const current = appointment.payment_status;
  if (change === 'failed') {
    if (current !== 'pending') return current;
    return (await countAttempts(tx, appointment.id, attemptId, 'pending')) > 0 ? current : 'not_paid';
  }
  // The other successful attempts, besides the one that just changed.
  const others = await countAttempts(tx, appointment.id, attemptId, 'success');
  const held = change === 'paid' ? others + 1 : others;
  const needed = PAYABLE_APPOINTMENT_STATUSES.has(appointment.status) ? 1 : 0;
  if (held > needed) return 'refund_due';
  if (held === 1) return 'paid';
  if (change === 'refunded' && current !== 'not_paid' && current !== 'pending' && current !== 'refunded') return 'refunded';
  return current;
}

async function countAttempts(tx: Db, appointmentId: number, exceptAttemptId: number, status: 'pending' | 'success'): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.appointment_id, appointmentId), eq(payments.status, status), ne(payments.id, exceptAttemptId)));
  return row.count;
}
