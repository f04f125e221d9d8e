import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, doctors, payments } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import { PAYMENT_CALLBACK_PATH, paymentReturnEndpoint, type TCheckout } from '../../contracts/payments.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { recordEvent } from '../booking/appointment-rows.ts';
import { clinicDateTime } from './attempts.ts';
import { PAYABLE_APPOINTMENT_STATUSES } from './payment-status.ts';
import type { PaymentProvider } from './providers.ts';
import { dottedDate, paymentDescription } from './texts.ts';

/** A pending attempt younger than this is offered again instead of a new one (docs/decisions/150). */
const PENDING_REUSE_MINUTES = 60;
const PAYABLE_PAYMENT_STATUSES = new Set(['not_paid', 'pending']);

export interface CheckoutContext {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
}

export interface StartCheckoutRequest {
  appointmentId: number;
  /** The signed-in patient; only the appointment's own patient may pay. */
  userId: number;
  /** The patient's language: the description, the provider's page and the page they come back to. */
  locale: Locale;
  /** The site's public address (`https://vizyt.ua`), for the provider's return and callback URLs. */
  origin: string;
}

/** Unique, unguessable, and still readable in the provider's cabinet: `vz12-9f3a…`. */
const newOrderId = (appointmentId: number): string => `vz${appointmentId}-${randomBytes(10).toString('hex')}`;

/**
 * Starts paying for an appointment: the patient's own, booked or approved, with a cost, not paid yet.
 * A recent pending attempt with the same provider and amount is reused, so the provider sees one order
 * per appointment and cannot charge it twice; otherwise a new attempt is recorded (`payment_started`).
 */
export async function startCheckout(context: CheckoutContext, request: StartCheckoutRequest): Promise<TCheckout> {
  const { db, provider, now } = context;
  const { order, amount, description } = await db.transaction(async (tx) => {
    const [appointment] = await tx
      .select({
        id: appointments.id,
        patient_id: appointments.patient_id,
        status: appointments.status,
        payment_status: appointments.payment_status,
        cost: appointments.cost,
        start_at: appointments.start_at,
        application_number: appointments.application_number,
        doctor_ua: doctors.full_name_ua,
        doctor_ru: doctors.full_name_ru,
      })
      .from(appointments)
      .innerJoin(doctors, eq(doctors.id, appointments.doctor_id))
      .where(eq(appointments.id, request.appointmentId))
      .for('update', { of: appointments });
    // Somebody else's appointment is "not found": its existence is nobody else's business.
    if (!appointment || appointment.patient_id !== request.userId) throw new NotFoundError();
    if (appointment.payment_status === 'paid') throw new ConflictError('payment.already.paid');
    if (!PAYABLE_APPOINTMENT_STATUSES.has(appointment.status) || appointment.cost <= 0 || !PAYABLE_PAYMENT_STATUSES.has(appointment.payment_status)) {
      throw new ConflictError('payment.not.payable');
    }
    const started = now();
    const clinic = clinicDateTime(appointment.start_at);
    const description = paymentDescription(request.locale, {
      doctor: request.locale === 'ru' ? appointment.doctor_ru : appointment.doctor_ua,
      date: dottedDate(clinic.date),
      time: clinic.time,
      number: appointment.application_number,
    });

    const [reusable] = await tx
      .select({ order_id: payments.order_id })
      .from(payments)
      .where(
        and(
          eq(payments.appointment_id, appointment.id),
          eq(payments.status, 'pending'),
          eq(payments.provider, provider.name),
          eq(payments.amount, appointment.cost),
          gt(payments.created_at, new Date(started.getTime() - PENDING_REUSE_MINUTES * 60_000)),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    if (reusable) return { order: reusable.order_id, amount: appointment.cost, description };

    const orderId = newOrderId(appointment.id);
    await tx.insert(payments).values({
      appointment_id: appointment.id,
      provider: provider.name,
      order_id: orderId,
      amount: appointment.cost,
      currency: 'UAH',
      created_at: started,
      updated_at: started,
    });
    await tx.update(appointments).set({ payment_status: 'pending' }).where(eq(appointments.id, appointment.id));
    await recordEvent(tx, {
      appointmentId: appointment.id,
      action: 'payment_started',
      from: null,
      to: null,
      actor: 'patient',
      userId: request.userId,
      details: { order_id: orderId, provider: provider.name, amount: appointment.cost, payment_status: { from: appointment.payment_status, to: 'pending' } },
    });
    return { order: orderId, amount: appointment.cost, description };
  });

  return provider.checkout({
    orderId: order,
    amount,
    currency: 'UAH',
    description,
    locale: request.locale,
    resultUrl: `${request.origin}${paymentReturnEndpoint(order, request.locale)}`,
    serverUrl: `${request.origin}${PAYMENT_CALLBACK_PATH}`,
  });
}
