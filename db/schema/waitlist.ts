import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { users } from './accounts.ts';
import { specializations } from './dictionaries.ts';
import { cities } from './geo.ts';
import { doctor_services, doctors } from './doctors.ts';
import { medical_institutions } from './institutions.ts';
import { family_members } from './family.ts';
import { appointments } from './appointments.ts';

/**
 * A patient's wish for an earlier time (docs/decisions/303): whom (one doctor, or any doctor of a specialization
 * in a clinic or a city), which service and format, the days and hours she can come, and whether an offer would
 * move her booked visit or add one. Served first-asked, first-offered by `queued_at`.
 *
 * `waiting`: matched whenever time frees; `fulfilled`: she took an offer; `left`: she left the list;
 * `ended`: its range passed, or the visit it would move is gone.
 */
export const WAITLIST_REQUEST_STATUSES = ['waiting', 'fulfilled', 'left', 'ended'] as const;
export const WAITLIST_SCOPES = ['doctor', 'institution', 'city'] as const;
export const WAITLIST_MODES = ['extra', 'move'] as const;
/** `patient`: she asked; `clinic_move`: her clinic could not receive her and offers new times (docs/decisions/309). */
export const WAITLIST_SOURCES = ['patient', 'clinic_move'] as const;
export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;

export interface WaitlistPatient {
  first_name: string;
  last_name: string;
  middle_name?: string | null;
  birthday?: string | null;
  phone: string;
  email: string;
}

export const waitlist_requests = pgTable(
  'waitlist_requests',
  {
    id: id(),
    patient_id: integer()
      .notNull()
      .references(() => users.id),
    status: text({ enum: WAITLIST_REQUEST_STATUSES }).notNull().default('waiting'),
    scope: text({ enum: WAITLIST_SCOPES }).notNull().default('doctor'),
    /** The doctor she asked from; with `scope = 'doctor'` the only one offered. */
    doctor_id: integer()
      .notNull()
      .references(() => doctors.id),
    specialization_id: integer()
      .notNull()
      .references(() => specializations.id),
    /** The service she asked for (of `doctor_id`); other doctors offer their own service of the specialization and format. */
    service_id: integer()
      .notNull()
      .references(() => doctor_services.id),
    format: text({ enum: ['clinic', 'online'] }).notNull(),
    /** The clinic: with `scope = 'institution'` the only one; with `scope = 'doctor'`, null means any of the doctor's. */
    institution_id: integer().references(() => medical_institutions.id),
    /** With `scope = 'city'`: any clinic of the city. */
    city_id: integer().references(() => cities.id),
    date_from: date().notNull(),
    date_to: date().notNull(),
    /** ISO weekdays she can come, 1 (Monday) to 7. */
    weekdays: smallint().array().notNull(),
    day_parts: text({ enum: DAY_PARTS }).array().notNull(),
    mode: text({ enum: WAITLIST_MODES }).notNull().default('extra'),
    /** A clinic's move is served before patients' own requests, and its offers hold longer. */
    source: text({ enum: WAITLIST_SOURCES }).notNull().default('patient'),
    /** `move`: the booked visit an accepted offer moves. */
    appointment_id: integer().references(() => appointments.id),
    /** Whom an `extra` visit is for: null is the account holder herself. */
    family_member_id: integer().references(() => family_members.id, { onDelete: 'set null' }),
    /** The holder's contact and (for herself) name and birth date, as she gave them: the booking's patient data. */
    patient: jsonb().$type<WaitlistPatient>().notNull(),
    /**
     * The electronic referral a free visit under the state programme is booked with (docs/decisions/307, 311): hers for
     * an extra visit, the moved visit's for a move. Without one, no free service is offered.
     */
    referral_number: text(),
    locale: text({ enum: ['ua', 'ru'] })
      .notNull()
      .default('ua'),
    /** Her place in the line: when she asked (a move request counts from then too). */
    queued_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    consent_at: timestamp({ withTimezone: true }).notNull(),
    ended_at: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('waitlist_requests_waiting_doctor_idx')
      .on(t.doctor_id, t.queued_at)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_requests_waiting_specialization_idx')
      .on(t.specialization_id, t.queued_at)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_requests_patient_idx').on(t.patient_id, t.created_at),
    check('waitlist_requests_range', sql`${t.date_to} >= ${t.date_from}`),
    check('waitlist_requests_move_has_visit', sql`${t.mode} <> 'move' or ${t.appointment_id} is not null`),
  ],
);

/**
 * `open`: the time is held for the patient (an appointment in status `offered`) until `expires_at`;
 * `accepted`, `declined`, `expired`; `withdrawn`: the time or the request went away before she answered.
 */
export const WAITLIST_OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;

export const waitlist_offers = pgTable(
  'waitlist_offers',
  {
    id: id(),
    request_id: integer()
      .notNull()
      .references(() => waitlist_requests.id, { onDelete: 'cascade' }),
    /** The held time: an appointment row in status `offered`, under the same no-overlap constraint as any booking. */
    appointment_id: integer()
      .notNull()
      .references(() => appointments.id),
    doctor_id: integer()
      .notNull()
      .references(() => doctors.id),
    start_at: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: WAITLIST_OFFER_STATUSES }).notNull().default('open'),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    answered_at: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // One open offer per request at a time.
    uniqueIndex('waitlist_offers_one_open')
      .on(t.request_id)
      .where(sql`${t.status} = 'open'`),
    index('waitlist_offers_request_idx').on(t.request_id, t.start_at),
    index('waitlist_offers_doctor_idx').on(t.doctor_id, t.created_at),
    index('waitlist_offers_open_expiry_idx')
      .on(t.expires_at)
      .where(sql`${t.status} = 'open'`),
  ],
);
