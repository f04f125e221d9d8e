import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, doctors, payments } from '../../db/schema/index.ts';
import type { TListMeta } from '../../contracts/envelope.ts';
import type { Locale } from '../../contracts/locale.ts';
import { PAYMENT_HISTORY_PAGE_SIZE, type TPaymentHistoryItem } from '../../contracts/payments.ts';
import { CLINIC_TIME_ZONE } from '../schedule/free-slots.ts';
import { zonedClock, zonedDate } from '../schedule/zoned-time.ts';

/** The patient's payment attempts, newest first, with the appointment each one was for. */
export async function paymentHistory(db: Db, userId: number, locale: Locale, page: number): Promise<{ data: TPaymentHistoryItem[]; meta: TListMeta }> {
  const own = eq(appointments.patient_id, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: payments.id,
        order_id: payments.order_id,
        provider: payments.provider,
        status: payments.status,
        amount: payments.amount,
        currency: payments.currency,
        created_at: payments.created_at,
        paid_at: payments.paid_at,
        appointment_id: appointments.id,
        application_number: appointments.application_number,
        start_at: appointments.start_at,
        doctor_id: doctors.id,
        doctor_slug: doctors.slug,
        doctor_ua: doctors.full_name_ua,
        doctor_ru: doctors.full_name_ru,
      })
      .from(payments)
      .innerJoin(appointments, eq(appointments.id, payments.appointment_id))
      .innerJoin(doctors, eq(doctors.id, appointments.doctor_id))
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
      amount: row.amount,
      currency: row.currency,
      created_at: row.created_at.toISOString(),
      paid_at: row.paid_at?.toISOString() ?? null,
      appointment: {
        id: row.appointment_id,
        application_number: row.application_number,
        start: row.start_at.toISOString(),
        date: zonedDate(row.start_at.getTime(), CLINIC_TIME_ZONE),
        time: zonedClock(row.start_at.getTime(), CLINIC_TIME_ZONE),
        doctor: { id: row.doctor_id, slug: row.doctor_slug, name: locale === 'ru' ? row.doctor_ru : row.doctor_ua },
      },
    })),
    meta: { current_page: page, per_page: PAYMENT_HISTORY_PAGE_SIZE, total, total_pages: Math.ceil(total / PAYMENT_HISTORY_PAGE_SIZE) },
  };
}
