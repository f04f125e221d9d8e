import { z } from 'zod';
import { FORMAT_VALUES } from './booking-answers.ts';

/** The answers of the waitlist routes (docs/decisions/303), each shape stated once. */

export const WAITLIST_SCOPE_VALUES = ['doctor', 'institution', 'city'] as const;
export const WAITLIST_MODE_VALUES = ['extra', 'move'] as const;
export const DAY_PART_VALUES = ['morning', 'afternoon', 'evening'] as const;
export const WAITLIST_STATUS_VALUES = ['waiting', 'fulfilled', 'left', 'ended'] as const;
export const WAITLIST_OFFER_STATUS_VALUES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;

const instant = z.string().describe('ISO instant');
const idName = z.object({ id: z.number().int(), name: z.string() });
const doctorRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), photo: z.string().nullable() });
const institutionRef = z.object({ id: z.number().int(), name: z.string(), address: z.string().nullable() }).nullable();
/** The visit an accepted offer moves: its time in the clinic's zone. */
const visitRef = z.object({ id: z.number().int(), date: z.string(), time: z.string() }).nullable();

export const ZWaitlistOffer = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  status: z.enum(WAITLIST_OFFER_STATUS_VALUES),
  start: instant,
  end: instant,
  /** `YYYY-MM-DD` and `HH:MM` in the clinic's zone. */
  date: z.string(),
  time: z.string(),
  expires_at: instant,
  /** Seconds the time is still held for her (0 once answered or expired). */
  seconds_left: z.number().int(),
  doctor: doctorRef,
  institution: institutionRef,
  service: z.object({ id: z.number().int(), name: z.string(), duration: z.number().int() }),
  format: z.enum(FORMAT_VALUES),
  /** Kopecks: the price of the offered visit. */
  cost: z.number().int(),
  mode: z.enum(WAITLIST_MODE_VALUES),
  visit: visitRef,
  /** Whom the visit is for, as the patient named them. */
  patient_name: z.string(),
  /** The visit it became, once accepted. */
  appointment_id: z.number().int().nullable(),
});

export const ZWaitlistRequest = z.object({
  id: z.number().int(),
  status: z.enum(WAITLIST_STATUS_VALUES),
  scope: z.enum(WAITLIST_SCOPE_VALUES),
  mode: z.enum(WAITLIST_MODE_VALUES),
  doctor: doctorRef,
  specialization: idName,
  service: z.object({ id: z.number().int(), name: z.string(), duration: z.number().int() }),
  format: z.enum(FORMAT_VALUES),
  institution: institutionRef,
  city: idName.nullable(),
  date_from: z.string(),
  date_to: z.string(),
  weekdays: z.array(z.number().int()),
  day_parts: z.array(z.enum(DAY_PART_VALUES)),
  visit: visitRef,
  family_member_id: z.number().int().nullable(),
  patient_name: z.string(),
  /** The electronic referral a free visit is booked with (docs/decisions/311). */
  referral_number: z.string().nullable(),
  queued_at: instant,
  /** The offer waiting for her answer, if any. */
  offer: ZWaitlistOffer.nullable(),
  /** Offers she was made for this request, answered or not. */
  offers_made: z.number().int(),
});

export const ZWaitlistRequestList = z.object({ data: z.array(ZWaitlistRequest) });
