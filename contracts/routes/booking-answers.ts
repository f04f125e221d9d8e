import { z } from 'zod';
import { ZListMeta } from '../envelope.ts';
import { FAMILY_RELATIONS } from './account-answers.ts';
import { ZClinicStatus } from '../clinic-status.ts';

/**
 * The answers of the booking routes, each shape stated once (docs/decisions/293): the OpenAPI document, the
 * server's handlers and the browser's calls read these schemas, and the types of contracts/booking.ts,
 * notifications.ts and doctor-appointments.ts are inferred from them.
 */

export const APPOINTMENT_STATUS_VALUES = ['hold', 'booked', 'approved', 'rejected', 'cancelled', 'expired', 'offered'] as const;
export const PAYMENT_STATUS_VALUES = ['not_paid', 'pending', 'paid', 'refund_due', 'refund_pending', 'refund_failed', 'refunded'] as const;
export const FORMAT_VALUES = ['clinic', 'online'] as const;
/** Who the visit is for, as recorded on it: `self`, a family relation, or `someone_else`. */
export const PATIENT_RELATION_VALUES = ['self', ...FAMILY_RELATIONS, 'someone_else'] as const;
export const NOTIFICATION_TYPE_VALUES = ['promotion', 'new_appointment', 'change_appointment', 'reminder_appointment', 'waitlist_offer'] as const;

const instant = z.string().describe('ISO instant');
const idName = z.object({ id: z.number().int(), name: z.string() });
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const ZBookingService = z.object({
  id: z.number().int(),
  name: z.string(),
  specialization_id: z.number().int().nullable(),
  specialization: z.string().nullable(),
  /** Kopecks; `promotion_cost` when a running promotion lowers it. */
  cost: z.number().describe('kopecks'),
  promotion_cost: z.number().nullable(),
  duration: z.number().int(),
  is_online: z.boolean(),
  is_default: z.boolean(),
  /** Free under the state programme with an electronic referral (docs/decisions/307): its cost is 0, booking asks for the referral. */
  is_nszu_free: z.boolean(),
});

export const ZBookingWorkplace = z.object({
  institution_id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city_id: z.number().int(),
  city: z.string(),
  /** What the clinic says about itself right now (docs/decisions/306). */
  live_status: ZClinicStatus.nullable(),
});

export const ZBookingOptions = z.object({
  /** `sees_children`: the doctor has the `child_consultation` feature; a child is booked only with such a doctor. */
  doctor: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    photo: z.string().nullable(),
    sees_children: z.boolean(),
    specializations: z.array(idName),
  }),
  services: z.array(ZBookingService),
  /** Workplaces with an active timesheet (only there can a slot exist). */
  workplaces: z.array(ZBookingWorkplace),
  /** Online consultations possible (a service with `is_online`). */
  online: z.boolean(),
  hold_minutes: z.number(),
  cancel_cutoff_hours: z.number(),
  /** The doctor takes waitlist requests: "earlier, please" is offered under the calendar (docs/decisions/303). */
  waitlist: z.boolean(),
});

/** A free time: ISO instants, and `time` as `HH:MM` in the clinic's zone. */
export const ZSlot = z.object({ start: instant, end: instant, time: z.string() });
/** Every day of the window is listed, empty days included. */
export const ZSlotDay = z.object({ date: z.string().describe('YYYY-MM-DD in the clinic zone'), slots: z.array(ZSlot) });

export const ZSlotDays = z.object({
  days: z.array(ZSlotDay),
  duration: z.number().int(),
  time_zone: z.string(),
});

export const ZHold = z.object({
  id: z.number().int(),
  start: instant,
  end: instant,
  /** When the slot is released; the countdown runs to it. */
  expires_at: instant,
  /** Seconds left at the time of the answer: a countdown immune to a wrong clock on the patient's device. */
  seconds_left: z.number(),
});

export const ZAppointmentEvent = z.object({
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  actor_kind: z.enum(['patient', 'partner', 'staff', 'doctor', 'system']),
  details: z.record(z.string(), z.unknown()),
  created_at: instant,
});

/** Whom the visit is for; `phone` and `email` are the contact's (the account holder's). */
const ZAppointmentPatient = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  birthday: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Full years on the day of the visit, when the birth date is known. */
  age: z.number().int().nullable(),
  /** `self` also for visits booked before "for whom" existed. */
  relation: z.enum(PATIENT_RELATION_VALUES),
  family_member_id: z.number().int().nullable(),
});

const ZInstitutionRef = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    /** What the clinic says about itself right now (docs/decisions/306). */
    live_status: ZClinicStatus.nullable(),
  })
  .nullable();
const ZServiceRef = z.object({ id: z.number().int(), name: z.string(), duration: z.number().int() }).nullable();

export const ZAppointment = z.object({
  id: z.number().int(),
  application_number: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUS_VALUES),
  payment_status: z.enum(PAYMENT_STATUS_VALUES),
  format: z.enum(FORMAT_VALUES),
  start: instant,
  end: instant,
  /** `YYYY-MM-DD` and `HH:MM` in the clinic's zone. */
  date: z.string(),
  time: z.string(),
  cost: z.number(),
  comment: z.string().nullable(),
  /** The electronic referral of a visit free under the state programme (docs/decisions/307). */
  referral_number: z.string().nullable(),
  doctor: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), photo: z.string().nullable() }),
  institution: ZInstitutionRef,
  service: ZServiceRef,
  specialization: idName.nullable(),
  city: idName.nullable(),
  patient: ZAppointmentPatient,
  /** The account holder who booked for someone else (null when the visit is for the holder). */
  contact: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
  consent_at: z.string().nullable(),
  booked_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The patient may still cancel or reschedule (status and the cut-off allow it). */
  can_cancel: z.boolean(),
  /** Online payment is possible now (booked or approved, cost above zero, not paid). */
  can_pay: z.boolean(),
  /** Its clinic closed its time: she picks another at `/patients/visit-moves/{id}` (docs/decisions/309). */
  being_moved: z.boolean(),
  events: z.array(ZAppointmentEvent).optional().describe('only in the detail answers'),
});

export const ZAppointmentAnswer = data(ZAppointment);
export const ZAppointmentList = z.object({ data: z.array(ZAppointment), meta: ZListMeta });

/** One visit as its doctor reads it: when, where, what, whom for, and whom the clinic calls. */
export const ZDoctorAppointment = z.object({
  id: z.number().int(),
  status: z.enum(APPOINTMENT_STATUS_VALUES),
  format: z.enum(FORMAT_VALUES),
  start: instant,
  end: instant,
  date: z.string(),
  time: z.string(),
  institution: ZInstitutionRef,
  service: ZServiceRef,
  /** `age` in full years on the visit day (shown only under 18); `relation` to the account holder who booked. */
  patient: ZAppointmentPatient.pick({ first_name: true, last_name: true, middle_name: true, age: true, relation: true }),
  /** The account holder the clinic calls; `name` is null when the visit is for the holder herself. */
  contact: z.object({ name: z.string().nullable(), phone: z.string().nullable() }),
  /** The electronic referral of a visit free under the state programme (docs/decisions/307). */
  referral_number: z.string().nullable(),
});

export const ZDoctorAppointmentList = z.object({ data: z.array(ZDoctorAppointment), meta: ZListMeta });

/** GET /partners/appointments/filters: the partner's doctors and institutions, for the list's filters. */
export const ZPartnerFilterOptions = z.object({ doctors: z.array(idName), institutions: z.array(idName) });

export const ZNotification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPE_VALUES),
  status: z.enum(['unread', 'read']),
  title: z.string(),
  text: z.string().nullable(),
  appointment_id: z.number().int().nullable(),
  promotion_id: z.number().int().nullable(),
  /** An earlier time offered from the waitlist: `/patients/waitlist/offers/{id}`. */
  waitlist_offer_id: z.number().int().nullable(),
  /** Its visit was caught by a clinic's move (docs/decisions/309): the visit's move page, `/patients/visit-moves/{appointment_id}`. */
  visit_move: z.boolean(),
  created_at: instant,
  read_at: z.string().nullable(),
});

export const ZNotificationList = z.object({ data: z.array(ZNotification), meta: ZListMeta.extend({ unread: z.number().int() }) });

export const ZCalendarFeed = data(z.object({ url: z.string().describe('the private feed address, shown once') }));

export { data as dataEnvelope };
