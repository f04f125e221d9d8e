import { eq, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { TAppointment, TRejectRequest } from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logPartnerAction } from '../audit/partner-actions.ts';
import { requestRefunds } from '../payments/refunds.ts';
import { cancelReminders, notifyPatient, type NoticeReason } from './notices.ts';
import { lockAppointment, ms, recordEvent, type LockedAppointment } from './appointment-rows.ts';
import { slotsChanged, viewAppointment, type BookingContext } from './context.ts';
import { partnerEntity, partnerScope } from './partner-reads.ts';
import { queueWaitlistMatch } from './freed-time.ts';

export type Decision = 'approved' | 'rejected';

/** One answer to a visit, by the clinic's partner or by staff for the clinic. */
export interface AppointmentAnswer {
  decision: Decision;
  actor: 'partner' | 'staff';
  user: SessionUser;
  /** May this caller answer this visit at all? No: 404, as if it were not there. */
  mayAnswer: (row: LockedAppointment) => boolean;
  /** What the patient is told why (a rejection); one text, or one per language. */
  reason?: NoticeReason;
  /** Kept on the history line besides the reason the patient was told (a reason's code). */
  details?: Record<string, unknown>;
  /** More work in the same transaction once the visit changed (staff's line in the action log). */
  alsoInTransaction?: (tx: Db, row: LockedAppointment) => Promise<void>;
}

/**
 * The clinic's answer, whoever gives it: approve a booking, or reject it (also after approving). The same
 * checks (409 once it is not awaiting this answer or is over), history line, notice to the patient, and for a
 * rejection the reminders cancelled, a refund queued and the time freed.
 */
export async function answerAppointment(context: BookingContext, id: number, answer: AppointmentAnswer): Promise<void> {
  const { decision } = answer;
  let refund = false;
  let waitlist = 0;
  const doctorId = await context.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, id);
    if (!row || row.booked_at === null || !answer.mayAnswer(row)) throw new NotFoundError();
    const allowed = decision === 'approved' ? row.status === 'booked' : row.status === 'booked' || row.status === 'approved';
    if (!allowed) throw new ConflictError('booking.status.changed');
    if (ms(row.end_at) <= context.now().getTime()) throw new ConflictError('booking.already.past');
    await tx
      .update(appointments)
      .set({ status: decision, decided_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(appointments.id, id));
    const told = typeof answer.reason === 'string' ? answer.reason : answer.reason?.[row.locale];
    const details = { ...(told ? { reason: told } : {}), ...answer.details };
    await recordEvent(tx, { appointmentId: id, action: decision, from: row.status, to: decision, actor: answer.actor, userId: answer.user.id, details });
    if (decision === 'rejected') {
      await cancelReminders(tx, id);
      refund = await requestRefunds(tx, id, context.now());
      waitlist = await queueWaitlistMatch(tx, [row.doctor_id]);
    }
    await notifyPatient(tx, context, id, decision, answer.reason ? { reason: answer.reason } : {});
    await answer.alsoInTransaction?.(tx, row);
    return row.doctor_id;
  });
  if (decision === 'rejected') slotsChanged(context, doctorId);
  if (refund || waitlist) context.jobsQueued?.();
}

/** The partner's answer for their own legal entity's clinics, with an optional reason in their own words. */
export async function decide(
  context: BookingContext,
  user: SessionUser,
  id: number,
  decision: Decision,
  input: TRejectRequest,
  locale: Locale,
): Promise<TAppointment> {
  const entityId = await partnerEntity(context, user);
  const reason = decision === 'rejected' && input.reason ? input.reason : undefined;
  await answerAppointment(context, id, {
    decision,
    actor: 'partner',
    user,
    mayAnswer: (row) => row.legal_entity_id === entityId,
    reason,
    // The partner's answer in the action log: who, which visit, which answer; never the reason's words (docs/decisions/270).
    alsoInTransaction: (tx) => logPartnerAction(tx, user, { action: decision === 'approved' ? 'approve' : 'reject', resource: 'appointments', recordId: id }),
  });
  return viewAppointment(context, id, locale, partnerScope(entityId));
}
