import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, kopecks, timestamps } from './columns.ts';
import { users } from './accounts.ts';
import { appointments } from './appointments.ts';
import { doctors } from './doctors.ts';
import { legal_entities } from './partners.ts';

/** What happened to an appointment; one row per change, never updated (SPEC §4 "every change recorded"). */
export const APPOINTMENT_ACTIONS = [
  'held',
  'booked',
  'approved',
  'rejected',
  'cancelled',
  'rescheduled',
  'expired',
  'payment_started',
  'paid',
  'payment_failed',
  'refunded',
  'refund_failed',
  // A freed time held for a waiting patient (docs/decisions/303).
  'offered',
  // The clinic closed the visit's time and asked her to pick another (docs/decisions/309).
  'move_asked',
] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];
/** Who made a change: the patient, the clinic's representative, staff, the doctor, or the system (jobs, payment callbacks). */
export const ACTOR_KINDS = ['patient', 'partner', 'staff', 'doctor', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const appointment_events = pgTable(
  'appointment_events',
  {
    id: id(),
    appointment_id: integer()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    action: text({ enum: APPOINTMENT_ACTIONS }).notNull(),
    from_status: text(),
    to_status: text(),
    actor_kind: text({ enum: ACTOR_KINDS }).notNull(),
    actor_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What changed besides the status (old and new times of a reschedule, a rejection reason); no patient data. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_events_appointment_idx').on(t.appointment_id, t.created_at)],
);

/**
 * The first answer to a write sent with an `Idempotency-Key` (ARCHITECTURE §3), replayed for 24 hours.
 * `scope` names the caller and the operation (`user:12:hold`, `visitor:<hash>:book`) so two callers cannot
 * read each other's answers; `request_hash` catches the same key reused for a different request.
 * A row with a null `status_code` is a request still being handled.
 */
export const idempotency_keys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    request_hash: text().notNull(),
    status_code: integer(),
    response: jsonb().$type<unknown>(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expiry_idx').on(t.expires_at)],
);

export const PAYMENT_PROVIDERS = ['sandbox', 'liqpay'] as const;
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'success', 'failure', 'reversed'] as const;

/** One attempt to pay for an appointment online. `order_id` is what the provider echoes back. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    appointment_id: integer()
      .notNull()
      .references(() => appointments.id),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    order_id: text().notNull(),
    amount: kopecks().notNull(),
    currency: text().notNull().default('UAH'),
    status: text({ enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('pending'),
    /** The provider's id of the transaction. */
    provider_payment_id: text(),
    paid_at: timestamp({ withTimezone: true }),
    /** The provider's error code of the last refund that failed (never its message text), for staff. */
    refund_error: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_order_unique').on(t.order_id),
    index('payments_appointment_idx').on(t.appointment_id),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every callback as it arrived (verified or not), for disputes and audits. Card data never reaches us. */
export const payment_callbacks = pgTable(
  'payment_callbacks',
  {
    id: id(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    order_id: text(),
    /** The raw `data` field (base64 JSON for LiqPay) and the decoded payload. */
    raw_data: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>(),
    signature: text(),
    /** `applied`, `duplicate`, `bad_signature`, `mismatch` (amount, currency or order), `unknown_order`, `ignored`. */
    outcome: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_callbacks_order_idx').on(t.order_id)],
);

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * Scheduled background work shared by every app instance (ARCHITECTURE §2 "jobs"): reminders, hold
 * expiry sweeps. Workers claim due rows with `for update skip locked`; `dedupe_key` makes scheduling the
 * same job twice a no-op, so a reminder exists once however many instances schedule it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text().notNull(),
    dedupe_key: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: JOB_STATUSES }).notNull().default('pending'),
    run_at: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    claimed_at: timestamp({ withTimezone: true }),
    finished_at: timestamp({ withTimezone: true }),
    /** A short error code of the last failure; never message text with personal data. */
    last_error: text(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('jobs_dedupe_unique').on(t.dedupe_key), index('jobs_due_idx').on(t.status, t.run_at)],
);

/**
 * A private calendar feed of one doctor: whoever knows the token reads the appointments as ICS. The doctor's
 * own feed (`legal_entity_id` null) holds all of the doctor's appointments; a partner's feed holds only the
 * appointments at that legal entity's institutions, and each legal entity has its own (docs/decisions/172).
 */
export const calendar_feeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    doctor_id: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    legal_entity_id: integer().references(() => legal_entities.id, { onDelete: 'cascade' }),
    /** The cabinet's language when the feed was made: its texts and links use it. */
    locale: text({ enum: ['ua', 'ru'] })
      .notNull()
      .default('ua'),
    /** SHA-256 of the token in the URL; the token itself is shown once. */
    token_hash: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_unique').on(t.token_hash),
    unique('calendar_feeds_owner_unique').on(t.doctor_id, t.legal_entity_id).nullsNotDistinct(),
  ],
);
