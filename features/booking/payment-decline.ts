import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, payment_callbacks, payments } from '../../db/schema/index.ts';
import { NotFoundError } from '../errors.ts';

/**
 * The provider's code for the last declined payment of one of the patient's appointments (LiqPay's
 * `err_code`, the sandbox's `sandbox_declined`), so the page she comes back to can say why in her language.
 * Only a code, never the provider's message text; null when the last attempt was not declined.
 */
export async function lastPaymentDecline(db: Db, patientId: number, appointmentId: number): Promise<string | null> {
  const [own] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.patient_id, patientId)));
  if (!own) throw new NotFoundError();
  const [row] = await db
    .select({ code: sql<string | null>`${payment_callbacks.payload}->>'err_code'` })
    .from(payments)
    .innerJoin(appointments, and(eq(appointments.id, payments.appointment_id), eq(appointments.patient_id, patientId)))
    .innerJoin(payment_callbacks, and(eq(payment_callbacks.order_id, payments.order_id), eq(payment_callbacks.outcome, 'applied')))
    .where(
      and(
        eq(payments.appointment_id, appointmentId),
        eq(payments.status, 'failure'),
        eq(payments.id, sql`(select max(${payments.id}) from ${payments} where ${payments.appointment_id} = ${appointmentId})`),
      ),
    )
    .orderBy(desc(payment_callbacks.id))
    .limit(1);
  const code = row?.code ?? null;
  // A code is a short identifier; anything else is not shown.
  return code && /^[\w-]{1,40}$/.test(code) ? code : null;
}
