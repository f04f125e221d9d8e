import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, softDelete, timestamps, translated, translatedOptional, version } from './columns.ts';
import { users } from './accounts.ts';
import { cities } from './geo.ts';
import { appointments } from './appointments.ts';
import { promotions } from './promotions.ts';
import { waitlist_offers } from './waitlist.ts';

export const NOTIFICATION_TYPES = ['promotion', 'new_appointment', 'change_appointment', 'reminder_appointment', 'waitlist_offer'] as const;
export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export const SUPPORT_TOPICS = ['appointment_question', 'doctor_information', 'emergency_call', 'technical_issue', 'payment_question', 'other'] as const;
export const SUPPORT_STATUSES = ['new', 'in_process', 'completed'] as const;

/** A message in a patient's cabinet. Patients delete their own, so it can be trashed. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    status: text({ enum: NOTIFICATION_STATUSES }).notNull().default('unread'),
    ...translated('title'),
    ...translatedOptional('text'),
    appointment_id: integer().references(() => appointments.id),
    promotion_id: integer().references(() => promotions.id),
    /** An earlier time offered from the waitlist: the notification opens it (docs/decisions/303). */
    waitlist_offer_id: integer().references(() => waitlist_offers.id, { onDelete: 'set null' }),
    read_at: timestamp({ withTimezone: true }),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.status, t.created_at)],
);

/**
 * A message sent through the support form, or a callback request (`is_callback`: "call me back", a name and
 * a phone, the message optional). Both are handled by the same people in the same list.
 */
export const support_requests = pgTable(
  'support_requests',
  {
    id: id(),
    topic: text({ enum: SUPPORT_TOPICS }).notNull().default('other'),
    status: text({ enum: SUPPORT_STATUSES }).notNull().default('new'),
    is_callback: boolean().notNull().default(false),
    /** The language of the form, for the answer e-mail. */
    locale: text({ enum: ['ua', 'ru'] })
      .notNull()
      .default('ua'),
    user_id: integer().references(() => users.id),
    name: text().notNull(),
    email: text(),
    phone: text(),
    message: text(),
    /** Staff's restatement of the question, for the record. */
    question: text(),
    answer: text(),
    answered_at: timestamp({ withTimezone: true }),
    ...timestamps(),
    ...softDelete(),
    version: version(),
  },
  (t) => [index('support_requests_status_idx').on(t.status, t.created_at)],
);

/** An ambulance call-back request. */
export const emergency_requests = pgTable(
  'emergency_requests',
  {
    id: id(),
    status: text({ enum: SUPPORT_STATUSES }).notNull().default('new'),
    user_id: integer().references(() => users.id),
    city_id: integer().references(() => cities.id),
    phone: text().notNull(),
    patient_name: text().notNull(),
    comment: text(),
    ...timestamps(),
    ...softDelete(),
    version: version(),
  },
  (t) => [index('emergency_requests_status_idx').on(t.status, t.created_at)],
);

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * E-mail and SMS waiting to be sent (and, in sandbox mode, the only place they go). Workers claim rows with
 * `for update skip locked` and retry with back-off until `attempts` runs out.
 */
export const outbox_messages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    /** Template key and its parameters, for re-rendering and for the back office. */
    template: text(),
    payload: jsonb().$type<Record<string, unknown>>(),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** A short error code of the last failed attempt (`http_503`, `smtp_550`, `timeout`); never message text. */
    last_error: text(),
    send_after: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a worker took it (`status = 'sending'`): a claim older than a few minutes is a crashed worker's. */
    claimed_at: timestamp({ withTimezone: true }),
    sent_at: timestamp({ withTimezone: true }),
    /** What delivered it: `outbox` (sandbox, nothing left the server), `smtp`, `turbosms`. */
    transport: text(),
    /** The gateway's id of the sent message, to match delivery reports and complaints. */
    provider_message_id: text(),
    ...timestamps(),
  },
  (t) => [index('outbox_messages_pending_idx').on(t.status, t.send_after)],
);
