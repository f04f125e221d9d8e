import { z } from 'zod';
import { APPOINTMENT_STATUS_VALUES, FORMAT_VALUES, PATIENT_RELATION_VALUES, PAYMENT_STATUS_VALUES } from '../booking.ts';
import { ZListMeta } from '../envelope.ts';
import { NOTIFICATION_TYPE_VALUES } from '../notifications.ts';

/**
 * The answers of the booking routes as schemas, for the OpenAPI document and the browser's typed calls.
 * They describe the types of contracts/booking.ts field for field; the server's handlers are typed by them,
 * so a field the services add or drop shows up as a type error.
 */

const instant = z.string().describe('ISO instant');
const idName = z.object({ id: z.number().int(), name: z.string() });
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const ZBookingOptions = z.object({
  doctor: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    photo: z.string().nullable(),
    sees_children: z.boolean(),
    specializations: z.array(idName),
  }),
  services: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      specialization_id: z.number().int().nullable(),
      specialization: z.string().nullable(),
      cost: z.number().describe('kopecks'),
      promotion_cost: z.number().nullable(),
      duration: z.number().int(),
      is_online: z.boolean(),
      is_default: z.boolean(),
    }),
  ),
  workplaces: z.array(
    z.object({ institution_id: z.number().int(), name: z.string(), address: z.string().nullable(), city_id: z.number().int(), city: z.string() }),
  ),
  online: z.boolean(),
  hold_minutes: z.number(),
  cancel_cutoff_hours: z.number(),
});

export const ZSlotDays = z.object({
  days: z.array(z.object({ date: z.string().describe('YYYY-MM-DD in the clinic zone'), slots: z.array(z.object({ start: instant, end: instant, time: z.string() })) })),
  duration: z.number().int(),
  time_zone: z.string(),
});

export const ZHold = z.object({ id: z.number().int(), start: instant, end: instant, expires_at: instant, seconds_left: z.number() });

export const ZAppointmentEvent = z.object({
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  actor_kind: z.enum(['patient', 'partner', 'staff', 'doctor', 'system']),
  details: z.record(z.string(), z.unknown()),
  created_at: instant,
});

const ZAppointmentPatient = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  birthday: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  age: z.number().int().nullable(),
  relation: z.enum(PATIENT_RELATION_VALUES),
  family_member_id: z.number().int().nullable(),
});

const ZInstitutionRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), address: z.string().nullable() }).nullable();
const ZServiceRef = z.object({ id: z.number().int(), name: z.string(), duration: z.number().int() }).nullable();

export const ZAppointment = z.object({
  id: z.number().int(),
  application_number: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUS_VALUES),
  payment_status: z.enum(PAYMENT_STATUS_VALUES),
  format: z.enum(FORMAT_VALUES),
  start: instant,
  end: instant,
  date: z.string(),
  time: z.string(),
  cost: z.number(),
  comment: z.string().nullable(),
  doctor: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), photo: z.string().nullable() }),
  institution: ZInstitutionRef,
  service: ZServiceRef,
  specialization: idName.nullable(),
  city: idName.nullable(),
  patient: ZAppointmentPatient,
  contact: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
  consent_at: z.string().nullable(),
  booked_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  can_cancel: z.boolean(),
  can_pay: z.boolean(),
  events: z.array(ZAppointmentEvent).optional().describe('only in the detail answers'),
});

export const ZAppointmentAnswer = data(ZAppointment);
export const ZAppointmentList = z.object({ data: z.array(ZAppointment), meta: ZListMeta });

export const ZDoctorAppointmentList = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(APPOINTMENT_STATUS_VALUES),
      format: z.enum(FORMAT_VALUES),
      start: instant,
      end: instant,
      date: z.string(),
      time: z.string(),
      institution: ZInstitutionRef,
      service: ZServiceRef,
      patient: ZAppointmentPatient.pick({ first_name: true, last_name: true, middle_name: true, age: true, relation: true }),
      contact: z.object({ name: z.string().nullable(), phone: z.string().nullable() }),
    }),
  ),
  meta: ZListMeta,
});

export const ZPartnerFilterOptions = z.object({ doctors: z.array(idName), institutions: z.array(idName) });

export const ZNotification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPE_VALUES),
  status: z.enum(['unread', 'read']),
  title: z.string(),
  text: z.string().nullable(),
  appointment_id: z.number().int().nullable(),
  promotion_id: z.number().int().nullable(),
  created_at: instant,
  read_at: z.string().nullable(),
});

export const ZNotificationList = z.object({ data: z.array(ZNotification), meta: ZListMeta.extend({ unread: z.number().int() }) });

export const ZCalendarFeed = data(z.object({ url: z.string().describe('the private feed address, shown once') }));

export { data as dataEnvelope };
