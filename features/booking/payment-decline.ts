import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows as rows } from '../../db/sql.ts';
import { NotFoundError } from '../errors.ts';

/**
 * The provider's code for the last declined payment of one of the patient's appointments (LiqPay's
 * `err_code`, the sandbox's `sandbox_declined`), so the page she comes back to can say why in her language.
 * Only a code, never the provider's message text; null when the last attempt was not declined.
 */
export async function lastPaymentDecline(db: Db, patientId: number, appointmentId: number): Promise<string | null> {
  const [own] = await rows<{ id: number }>(db, sql`select id from appointments where id = ${appointmentId} and patient_id = ${patientId}`);
  if (!own) throw new NotFoundError();
  const [row] = await rows<{ code: string | null }>(
    db,
    sql`select c.payload->>'err_code' as code
        from payments p
        join appointments a on a.id = p.appointment_id and a.patient_id = ${patientId}
        join payment_callbacks c on c.order_id = p.order_id and c.outcome = 'applied'
        where p.appointment_id = ${appointmentId} and p.status = 'failure'
          and p.id = (select max(id) from payments where appointment_id = ${appointmentId})
        order by c.id desc limit 1`,
  );
  const code = row?.code ?? null;
  // A code is a short identifier; anything else is not shown.
  return code && /^[\w-]{1,40}$/.test(code) ? code : null;
}
