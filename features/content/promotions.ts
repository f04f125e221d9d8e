import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PromotionCard, PromotionDiscount, PromotionParticipant } from '../../contracts/content.ts';
import type { RichDocument } from '../../contracts/rich-text.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { Db } from '../../db/client.ts';
import { doctor_services, doctors, medical_institutions, promotion_participants, promotions, specializations } from '../../db/schema/index.ts';
import { countAll, documentIn, iso, live, offsetOf, optionalText, pageMeta, runningPromotion, text, uah, type Paged } from './sql.ts';

/** SPEC §9 page size. */
export const PROMOTIONS_PER_PAGE = 50;
/** A promotion page lists its participants whole; this only guards against a runaway one. */
const MAX_PARTICIPANTS = 300;

export interface PromotionDetail extends PromotionCard {
  description: RichDocument | null;
  is_appointment_possible: boolean;
  updated_at: string;
  participants: PromotionParticipant[];
}

/** What the card columns select, before the discount and dates are shaped for the page. */
interface CardRow extends Omit<PromotionCard, 'discount' | 'start_at' | 'end_at' | 'price_from'> {
  discount_type: 'amount' | 'percentage';
  percentage: number | null;
  amount: number | null;
  start_at: Date | null;
  end_at: Date | null;
  price_from: number | null;
}

/** Live doctors and services only: a participant whose doctor left the site is not offered. */
const liveParticipant = and(live(doctors), live(doctor_services)) as SQL;

/**
 * The live participants of the promotion row being selected. Written with aliases and a qualified outer
 * reference: Drizzle leaves columns unqualified in a select from one table, which would bind `id` inside.
 */
const liveParticipantsOfRow = sql`from promotion_participants pp
  join doctors d on d.id = pp.doctor_id and d.deleted_at is null and d.status = 'active'
  join doctor_services s on s.id = pp.service_id and s.deleted_at is null and s.status = 'active'
  where pp.promotion_id = "promotions"."id"`;

function discountOf(row: { discount_type: 'amount' | 'percentage'; percentage: number | null; amount: number | null }): PromotionDiscount {
  return row.discount_type === 'percentage' ? { type: 'percentage', value: row.percentage ?? 0 } : { type: 'amount', value: uah(row.amount ?? 0) };
}

export function createPromotionQueries(db: Db, now: () => Date) {
  const cardColumns = (locale: Locale) => ({
    id: promotions.id,
    slug: promotions.slug,
    name: text(promotions.name_ua, promotions.name_ru, locale),
    short_description: optionalText(promotions.short_description_ua, promotions.short_description_ru, locale),
    image: promotions.image,
    discount_type: promotions.discount_type,
    percentage: promotions.percentage,
    amount: promotions.amount,
    kind: promotions.kind,
    start_at: promotions.start_at,
    end_at: promotions.end_at,
    participants_count: sql<number>`(select count(*) ${liveParticipantsOfRow})::int`.mapWith(Number),
    price_from: sql<number | null>`(select min(pp.cost_with_discount) ${liveParticipantsOfRow})::int`,
  });

  const toCard = ({ discount_type, percentage, amount, start_at, end_at, price_from, ...row }: CardRow): PromotionCard => ({
    ...row,
    discount: discountOf({ discount_type, percentage, amount }),
    start_at: iso(start_at),
    end_at: iso(end_at),
    price_from: price_from === null ? null : uah(Number(price_from)),
  });

  async function participantsOf(promotionId: number, locale: Locale): Promise<PromotionParticipant[]> {
    // The doctor's first live workplace stands in when staff did not name the institution.
    const workplace = sql`(select w.institution_id from doctor_workplaces w join medical_institutions m on m.id = w.institution_id
      where w.doctor_id = ${doctors.id} and m.deleted_at is null and m.status = 'active' order by w.position, w.institution_id limit 1)`;
    const rows = await db
      .select({
        id: promotion_participants.id,
        doctor_slug: doctors.slug,
        doctor_name: text(doctors.full_name_ua, doctors.full_name_ru, locale),
        photo: doctors.photo,
        specialization_slug: specializations.slug,
        specialization_name: text(specializations.name_ua, specializations.name_ru, locale),
        service_name: text(doctor_services.name_ua, doctor_services.name_ru, locale),
        duration: doctor_services.duration,
        format: doctor_services.format,
        institution_slug: medical_institutions.slug,
        institution_name: text(medical_institutions.name_ua, medical_institutions.name_ru, locale),
        institution_address: text(medical_institutions.address_ua, medical_institutions.address_ru, locale),
        cost: promotion_participants.cost,
        cost_with_discount: promotion_participants.cost_with_discount,
      })
      .from(promotion_participants)
      .innerJoin(doctors, eq(doctors.id, promotion_participants.doctor_id))
      .innerJoin(doctor_services, eq(doctor_services.id, promotion_participants.service_id))
      .leftJoin(specializations, and(eq(specializations.id, promotion_participants.specialization_id), live(specializations)))
      .leftJoin(
        medical_institutions,
        and(eq(medical_institutions.id, sql`coalesce(${promotion_participants.institution_id}, ${workplace})`), live(medical_institutions)),
      )
      .where(and(eq(promotion_participants.promotion_id, promotionId), liveParticipant))
      .orderBy(desc(doctors.rating), asc(doctors.full_name_ua), asc(promotion_participants.id))
      .limit(MAX_PARTICIPANTS);
    return rows.map((row) => ({
      id: row.id,
      doctor: { slug: row.doctor_slug, name: row.doctor_name, photo: row.photo },
      specialization: row.specialization_slug ? { slug: row.specialization_slug, name: row.specialization_name ?? '' } : null,
      service: { name: row.service_name, duration: row.duration, format: row.format },
      institution: row.institution_slug ? { slug: row.institution_slug, name: row.institution_name ?? '', address: row.institution_address ?? '' } : null,
      cost: uah(row.cost),
      cost_with_discount: uah(row.cost_with_discount),
    }));
  }

  return {
    /** Cards of the running promotions that meet `condition` (a disease's promotions). */
    async promotionCards(locale: Locale, condition: SQL, limit: number): Promise<PromotionCard[]> {
      const rows = await db
        .select(cardColumns(locale))
        .from(promotions)
        .where(and(runningPromotion(now()), condition))
        .orderBy(sql`${promotions.start_at} desc nulls last`, desc(promotions.id))
        .limit(limit);
      return rows.map(toCard);
    },

    /** Running promotions, newest first, 50 a page. */
    async listPromotions({
      locale,
      page = 1,
      perPage = PROMOTIONS_PER_PAGE,
    }: {
      locale: Locale;
      page?: number;
      perPage?: number;
    }): Promise<Paged<PromotionCard>> {
      const where = runningPromotion(now());
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(cardColumns(locale))
          .from(promotions)
          .where(where)
          .orderBy(sql`${promotions.start_at} desc nulls last`, desc(promotions.id))
          .limit(perPage)
          .offset(offsetOf(page, perPage)),
        db.select({ total: countAll() }).from(promotions).where(where),
      ]);
      return { items: rows.map(toCard), meta: pageMeta(page, perPage, total) };
    },

    /** A running promotion with its participants, or null (unknown, finished, not started, in trash). */
    async promotionBySlug({ slug, locale }: { slug: string; locale: Locale }): Promise<PromotionDetail | null> {
      const [row] = await db
        .select({
          ...cardColumns(locale),
          description: documentIn(promotions.description_ua, promotions.description_ru, locale),
          is_appointment_possible: promotions.is_appointment_possible,
          updated_at: promotions.updated_at,
        })
        .from(promotions)
        .where(and(eq(promotions.slug, slug), runningPromotion(now())))
        .limit(1);
      if (!row) return null;
      const { description, is_appointment_possible, updated_at, ...card } = row;
      return {
        ...toCard(card),
        description,
        is_appointment_possible,
        updated_at: updated_at.toISOString(),
        participants: await participantsOf(row.id, locale),
      };
    },
  };
}
