import { bigint, check, customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id } from './columns.ts';
import { appointments } from './appointments.ts';
import { doctors } from './doctors.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The room of an online appointment (docs/decisions/214): when the doctor started the call and ended it. */
export const video_rooms = pgTable('video_rooms', {
  appointment_id: integer()
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  started_at: timestamp({ withTimezone: true }),
  ended_at: timestamp({ withTimezone: true }),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One connection of a party to a room. `seen_at` rises while it lives; a row without `left_at` whose
 * `seen_at` is recent is a party in the room, on whichever app instance (docs/decisions/216).
 */
export const video_joins = pgTable(
  'video_joins',
  {
    id: id(),
    appointment_id: integer()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    role: text({ enum: ['patient', 'doctor'] }).notNull(),
    /** The party's microphone, camera and screen as last told, for the other side's screen. */
    media: jsonb().$type<{ audio: boolean; video: boolean; screen: boolean }>(),
    joined_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    left_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('video_joins_appointment_idx').on(t.appointment_id, t.id),
    index('video_joins_open_idx')
      .on(t.appointment_id)
      .where(sql`${t.left_at} is null`),
    check('video_joins_role', sql`${t.role} in ('patient', 'doctor')`),
  ],
);

/** The chat of a room: a text, or a file with an optional caption. */
export const video_messages = pgTable(
  'video_messages',
  {
    id: id(),
    appointment_id: integer()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    author: text({ enum: ['patient', 'doctor'] }).notNull(),
    text: text(),
    file_name: text(),
    file_type: text(),
    file_bytes: integer(),
    file_data: bytea(),
    sent_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('video_messages_appointment_idx').on(t.appointment_id, t.id),
    check('video_messages_author', sql`${t.author} in ('patient', 'doctor')`),
    check('video_messages_text_or_file', sql`${t.text} is not null or ${t.file_data} is not null`),
  ],
);

/** Signaling events crossing app instances (docs/decisions/215); NOTIFY only says that one is here. */
export const video_signals = pgTable(
  'video_signals',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The app instance that wrote it (it delivered the event to its own sockets already). */
    origin: text().notNull(),
    event: jsonb().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_signals_created_idx').on(t.created_at)],
);

/** The doctor's conclusion and recommendations of a visit, online or (later) in the clinic. */
export const visit_conclusions = pgTable('visit_conclusions', {
  appointment_id: integer()
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  doctor_id: integer()
    .notNull()
    .references(() => doctors.id),
  conclusion: text().notNull(),
  recommendations: text().notNull().default(''),
  written_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
