import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, softDelete, timestamps, version } from './columns.ts';
import { users } from './accounts.ts';
import { specializations } from './dictionaries.ts';
import { doctors } from './doctors.ts';
import { medical_institutions } from './institutions.ts';
import { blog_articles } from './blog.ts';

export const LOCALES = ['ua', 'ru'] as const;
export const REVIEW_STATUSES = ['new', 'in_process', 'rejected', 'published'] as const;
export const QUESTION_STATUSES = ['new', 'in_process', 'processed', 'published'] as const;

/**
 * A patient's review of a doctor or an institution. Visitor-written text is kept as written, in the
 * language named by `locale`, never translated.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    status: text({ enum: REVIEW_STATUSES }).notNull().default('new'),
    doctor_id: integer().references(() => doctors.id),
    institution_id: integer().references(() => medical_institutions.id),
    specialization_id: integer().references(() => specializations.id),
    patient_id: integer().references(() => users.id),
    locale: text({ enum: LOCALES }).notNull().default('ua'),
    author_name: text().notNull(),
    /** Contacts the author may leave for a confirmation; staff only, never published. */
    author_email: text(),
    author_phone: text(),
    text: text().notNull(),
    /** 1 to 5. */
    rating: smallint().notNull(),
    /** The clinic's or staff's public reply. */
    reply: text(),
    received_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    published_at: timestamp({ withTimezone: true }),
    ...timestamps(),
    ...softDelete(),
    version: version(),
  },
  (t) => [
    index('reviews_doctor_idx').on(t.doctor_id, t.status),
    index('reviews_institution_idx').on(t.institution_id, t.status),
    index('reviews_status_received_idx').on(t.status, t.received_at),
    // One review per patient per doctor and per clinic (docs/decisions/266, 0026_one_review_per_patient.sql).
    uniqueIndex('reviews_one_per_patient_doctor')
      .on(t.patient_id, t.doctor_id)
      .where(sql`${t.patient_id} is not null and ${t.doctor_id} is not null and ${t.deleted_at} is null`),
    uniqueIndex('reviews_one_per_patient_institution')
      .on(t.patient_id, t.institution_id)
      .where(sql`${t.patient_id} is not null and ${t.doctor_id} is null and ${t.deleted_at} is null`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_target_required', sql`${t.doctor_id} is not null or ${t.institution_id} is not null`),
  ],
);

/** A visitor's question to a doctor, a clinic or under an article, and staff's answer. */
export const questions_answers = pgTable(
  'questions_answers',
  {
    id: id(),
    status: text({ enum: QUESTION_STATUSES }).notNull().default('new'),
    locale: text({ enum: LOCALES }).notNull().default('ua'),
    author_name: text().notNull(),
    author_email: text(),
    patient_id: integer().references(() => users.id),
    question: text().notNull(),
    answer: text(),
    doctor_id: integer().references(() => doctors.id),
    institution_id: integer().references(() => medical_institutions.id),
    article_id: integer().references(() => blog_articles.id),
    received_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    published_at: timestamp({ withTimezone: true }),
    /** When the answer was sent to the author by message. */
    sent_at: timestamp({ withTimezone: true }),
    ...timestamps(),
    ...softDelete(),
    version: version(),
  },
  (t) => [
    index('questions_answers_doctor_idx').on(t.doctor_id, t.status),
    index('questions_answers_institution_idx').on(t.institution_id, t.status),
    index('questions_answers_article_idx').on(t.article_id),
    index('questions_answers_status_received_idx').on(t.status, t.received_at),
  ],
);
