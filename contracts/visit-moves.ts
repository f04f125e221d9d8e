import { z } from 'zod';

/**
 * Moving every visit of a clinic, or of one doctor there, out of a time range in one action (docs/decisions/309):
 * "today 12:00–15:00". The range is closed to new bookings, and each patient is offered the next free times of the
 * same doctor through the waitlist's offers; she takes the held time, picks another, or cancels with a full refund
 * whatever the cancellation window.
 */

/** A moved patient's offer holds its time this long (less when the time is close): she was not the one who asked. */
export const VISIT_MOVE_OFFER_MINUTES = 240;
/** Times offered to one moved visit by themselves; after these she picks on her page (no stream of messages). */
export const VISIT_MOVE_OFFER_LIMIT = 3;
/** How far ahead a move may reach: the booking horizon. */
export const VISIT_MOVE_HORIZON_DAYS = 28;
export const VISIT_MOVE_NOTE_MAX = 300;
/** Free times listed on her page to pick from. */
export const VISIT_MOVE_FREE_TIMES = 12;
/** The days searched for them. */
export const VISIT_MOVE_SEARCH_DAYS = 14;

const ZId = z.coerce.number({ error: 'validation.required' }).int().positive().max(2_147_483_647);
const ZDate = z.string({ error: 'validation.required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });
const ZClock = z.string({ error: 'validation.required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'timesheet.time.invalid' });

/** What a move covers: a clinic, or one doctor of it, on a day from one clinic time to another. */
const rangeFields = {
  institution_id: ZId,
  /** Left out: every doctor of the clinic. */
  doctor_id: ZId.optional(),
  day: ZDate,
  start_time: ZClock,
  end_time: ZClock,
};
const rangeInOrder = (value: { start_time: string; end_time: string }, context: z.RefinementCtx) => {
  if (value.end_time <= value.start_time) context.addIssue({ code: 'custom', path: ['end_time'], message: 'visit.move.range.order' });
};

/** The visits a move would catch, asked before moving them. */
export const ZVisitMoveRange = z.strictObject(rangeFields).superRefine(rangeInOrder);
export type TVisitMoveRange = z.output<typeof ZVisitMoveRange>;

/** POST: the range, and what the clinic tells its patients. */
export const ZVisitMoveCreate = z.strictObject({ ...rangeFields, note: z.string().trim().max(VISIT_MOVE_NOTE_MAX).optional() }).superRefine(rangeInOrder);
export type TVisitMoveCreate = z.output<typeof ZVisitMoveCreate>;

/** Her pick of another free time of the same doctor. */
export const ZVisitMovePick = z.strictObject({ start: z.iso.datetime({ offset: true, error: 'validation.date' }) });
export type TVisitMovePick = z.output<typeof ZVisitMovePick>;

/** Where a moved visit stands, read from the visit and its offers. */
export const VISIT_MOVE_STATES = ['waiting', 'offered', 'moved', 'cancelled', 'unanswered'] as const;
export type TVisitMoveState = (typeof VISIT_MOVE_STATES)[number];

/** The patient's page of a moved visit (before the language prefix), and the SMS's short link to it. */
export const visitMovePath = (appointmentId: number) => `/patients/visit-moves/${appointmentId}`;
export const visitMoveShortPath = (appointmentId: number, locale: 'ua' | 'ru') => `${locale === 'ru' ? '/ru' : ''}/m/${appointmentId}`;
