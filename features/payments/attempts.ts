import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, doctors, payments } from '../../db/schema/index.ts';
import { CLINIC_TIME_ZONE, zonedClock, zonedDate } from '../../contracts/zoned-time.ts';

/** Payment attempts with the appointment and doctor each one is for; the caller adds `where`, order and paging. */
export function selectAttempts(db: Db) {
  return db
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
      payment_status: appointments.payment_status,
      start_at: appointments.start_at,
      doctor_id: doctors.id,
      doctor_slug: doctors.slug,
      doctor_ua: doctors.full_name_ua,
      doctor_ru: doctors.full_name_ru,
    })
    .from(payments)
    .innerJoin(appointments, eq(appointments.id, payments.appointment_id))
    .innerJoin(doctors, eq(doctors.id, appointments.doctor_id));
}

/** An appointment's start as the clinic reads it: `YYYY-MM-DD` and `HH:MM` in its zone. */
export function clinicDateTime(startAt: Date): { date: string; time: string } {
  return { date: zonedDate(startAt.getTime(), CLINIC_TIME_ZONE), time: zonedClock(startAt.getTime(), CLINIC_TIME_ZONE) };
}
