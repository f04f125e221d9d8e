import { eq } from 'drizzle-orm';
import type { TStaffRejectRequest } from '../../contracts/appointment-decisions.ts';
import type { TAppointment, TAppointmentEvent } from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import { appointments } from '../../db/schema/index.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { NotFoundError } from '../errors.ts';
import { renderMessage } from '../messaging/templates.ts';
import type { LockedAppointment } from './appointment-rows.ts';
import { viewAppointment, type BookingContext } from './context.ts';
import { answerAppointment, type Decision } from './decide.ts';
import type { NoticeReason } from './notices.ts';
import { loadEvents } from './views.ts';

/**
 * Staff answering a visit for its clinic (docs/decisions/207): the partner's use case (`answerAppointment`),
 * so the checks, the history line and the patient's notice are the same; staff are the actor, and the
 * action log gets its line in the same transaction. Staff may answer any clinic's booked visits.
 */

const RESOURCE = 'appointments';
const anyBookedVisit = () => true;
/** Staff read any visit: no scope. */
const staffView = undefined;

/** The reason from the list, in each language, followed by the note; `other` is the note alone. */
function toldReason({ reason_code: code, reason: note }: TStaffRejectRequest): NoticeReason | undefined {
  if (code === 'other') return note;
  const text = (locale: Locale) => [renderMessage(locale, `messages.appointment.reject_reason.${code}`, {}), note].filter(Boolean).join(' ');
  return { ua: text('ua'), ru: text('ru') };
}

function logDecision(user: SessionUser, id: number, decision: Decision, extra: Record<string, unknown> = {}) {
  return (tx: Parameters<typeof logStaffAction>[0], row: LockedAppointment) =>
    logStaffAction(tx, user, {
      action: decision === 'approved' ? 'approve' : 'reject',
      resource: RESOURCE,
      recordId: id,
      changes: { status: { before: row.status, after: decision }, ...extra },
    });
}

export async function staffApprove(context: BookingContext, user: SessionUser, id: number, locale: Locale): Promise<TAppointment> {
  await answerAppointment(context, id, {
    decision: 'approved',
    actor: 'staff',
    user,
    mayAnswer: anyBookedVisit,
    alsoInTransaction: logDecision(user, id, 'approved'),
  });
  return viewAppointment(context, id, locale, staffView);
}

export async function staffReject(context: BookingContext, user: SessionUser, id: number, input: TStaffRejectRequest, locale: Locale): Promise<TAppointment> {
  const details = { reason_code: input.reason_code, ...(input.reason ? { reason_note: input.reason } : {}) };
  await answerAppointment(context, id, {
    decision: 'rejected',
    actor: 'staff',
    user,
    mayAnswer: anyBookedVisit,
    reason: toldReason(input),
    details,
    alsoInTransaction: logDecision(user, id, 'rejected', { reason: { before: null, after: details } }),
  });
  return viewAppointment(context, id, locale, staffView);
}

/** Every change of a visit, oldest first; reading it is a staff read of patient data, so it is logged. */
export async function staffHistory(context: BookingContext, user: SessionUser, id: number): Promise<TAppointmentEvent[]> {
  const [found] = await context.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, id));
  if (!found) throw new NotFoundError();
  await logStaffAction(context.db, user, { action: 'read', resource: RESOURCE, recordId: id, changes: { read: ['history'] } });
  return loadEvents(context.db, id);
}
