import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, payments } from '../../db/schema/index.ts';
import { listMeta, type TListMeta } from '../../contracts/envelope.ts';
import type { Locale } from '../../contracts/locale.ts';
import { PAYMENT_HISTORY_PAGE_SIZE, type TPaymentAttemptStatus, type TPaymentHistoryItem } from '../../contracts/payments.ts';
import { clinicDateTime, selectAttempts } from './attempts.ts';

/** The patient's payment attempts (in one state, when asked), newest first, with the appointment each one was for. */
export async function paymentHistory(
  db: Db,
  userId: number,
  locale: Locale,
  { page, status }: { page: number; status?: TPaymentAttemptStatus },
): Promise<{ data: TPaymentHistoryItem[]; meta: TListMeta }> {
  const own = and(eq(appointments.patient_id, userId), status ? eq(payments.status, status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    selectAttempts(db)
      .where(own)
      .orderBy(desc(payments.created_at), desc(payments.id))
      .limit(PAYMENT_HISTORY_PAGE_SIZE)
      .offset((page - 1) * PAYMENT_HISTORY_PAGE_SIZE),
    db.select({ total: count() }).from(payments).innerJoin(appointments, eq(appointments.id, payments.appointment_id)).where(own),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      order_id: row.order_id,
      provider: row.provider,
      status: row.status,
      // A paid attempt whose money is on its way back reads so, not "paid" (docs/decisions/181).
      refund_pending: row.status === 'success' && (row.payment_status === 'refund_pending' || row.payment_status === 'refund_failed'),
      amount: row.amount,
      currency: row.currency,
      created_at: row.created_at.toISOString(),
      paid_at: row.paid_at?.toISOString() ?? null,
      appointment: {
        id: row.appointment_id,
        application_number: row.application_number,
        start: row.start_at.toISOString(),
        ...clinicDateTime(row.start_at),
        doctor: { id: row.doctor_id, slug: row.doctor_slug, name: locale === 'ru' ? row.doctor_ru : row.doctor_ua },
      },
    })),
    meta: listMeta(total, page, PAYMENT_HISTORY_PAGE_SIZE),
  };
}
