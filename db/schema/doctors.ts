import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, kopecks, ratingColumns, softDelete, status, timestamps, translated, translatedOptional, uniqueWhileLive, version } from './columns.ts';
import { users } from './accounts.ts';
import { doctor_features, languages, specializations } from './dictionaries.ts';
import { medical_institutions } from './institutions.ts';

export const DOCTOR_CATEGORIES = ['higher', 'first', 'second', 'none'] as const;
export const DOCTOR_GENDERS = ['male', 'female'] as const;
/** How the doctor receives patients. */
export const DOCTOR_MODES = ['clinic', 'online', 'clinic_and_online'] as const;
export const SERVICE_FORMATS = ['offline', 'online'] as const;

/** SPEC §3 doctor. The cabinet account (when `is_cabinet`) is a `users` row of type `doctor`. */
export const doctors = pgTable(
  'doctors',
  {
    id: id(),
    slug: text().notNull(),
    ...translated('first_name'),
    ...translated('last_name'),
    ...translatedOptional('middle_name'),
    /** "Last First Middle", kept by the database for search and sorting. */
    full_name_ua: text()
      .notNull()
      .generatedAlwaysAs(sql`last_name_ua || ' ' || first_name_ua || coalesce(' ' || middle_name_ua, '')`),
    full_name_ru: text()
      .notNull()
      .generatedAlwaysAs(sql`last_name_ru || ' ' || first_name_ru || coalesce(' ' || middle_name_ru, '')`),
    gender: text({ enum: DOCTOR_GENDERS }).notNull(),
    email: text(),
    phone: text(),
    photo: text(),
    /** Year the doctor started practising; experience is derived from it when present. */
    started_work_year: smallint(),
    /** Years of practice as shown on the profile. */
    experience: smallint().notNull().default(0),
    is_show_rating: boolean().notNull().default(true),
    /** Link to an external profile (a professional register or personal site). */
    profile_url: text(),
    category: text({ enum: DOCTOR_CATEGORIES }).notNull().default('none'),
    mode: text({ enum: DOCTOR_MODES }).notNull().default('clinic'),
    ...translatedOptional('short_description'),
    ...translatedOptional('description'),
    ...translatedOptional('biography'),
    ...translatedOptional('achievements'),
    ...ratingColumns(),
    /** Has a cabinet (video consultations); then `user_id` is the sign-in account. */
    is_cabinet: boolean().notNull().default(false),
    /** A family doctor, therapist or paediatrician with a declaration quota says whether he takes new declarations (null: not said). */
    accepts_declarations: boolean(),
    /** Freed times of this doctor are offered to patients waiting for an earlier one (docs/decisions/303); the partner may turn it off. */
    is_waitlist: boolean().notNull().default(true),
    user_id: integer().references(() => users.id),
    /** The language of the cabinet and of its e-mails (the set-password link). */
    locale: text({ enum: ['ua', 'ru'] })
      .notNull()
      .default('ua'),
    status: status(),
    version: version(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    uniqueWhileLive('doctors_slug_unique', t.slug),
    uniqueWhileLive('doctors_user_unique', t.user_id),
    index('doctors_rating_idx').on(t.rating),
    index('doctors_experience_idx').on(t.experience),
    // The back office's list (0015): the name order of live doctors.
    index('doctors_full_name_ua_idx')
      .on(t.full_name_ua, t.id)
      .where(sql`${t.deleted_at} is null`),
    index('doctors_full_name_ru_idx')
      .on(t.full_name_ru, t.id)
      .where(sql`${t.deleted_at} is null`),
    // Counts and pages of the default order, by status and in the trash (0018). `nullsFirst`: PostgreSQL's own
    // order for `desc`, the one the listings' `order by rating desc` asks for.
    index('doctors_live_rating_idx')
      .on(t.rating.desc().nullsFirst(), t.id)
      .where(sql`${t.deleted_at} is null`),
    index('doctors_live_status_idx')
      .on(t.status, t.rating.desc().nullsFirst(), t.id)
      .where(sql`${t.deleted_at} is null`),
    index('doctors_trash_rating_idx')
      .on(t.rating.desc().nullsFirst(), t.id)
      .where(sql`${t.deleted_at} is not null`),
    // The default order of the public listing (0003, features/catalog/doctor-filters.ts `doctorOrder`): a hidden
    // rating counts as none. The first pages of a broad listing come straight from this index.
    index('doctors_listing_rating_idx')
      .on(sql`(case when ${t.is_show_rating} then ${t.rating} end) desc nulls last`, t.reviews_count.desc().nullsFirst(), t.id)
      .where(sql`${t.deleted_at} is null and ${t.status} = 'active'`),
    check('doctors_rating_range', sql`${t.rating} between 0 and 5`),
    check('doctors_experience_range', sql`${t.experience} between 0 and 80`),
    check('doctors_locale_known', sql`${t.locale} in ('ua', 'ru')`),
  ],
);

export const doctor_specializations = pgTable(
  'doctor_specializations',
  {
    doctor_id: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    specialization_id: integer()
      .notNull()
      .references(() => specializations.id, { onDelete: 'cascade' }),
    /** The one shown first on cards. */
    is_main: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.doctor_id, t.specialization_id] }), index('doctor_specializations_specialization_idx').on(t.specialization_id)],
);

export const doctor_languages = pgTable(
  'doctor_languages',
  {
    doctor_id: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    language_id: integer()
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.doctor_id, t.language_id] }), index('doctor_languages_language_idx').on(t.language_id)],
);

export const doctor_feature_links = pgTable(
  'doctor_feature_links',
  {
    doctor_id: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    feature_id: integer()
      .notNull()
      .references(() => doctor_features.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.doctor_id, t.feature_id] }), index('doctor_feature_links_feature_idx').on(t.feature_id)],
);

/** Where a doctor receives patients (SPEC §3 workplaces). */
export const doctor_workplaces = pgTable(
  'doctor_workplaces',
  {
    doctor_id: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    institution_id: integer()
      .notNull()
      .references(() => medical_institutions.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.doctor_id, t.institution_id] }), index('doctor_workplaces_institution_idx').on(t.institution_id)],
);

/** A doctor's priced service. Exactly one default per doctor: at most one by index, at least one by the service layer. */
export const doctor_services = pgTable(
  'doctor_services',
  {
    id: id(),
    doctor_id: integer()
      .notNull()
      .references(() => doctors.id),
    specialization_id: integer()
      .notNull()
      .references(() => specializations.id),
    ...translated('name'),
    /** Integer kopecks. */
    cost: kopecks().notNull(),
    /** Minutes. */
    duration: smallint().notNull(),
    format: text({ enum: SERVICE_FORMATS }).notNull().default('offline'),
    is_default: boolean().notNull().default(false),
    /** Takes part in a promotion: cannot be deleted and its price is frozen (SPEC §5). */
    is_promo: boolean().notNull().default(false),
    /**
     * Free under the state programme of medical guarantees with an electronic referral (docs/decisions/307): its
     * price reads "free by referral", booking it asks for the referral number, and nothing is paid.
     */
    is_nszu_free: boolean().notNull().default(false),
    status: status(),
    ...timestamps(),
    ...softDelete(),
    version: version(),
  },
  (t) => [
    uniqueIndex('doctor_services_one_default')
      .on(t.doctor_id)
      .where(sql`${t.is_default} and ${t.deleted_at} is null`),
    index('doctor_services_doctor_idx').on(t.doctor_id, t.cost),
    index('doctor_services_specialization_cost_idx').on(t.specialization_id, t.cost),
    check('doctor_services_cost_positive', sql`${t.cost} >= 0`),
    check('doctor_services_duration_range', sql`${t.duration} between 5 and 480`),
  ],
);
