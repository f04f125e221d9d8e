import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, kopecks, timestamps } from './columns.ts';
import { users } from './accounts.ts';
import { specializations } from './dictionaries.ts';
import { cities } from './geo.ts';
import { doctor_services, doctors } from './doctors.ts';
import { medical_institutions } from './institutions.ts';
import { representatives } from './partners.ts';
import { family_members } from './family.ts';

/**
 * `hold`: a slot reserved while the patient fills in the form, until `hold_expires_at`;
 * `booked`: the patient confirmed, waiting for the clinic; `approved` / `rejected`: the partner's answer;
 * `cancelled`: withdrawn; `expired`: a hold that ran out (flipped by a job); `offered`: a freed time held for a
 * waiting patient until `hold_expires_at` (docs/decisions/303).
 */
export const APPOINTMENT_STATUSES = ['hold', 'booked', 'approved', 'rejected', 'cancelled', 'expired', 'offered'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Statuses that occupy the doctor's time; the exclusion constraint in 0002_booking_guards.sql lists the same. */
export const SLOT_OCCUPYING_STATUSES = ['hold', 'booked', 'approved', 'offered'] as const satisfies readonly AppointmentStatus[];
export const APPOINTMENT_FORMATS = ['clinic', 'online'] as const;
/**
 * `refund_due`: money taken for a visit that no longer needs it, for staff to refund (docs/decisions/174);
 * `refund_pending`: a cancelled paid visit whose refund the worker is making; `refund_failed`: the provider
 * refused it after every retry, for staff to retry (docs/decisions/181).
 */
export const PAYMENT_STATUSES = ['not_paid', 'pending', 'paid', 'refund_due', 'refund_pending', 'refund_failed', 'refunded'] as const;

/** PostgreSQL `tstzrange`, read back as its text form ("[start,end)"). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export interface AppointmentDocument {
  name: string;
  url: string;
}

/**
 * Holds and appointments in one table (ARCHITECTURE §5): a hold becomes an appointment by changing its
 * status, and the same exclusion constraint guards both, so two patients can never occupy one slot.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    /** Human-facing number given when the hold becomes a booking, e.g. "VZ-2025-000123". */
    application_number: text(),
    status: text({ enum: APPOINTMENT_STATUSES }).notNull().default('hold'),
    start_at: timestamp({ withTimezone: true }).notNull(),
    end_at: timestamp({ withTimezone: true }).notNull(),
    /** [start_at, end_at), derived; what the exclusion constraint compares. */
    during: tstzrange()
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(start_at, end_at, '[)')`),
    hold_expires_at: timestamp({ withTimezone: true }),
    /**
     * Grows by one with every change of status or time (a trigger in 0004_appointment_revision.sql), so a
     * calendar that already holds the event takes the newer copy (iCalendar `SEQUENCE`).
     */
    revision: integer().notNull().default(0),
    /** The patient's language at booking time, for messages about this appointment. */
    locale: text({ enum: ['ua', 'ru'] })
      .notNull()
      .default('ua'),
    doctor_id: integer()
      .notNull()
      .references(() => doctors.id),
    institution_id: integer().references(() => medical_institutions.id),
    service_id: integer().references(() => doctor_services.id),
    specialization_id: integer().references(() => specializations.id),
    city_id: integer().references(() => cities.id),
    representative_id: integer().references(() => representatives.id),
    format: text({ enum: APPOINTMENT_FORMATS }).notNull().default('clinic'),
    /** Integer kopecks, fixed when booked (promotions included). */
    cost: kopecks().notNull().default(0),
    payment_status: text({ enum: PAYMENT_STATUSES }).notNull().default('not_paid'),
    /** The signed-in patient who booked, if any; the patient data below is always filled when booked. */
    patient_id: integer().references(() => users.id),
    patient_first_name: text(),
    patient_last_name: text(),
    patient_middle_name: text(),
    patient_birthday: date(),
    patient_phone: text(),
    patient_email: text(),
    /**
     * Whom the visit is for (docs/decisions/183, added by 0005_family_members.sql): `self`, a family relation
     * (`son`, `mother`, ...) or `someone_else`; null on visits booked before, which were all `self`.
     * The patient columns above then hold that person; phone and e-mail stay the account holder's.
     */
    patient_relation: text(),
    family_member_id: integer().references(() => family_members.id, { onDelete: 'set null' }),
    /** The account holder's name when the visit is for someone else: the person the clinic calls. */
    contact_name: text(),
    comment: text(),
    /** The electronic referral's number (`XXXX-XXXX-XXXX-XXXX`) of a visit free under the state programme (docs/decisions/307). */
    referral_number: text(),
    documents: jsonb().$type<AppointmentDocument[]>().notNull().default([]),
    /** When the patient accepted the terms and the privacy policy. */
    consent_at: timestamp({ withTimezone: true }),
    booked_at: timestamp({ withTimezone: true }),
    decided_at: timestamp({ withTimezone: true }),
    cancelled_at: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('appointments_application_number_unique').on(t.application_number),
    index('appointments_doctor_start_idx').on(t.doctor_id, t.start_at),
    index('appointments_institution_start_idx').on(t.institution_id, t.start_at),
    index('appointments_patient_idx').on(t.patient_id, t.start_at),
    index('appointments_status_idx').on(t.status, t.start_at),
    // Removing a family member clears it from the visits (`on delete set null`) without a full scan.
    index('appointments_family_member_idx')
      .on(t.family_member_id)
      .where(sql`${t.family_member_id} is not null`),
    index('appointments_hold_expiry_idx')
      .on(t.hold_expires_at)
      .where(sql`${t.status} = 'hold'`),
    // A patient holds one slot at a time, also under concurrent requests (docs/decisions/172).
    uniqueIndex('appointments_one_live_hold')
      .on(t.patient_id)
      .where(sql`${t.status} = 'hold'`),
    check('appointments_end_after_start', sql`${t.end_at} > ${t.start_at}`),
    check('appointments_hold_expires', sql`${t.status} not in ('hold', 'offered') or ${t.hold_expires_at} is not null`),
    check('appointments_cost_positive', sql`${t.cost} >= 0`),
  ],
);
