import { sql } from 'drizzle-orm';
import { ZRejectRequest, type TAppointment } from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { requestRefunds } from '../payments/refunds.ts';
import { cancelReminders, notifyPatient } from './notices.ts';
import { lockAppointment, ms, recordEvent } from './appointment-rows.ts';
import { slotsChanged, viewAppointment, type BookingContext } from './context.ts';
import { partnerEntity, partnerScope } from './partner-reads.ts';

/** The clinic's answer: approve a booking, or reject it (also after approving, with a reason for the patient). */
export async function decide(
  context: BookingContext,
  user: SessionUser,
  id: number,
  decision: 'approved' | 'rejected',
  body: unknown,
  locale: Locale,
): Promise<TAppointment> {
  const input = decision === 'rejected' ? ZRejectRequest.parse(body ?? {}, { reportInput: true }) : {};
  const entityId = await partnerEntity(context, user);
  let refund = false;
  const doctorId = await context.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, id);
    if (!row || row.legal_entity_id !== entityId || row.booked_at === null) throw new NotFoundError();
    const allowed = decision === 'approved' ? row.status === 'booked' : row.status === 'booked' || row.status === 'approved';
    if (!allowed) throw new ConflictError('booking.status.changed');
    if (ms(row.end_at) <= context.now().getTime()) throw new ConflictError('booking.already.past');
    await tx.execute(sql`update appointments set status = ${decision}, decided_at = now(), updated_at = now() where id = ${id}`);
    const reason = 'reason' in input ? input.reason : undefined;
    await recordEvent(tx, { appointmentId: id, action: decision, from: row.status, to: decision, actor: 'partner', userId: user.id, details: reason ? { reason } : {} });
    if (decision === 'rejected') {
      await cancelReminders(tx, id);
      refund = await requestRefunds(tx, id, context.now());
    }
    await notifyPatient(tx, context, id, decision, reason ? { reason } : {});
    return row.doctor_id;
  });
  if (decision === 'rejected') slotsChanged(context, doctorId);
  if (refund) context.refundQueued?.();
  return viewAppointment(context, id, locale, partnerScope(entityId));
}
