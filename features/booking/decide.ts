import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ZRejectRequest, type TAppointment } from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { requestRefunds } from '../payments/refunds.ts';
import { cancelReminders, type NoticeKind } from './notices.ts';
import { lockAppointment, ms, recordEvent } from './appointment-rows.ts';

/** What the clinic's answer borrows from the booking service it runs in. */
export interface DecideContext {
  db: Db;
  now: () => Date;
  partnerEntity: (user: SessionUser) => Promise<number>;
  partnerScope: (entityId: number) => SQL;
  notify: (tx: Db, appointmentId: number, kind: NoticeKind, extra?: Record<string, string>) => Promise<void>;
  slotsChanged: (doctorId: number) => void;
  refundQueued: () => void;
  view: (id: number, locale: Locale, scope: SQL) => Promise<TAppointment>;
}

/** The clinic's answer: approve a booking, or reject it (also after approving, with a reason for the patient). */
export async function decide(
  { db, now, partnerEntity, partnerScope, notify, slotsChanged, refundQueued, view }: DecideContext,
  user: SessionUser,
  id: number,
  decision: 'approved' | 'rejected',
  body: unknown,
  locale: Locale,
): Promise<TAppointment> {
  const input = decision === 'rejected' ? ZRejectRequest.parse(body ?? {}, { reportInput: true }) : {};
  const entityId = await partnerEntity(user);
  let refund = false;
  const doctorId = await db.transaction(async (tx) => {
    const row = await lockAppointment(tx, id);
    if (!row || row.legal_entity_id !== entityId || row.booked_at === null) throw new NotFoundError();
    const allowed = decision === 'approved' ? row.status === 'booked' : row.status === 'booked' || row.status === 'approved';
    if (!allowed) throw new ConflictError('booking.status.changed');
    if (ms(row.end_at) <= now().getTime()) throw new ConflictError('booking.already.past');
    await tx.execute(sql`update appointments set status = ${decision}, decided_at = now(), updated_at = now() where id = ${id}`);
    const reason = 'reason' in input ? input.reason : undefined;
    await recordEvent(tx, { appointmentId: id, action: decision, from: row.status, to: decision, actor: 'partner', userId: user.id, details: reason ? { reason } : {} });
    if (decision === 'rejected') {
      await cancelReminders(tx, id);
      refund = await requestRefunds(tx, id, now());
    }
    await notify(tx, id, decision, reason ? { reason } : {});
    return row.doctor_id;
  });
  if (decision === 'rejected') slotsChanged(doctorId);
  if (refund) refundQueued();
  return view(id, locale, partnerScope(entityId));
}
