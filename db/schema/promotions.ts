import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { id, kopecks, softDelete, timestamps, translated, translatedDocument, translatedOptional, uniqueWhileLive, version } from './columns.ts';
import { specializations } from './dictionaries.ts';
import { doctor_services, doctors } from './doctors.ts';
import { medical_institutions } from './institutions.ts';
import { DISCOUNT_TYPES, PROMOTION_KINDS, PROMOTION_STATUSES } from '../../contracts/promotions.ts';

export { DISCOUNT_TYPES, PROMOTION_KINDS, PROMOTION_STATUSES };

export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    slug: text().notNull(),
    ...translated('name'),
    ...translatedOptional('short_description'),
    ...translatedDocument('description'),
    image: text(),
    discount_type: text({ enum: DISCOUNT_TYPES }).notNull(),
    /** 1 to 99, when the discount is a percentage. */
    percentage: smallint(),
    /** Integer kopecks, at most 9 999 UAH (four digits), when the discount is an amount. */
    amount: kopecks(),
    kind: text({ enum: PROMOTION_KINDS }).notNull().default('temporary'),
    /** Temporary promotions run between these; permanent ones may leave end_at empty. */
    start_at: timestamp({ withTimezone: true }),
    end_at: timestamp({ withTimezone: true }),
    is_appointment_possible: boolean().notNull().default(true),
    status: text({ enum: PROMOTION_STATUSES }).notNull().default('draft'),
    version: version(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    uniqueWhileLive('promotions_slug_unique', t.slug),
    index('promotions_status_dates_idx').on(t.status, t.start_at, t.end_at),
    check('promotions_percentage_range', sql`${t.percentage} is null or ${t.percentage} between 1 and 99`),
    check('promotions_amount_range', sql`${t.amount} is null or ${t.amount} between 1 and 999900`),
    check(
      'promotions_discount_given',
      sql`(${t.discount_type} = 'percentage' and ${t.percentage} is not null) or (${t.discount_type} = 'amount' and ${t.amount} is not null)`,
    ),
    check('promotions_end_after_start', sql`${t.end_at} is null or ${t.start_at} is null or ${t.end_at} > ${t.start_at}`),
  ],
);

/** A doctor's service offered at a discount within a promotion. */
export const promotion_participants = pgTable(
  'promotion_participants',
  {
    id: id(),
    promotion_id: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    specialization_id: integer().references(() => specializations.id),
    service_id: integer()
      .notNull()
      .references(() => doctor_services.id),
    doctor_id: integer()
      .notNull()
      .references(() => doctors.id),
    institution_id: integer().references(() => medical_institutions.id),
    /** Integer kopecks: the service's price when it joined. */
    cost: kopecks().notNull(),
    /** Integer kopecks: the price during the promotion. */
    cost_with_discount: kopecks().notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    unique('promotion_participants_unique').on(t.promotion_id, t.doctor_id, t.service_id),
    index('promotion_participants_doctor_idx').on(t.doctor_id),
    index('promotion_participants_service_idx').on(t.service_id),
    check('promotion_participants_discount', sql`${t.cost_with_discount} between 0 and ${t.cost}`),
  ],
);
