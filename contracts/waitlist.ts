import { z } from 'zod';
import { ZBookingPatient, ZReferralNumber } from './booking.ts';
import { DAY_PART_VALUES, WAITLIST_MODE_VALUES, WAITLIST_SCOPE_VALUES, type ZWaitlistOffer, type ZWaitlistRequest } from './routes/waitlist-answers.ts';

/**
 * The waitlist (docs/decisions/303): a signed-in patient asks to be offered an earlier time; whenever a time frees,
 * the first waiting request it suits gets it held for her alone for a while, and she takes it in one tap.
 * Every path is under `/api/v1/patients/waitlist`.
 */

// The values an answer names live with the answer (routes/waitlist-answers.ts); here for the requests and importers.
export {
  DAY_PART_VALUES,
  WAITLIST_MODE_VALUES,
  WAITLIST_OFFER_STATUS_VALUES,
  WAITLIST_SCOPE_VALUES,
  WAITLIST_STATUS_VALUES,
} from './routes/waitlist-answers.ts';
export type TDayPart = (typeof DAY_PART_VALUES)[number];
export type TWaitlistScope = (typeof WAITLIST_SCOPE_VALUES)[number];

/** Where each part of the day begins and ends, in the clinic's hours (`HH:MM`, end excluded). */
export const DAY_PART_HOURS: Readonly<Record<TDayPart, readonly [number, number]>> = {
  morning: [0, 12],
  afternoon: [12, 17],
  evening: [17, 24],
};

/** Which part of the day a clock time (`HH:MM`) falls in. */
export function dayPartOf(clock: string): TDayPart {
  const hour = Number(clock.slice(0, 2));
  return hour < DAY_PART_HOURS.morning[1] ? 'morning' : hour < DAY_PART_HOURS.afternoon[1] ? 'afternoon' : 'evening';
}

/** How long an offer holds its time by default (`WAITLIST_OFFER_MINUTES`). */
export const DEFAULT_OFFER_MINUTES = 15;
/** No time is offered closer than this to its start: the patient must still be able to get there. */
export const OFFER_CUTOFF_MINUTES = 60;
/** An offer gets at most a quarter of what is left before the cut-off, and never less than this (else none is made). */
export const MIN_OFFER_MINUTES = 5;
/** How far ahead a request may reach: the booking horizon's length, counted from today. */
export const WAITLIST_HORIZON_DAYS = 28;
/** Waiting requests one patient may keep at once. */
export const MAX_WAITING_REQUESTS = 10;

const ZId = z.coerce.number({ error: 'validation.required' }).int().positive().max(2_147_483_647);
const ZDate = z.string({ error: 'validation.required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });

/** When and how: the part of a request she may change later. */
const whenFields = {
  scope: z.enum(WAITLIST_SCOPE_VALUES).default('doctor'),
  date_from: ZDate,
  date_to: ZDate,
  weekdays: z
    .array(z.number().int().min(1).max(7), { error: 'validation.required' })
    .min(1, { error: 'waitlist.weekdays.required' })
    .max(7)
    .transform((days) => [...new Set(days)].sort()),
  day_parts: z
    .array(z.enum(DAY_PART_VALUES), { error: 'validation.required' })
    .min(1, { error: 'waitlist.day.parts.required' })
    .max(3)
    .transform((parts) => DAY_PART_VALUES.filter((part) => parts.includes(part))),
};

const rangeInOrder = (value: { date_from: string; date_to: string }, context: z.RefinementCtx) => {
  if (value.date_to < value.date_from) context.addIssue({ code: 'custom', path: ['date_to'], message: 'waitlist.range.order' });
};

/**
 * POST /patients/waitlist. `mode: 'move'` names her booked visit (`appointment_id`) of the same doctor: an accepted
 * offer moves it. `extra` books one more visit, for herself or a family member (`family_member_id`), with
 * `patient` as on the booking form, and for a service free under the state programme the referral's number
 * (`referral_number`, required then, as on the booking form); a move keeps the visit's own.
 */
export const ZWaitlistCreate = z
  .strictObject({
    doctor_id: ZId,
    service_id: ZId,
    /** The clinic; left out with `scope: 'doctor'`: any of the doctor's. Needed for the other scopes. */
    institution_id: ZId.optional(),
    format: z.enum(['clinic', 'online']).default('clinic'),
    ...whenFields,
    mode: z.enum(WAITLIST_MODE_VALUES).default('extra'),
    appointment_id: ZId.optional(),
    family_member_id: ZId.optional(),
    patient: ZBookingPatient.optional(),
    referral_number: ZReferralNumber.optional(),
    accept_terms: z.literal(true, { error: 'booking.accept.terms.required' }),
    accept_privacy: z.literal(true, { error: 'booking.accept.privacy.required' }),
  })
  .superRefine((value, context) => {
    rangeInOrder(value, context);
    if (value.mode === 'move' && !value.appointment_id) context.addIssue({ code: 'custom', path: ['appointment_id'], message: 'validation.required' });
    if (value.mode === 'extra' && !value.patient) context.addIssue({ code: 'custom', path: ['patient'], message: 'validation.required' });
    if (value.mode === 'extra' && !value.family_member_id && value.patient && !value.patient.birthday) {
      context.addIssue({ code: 'custom', path: ['patient', 'birthday'], message: 'validation.required' });
    }
    if (value.scope !== 'doctor' && !value.institution_id) context.addIssue({ code: 'custom', path: ['institution_id'], message: 'validation.required' });
  });
export type TWaitlistCreate = z.output<typeof ZWaitlistCreate>;

/** PUT /patients/waitlist/{id}: the days, hours and reach of a waiting request. */
export const ZWaitlistUpdate = z.strictObject(whenFields).superRefine(rangeInOrder);
export type TWaitlistUpdate = z.output<typeof ZWaitlistUpdate>;

export type TWaitlistRequest = z.output<typeof ZWaitlistRequest>;
export type TWaitlistOffer = z.output<typeof ZWaitlistOffer>;

/** The cabinet page of an offer (before the language prefix). */
export const waitlistOfferPath = (offerId: number) => `/patients/waitlist/offers/${offerId}`;
/** The short link an SMS carries (`/w/{id}`, `/ru/w/{id}`): it redirects to the offer's page. */
export const waitlistShortPath = (offerId: number, locale: 'ua' | 'ru') => `${locale === 'ru' ? '/ru' : ''}/w/${offerId}`;
