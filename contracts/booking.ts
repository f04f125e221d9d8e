import { z } from 'zod';
import { ZPageNumber } from './list-query.ts';
import { NAME_MAX_LENGTH, personNameFields, ZBirthday, ZEmail, ZPhone } from './accounts.ts';
import { ZFamilyMemberRequest } from './family.ts';
import type {
  ZAppointment,
  ZAppointmentEvent,
  ZAppointmentList,
  ZBookingOptions,
  ZBookingService,
  ZBookingWorkplace,
  ZHold,
  ZPartnerFilterOptions,
  ZSlot,
  ZSlotDay,
  ZSlotDays,
} from './routes/booking-answers.ts';
import { APPOINTMENT_STATUS_VALUES, type PAYMENT_STATUS_VALUES, FORMAT_VALUES, type PATIENT_RELATION_VALUES } from './routes/booking-answers.ts';
// The values an answer names live with the answer; here for the requests and the importers of this file.
export { APPOINTMENT_STATUS_VALUES, PAYMENT_STATUS_VALUES, FORMAT_VALUES, PATIENT_RELATION_VALUES } from './routes/booking-answers.ts';

// The patient's notifications live in their own file; importers of booking contracts keep finding them here.
export * from './notifications.ts';

/**
 * Booking (issue "scheduling and booking", docs/decisions/140): the calls a patient makes to take a slot,
 * book it, pay, cancel and reschedule, and the ones a partner makes to approve or reject. Every path below
 * is under `/api/v1`. Hold, book and pay accept an `Idempotency-Key` header (replayed for 24 hours).
 */

/** How long a hold keeps a slot for the patient, unless `HOLD_MINUTES` says otherwise. */
export const DEFAULT_HOLD_MINUTES = 10;
/** A patient may cancel or reschedule up to this many hours before the visit (`CANCEL_CUTOFF_HOURS`). */
export const DEFAULT_CANCEL_CUTOFF_HOURS = 2;
/** Reminders go out this many minutes before the visit. */
export const REMINDER_OFFSETS_MINUTES = [24 * 60, 2 * 60] as const;
/** How many days ahead the booking calendar shows. */
export const BOOKING_HORIZON_DAYS = 28;
export const COMMENT_MAX_LENGTH = 1000;
export const REJECT_REASON_MAX_LENGTH = 500;
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export type TAppointmentStatus = (typeof APPOINTMENT_STATUS_VALUES)[number];
export type TPaymentStatus = (typeof PAYMENT_STATUS_VALUES)[number];
export type TAppointmentFormat = (typeof FORMAT_VALUES)[number];

const ZId = z.coerce.number({ error: 'validation.required' }).int().positive().max(2_147_483_647);
const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });

// ---------------------------------------------------------------------------------------------------
// What the booking form offers: GET /booking/doctors/{doctorId}/options

export type TBookingService = z.output<typeof ZBookingService>;
export type TBookingWorkplace = z.output<typeof ZBookingWorkplace>;
export type TBookingOptions = z.output<typeof ZBookingOptions>;

// ---------------------------------------------------------------------------------------------------
// Free time: GET /booking/doctors/{doctorId}/slots?service_id=&institution_id=&from=&days=

export const ZSlotsQuery = z.strictObject({
  service_id: ZId,
  institution_id: ZId,
  /** First day, `YYYY-MM-DD` in the clinic's zone; default today. */
  from: ZDate.optional(),
  days: z.coerce.number().int().min(1).max(BOOKING_HORIZON_DAYS).optional(),
});
/** The query as the route parsed it: what the service takes. */
export type TSlotsQuery = z.output<typeof ZSlotsQuery>;

export type TSlot = z.output<typeof ZSlot>;
export type TSlotDay = z.output<typeof ZSlotDay>;
export type TSlotsResponse = { data: z.output<typeof ZSlotDays> };

// ---------------------------------------------------------------------------------------------------
// Hold: POST /booking/holds; release: DELETE /booking/holds/{id}

export const ZHoldRequest = z.strictObject({
  doctor_id: ZId,
  institution_id: ZId,
  service_id: ZId,
  format: z.enum(FORMAT_VALUES, { error: 'validation.required' }),
  /** The slot's start (ISO instant, as the slots call gave it). */
  start: z.iso.datetime({ offset: true, error: 'validation.required' }),
});
export type THoldRequest = z.output<typeof ZHoldRequest>;

export type THold = z.output<typeof ZHold>;

// ---------------------------------------------------------------------------------------------------
// Book the held slot: POST /booking/holds/{id}/book

/**
 * For `self` the patient; for anyone else the contact: the account holder, whose phone and e-mail the
 * clinic calls and writes to (docs/decisions/183). The birth date is asked only of a patient.
 */
export const ZBookingPatient = z.strictObject({
  first_name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(NAME_MAX_LENGTH),
  last_name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(NAME_MAX_LENGTH),
  middle_name: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  birthday: ZBirthday.optional(),
  phone: ZPhone,
  email: ZEmail,
});

/** Someone the visit is for who is not kept in the family list (a neighbour, a grandmother visiting). */
export const ZOtherPatient = z.strictObject({ ...personNameFields, birthday: ZBirthday });

export const FOR_WHOM_KINDS = ['self', 'family', 'new_family', 'other'] as const;
export type TForWhomKind = (typeof FOR_WHOM_KINDS)[number];

/** "For whom": me, a family member (chosen, or added here and kept), or someone else (not kept). */
export const ZForWhom = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('self') }),
    z.strictObject({ kind: z.literal('family'), family_member_id: ZId }),
    z.strictObject({ kind: z.literal('new_family'), member: ZFamilyMemberRequest }),
    z.strictObject({ kind: z.literal('other'), person: ZOtherPatient }),
  ],
  { error: 'validation.required' },
);
export type TForWhom = z.input<typeof ZForWhom>;

export type TPatientRelation = (typeof PATIENT_RELATION_VALUES)[number];

/**
 * eHealth's public number of an electronic referral: four groups of four letters or digits, `1111-2222-3333-4444`
 * (docs/decisions/307). Typed with spaces, without dashes or in lower case, it is read the same.
 */
export const REFERRAL_NUMBER = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
export function normalizeReferralNumber(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s-]+/g, '');
  return compact.length === 16 ? compact.replace(/(.{4})(?=.)/g, '$1-') : typed.trim().toUpperCase();
}
export const ZReferralNumber = z
  .string({ error: 'booking.referral.required' })
  .transform(normalizeReferralNumber)
  .pipe(z.string().regex(REFERRAL_NUMBER, { error: 'booking.referral.invalid' }));

export const ZBookRequest = z
  .strictObject({
    city_id: ZId,
    specialization_id: ZId,
    /** Left out: the visit is for the account holder (as before "for whom" existed). */
    for_whom: ZForWhom.optional(),
    patient: ZBookingPatient,
    comment: z.string().trim().max(COMMENT_MAX_LENGTH).optional(),
    /** Needed for a service free under the state programme; ignored for any other. */
    referral_number: ZReferralNumber.optional(),
    accept_terms: z.literal(true, { error: 'booking.accept.terms.required' }),
    accept_privacy: z.literal(true, { error: 'booking.accept.privacy.required' }),
  })
  .superRefine((value, context) => {
    if ((value.for_whom?.kind ?? 'self') === 'self' && !value.patient.birthday) {
      context.addIssue({ code: 'custom', path: ['patient', 'birthday'], message: 'validation.required' });
    }
  });
export type TBookRequest = z.output<typeof ZBookRequest>;

// ---------------------------------------------------------------------------------------------------
// An appointment as its patient or partner sees it; the answers' shapes are stated once in
// routes/booking-answers.ts and inferred here.

export type TAppointmentEvent = z.output<typeof ZAppointmentEvent>;
export type TAppointment = z.output<typeof ZAppointment>;

// ---------------------------------------------------------------------------------------------------
// The patient's appointments: GET /patients/appointments?scope=upcoming|past&page=
// GET /patients/appointments/{id}; POST .../{id}/cancel; POST .../{id}/reschedule; GET .../{id}/ics

export const PATIENT_APPOINTMENT_SCOPES = ['upcoming', 'past'] as const;
export const ZPatientAppointmentsQuery = z.strictObject({
  scope: z.enum(PATIENT_APPOINTMENT_SCOPES).default('upcoming'),
  page: ZPageNumber,
});
export type TPatientAppointmentsQuery = z.output<typeof ZPatientAppointmentsQuery>;

export const ZRescheduleRequest = z.strictObject({
  start: z.iso.datetime({ offset: true, error: 'validation.required' }),
});
export type TRescheduleRequest = z.output<typeof ZRescheduleRequest>;

export type TAppointmentList = z.output<typeof ZAppointmentList>;

// ---------------------------------------------------------------------------------------------------
// The partner's appointments: GET /partners/appointments?status=&from=&to=&doctor_id=&institution_id=&page=
// GET /partners/appointments/{id}; POST .../{id}/approve; POST .../{id}/reject

export const ZPartnerAppointmentsQuery = z.strictObject({
  status: z.enum(APPOINTMENT_STATUS_VALUES).optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
  doctor_id: ZId.optional(),
  institution_id: ZId.optional(),
  page: ZPageNumber,
});
export type TPartnerAppointmentsQuery = z.output<typeof ZPartnerAppointmentsQuery>;

export type TPartnerFilterOptions = z.output<typeof ZPartnerFilterOptions>;

export const ZRejectRequest = z.strictObject({
  reason: z.string().trim().max(REJECT_REASON_MAX_LENGTH).optional(),
});
export type TRejectRequest = z.output<typeof ZRejectRequest>;

export const PATIENT_LIST_PAGE_SIZE = 20;
