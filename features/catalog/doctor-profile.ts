import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctor_services, promotion_participants, promotions, specializations } from '../../db/schema/index.ts';
import type { DoctorCategoryValue } from '../../contracts/catalog.ts';
import type { Locale } from '../../contracts/locale.ts';
import { loadFreeSlots, type FreeSlot } from '../schedule/slot-loader.ts';
import { INTERNAL_DOCTOR_FEATURES } from './dictionaries.ts';
import { parseJson, type CardFeature, type CardSpecialization, type CardWorkplace, type DoctorListCard } from './doctor-cards.ts';
import { loadQuestions, loadReviews, type QuestionItem, type ReviewsBlock } from './feedback.ts';
import { epochMs, isoFromMs, localized, selectRows, toUah } from '../../db/sql.ts';
import { clinicStatusKind } from '../clinic-status/read.ts';
import { ofAlias, ofTable, publicRow, runningPromotionRow } from '../visibility/public-rows.ts';

/** Free slots per workplace on the profile (14 days ahead). */
export const PROFILE_SLOTS_PER_WORKPLACE = 12;

export interface ProfileService {
  id: number;
  name: string;
  specialization: { id: number; name: string };
  /** UAH. */
  cost: number;
  /** Minutes. */
  duration: number;
  format: 'offline' | 'online';
  is_default: boolean;
  /** Free under the state programme with an electronic referral (docs/decisions/307): `cost` is 0. */
  is_nszu_free: boolean;
  /** The best running promotion this service takes part in, with its price in UAH. */
  promotion: { slug: string; name: string; cost: number; ends_at: string | null } | null;
}

export interface ProfileWorkplace extends CardWorkplace {
  type: string;
  phone: string | null;
  /** Takes requests instead of booked slots (then `next_slots` is empty). */
  is_work_without_slots: boolean;
  next_slots: FreeSlot[];
}

/** Everything SPEC §3 lets a patient see of a doctor, in the page's language; prices in UAH. */
export interface DoctorProfile {
  id: number;
  slug: string;
  name: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  gender: 'male' | 'female';
  photo: string | null;
  experience: number;
  started_work_year: number | null;
  category: DoctorCategoryValue;
  mode: DoctorListCard['mode'];
  profile_url: string | null;
  short_description: string | null;
  description: string | null;
  biography: string | null;
  achievements: string | null;
  /** Null when the doctor hides it. */
  rating: number | null;
  reviews_count: number;
  /** A family doctor with a declaration quota: takes new declarations or not; null when he has not said (docs/decisions/307). */
  accepts_declarations: boolean | null;
  specializations: (CardSpecialization & { is_main: boolean })[];
  languages: { code: string; name: string }[];
  features: CardFeature[];
  /** Lowest regular price of a live service, UAH. */
  price_from: number | null;
  services: ProfileService[];
  workplaces: ProfileWorkplace[];
  reviews: ReviewsBlock;
  questions: QuestionItem[];
}

type ProfileRow = Omit<DoctorProfile, 'specializations' | 'languages' | 'features' | 'services' | 'workplaces' | 'reviews' | 'questions' | 'price_from'> & {
  is_show_rating: boolean;
  specializations: string | null;
  languages: string | null;
  features: string | null;
  workplaces: string | null;
};

type WorkplaceTuple = [number, string, string, string, number, number, string, string, string, string | null, boolean, ProfileWorkplace['status']];

async function loadServices(db: Db, doctorId: number, locale: Locale, now: number): Promise<ProfileService[]> {
  // The best running promotion of the service: its slug, name, price (kopecks) and end (epoch ms), as JSON text.
  const promotion = sql<
    string | null
  >`(select json_build_array(${promotions.slug}, ${promotions[`name_${locale}`]}, ${promotion_participants.cost_with_discount},
      ${epochMs(sql`${promotions.end_at}`)})
    from ${promotion_participants} join ${promotions} on ${promotions.id} = ${promotion_participants.promotion_id}
    where ${promotion_participants.service_id} = ${doctor_services.id} and ${runningPromotionRow(ofTable(promotions), new Date(now))}
    order by ${promotion_participants.cost_with_discount}, ${promotions.id} limit 1)::text`;
  const rows = await db
    .select({
      id: doctor_services.id,
      name: doctor_services[`name_${locale}`],
      specialization_id: doctor_services.specialization_id,
      specialization_name: specializations[`name_${locale}`],
      cost: doctor_services.cost,
      duration: doctor_services.duration,
      format: doctor_services.format,
      is_default: doctor_services.is_default,
      is_nszu_free: doctor_services.is_nszu_free,
      promotion,
    })
    .from(doctor_services)
    .innerJoin(specializations, eq(specializations.id, doctor_services.specialization_id))
    .where(and(eq(doctor_services.doctor_id, doctorId), isNull(doctor_services.deleted_at), eq(doctor_services.status, 'active')))
    .orderBy(desc(doctor_services.is_default), asc(doctor_services.cost), asc(doctor_services.id));
  return rows.map(({ specialization_id, specialization_name, promotion, cost, ...service }) => {
    const running = promotion ? (JSON.parse(promotion) as [string, string, number, number | null]) : null;
    return {
      ...service,
      cost: service.is_nszu_free ? 0 : toUah(cost)!,
      specialization: { id: specialization_id, name: specialization_name },
      promotion: running ? { slug: running[0], name: running[1], cost: toUah(running[2])!, ends_at: isoFromMs(running[3]) } : null,
    };
  });
}

/** The public profile of a live, active doctor, or null (unknown slug, inactive, in trash). */
export async function doctorProfile(db: Db, slug: string, locale: Locale, now = Date.now()): Promise<DoctorProfile | null> {
  const internal = sql.join(
    INTERNAL_DOCTOR_FEATURES.map((code) => sql`${code}`),
    sql`, `,
  );
  // Raw: a hand-tuned read model, one row whose specializations, languages, features and workplaces are JSON aggregates of correlated subqueries.
  const [row] = await selectRows<ProfileRow>(
    db,
    sql`select d.id, d.slug, ${localized('d', 'full_name', locale)} as name, ${localized('d', 'first_name', locale)} as first_name,
        ${localized('d', 'last_name', locale)} as last_name, ${localized('d', 'middle_name', locale)} as middle_name, d.gender, d.photo,
        d.experience::int as experience, d.started_work_year::int as started_work_year, d.category, d.mode, d.profile_url, d.accepts_declarations,
        ${localized('d', 'short_description', locale)} as short_description, ${localized('d', 'description', locale)} as description,
        ${localized('d', 'biography', locale)} as biography, ${localized('d', 'achievements', locale)} as achievements,
        d.rating, d.is_show_rating, d.reviews_count,
        (select json_agg(json_build_array(s.id, s.slug, ${localized('s', 'name', locale)}, ${localized('s', 'doctor_name', locale)}, ds.is_main)
            order by ds.is_main desc, s."order", s.id)
          from doctor_specializations ds join specializations s on s.id = ds.specialization_id
          where ds.doctor_id = d.id and s.deleted_at is null and s.status = 'active')::text as specializations,
        (select json_agg(json_build_array(l.code, ${localized('l', 'name', locale)}) order by l."order", l.id)
          from doctor_languages dl join languages l on l.id = dl.language_id
          where dl.doctor_id = d.id and l.deleted_at is null and l.status = 'active')::text as languages,
        (select json_agg(json_build_array(f.code, f.slug, ${localized('f', 'name', locale)}) order by f."order", f.id)
          from doctor_feature_links fl join doctor_features f on f.id = fl.feature_id
          where fl.doctor_id = d.id and f.deleted_at is null and f.status = 'active' and f.code not in (${internal}))::text as features,
        (select json_agg(json_build_array(mi.id, mi.slug, ${localized('mi', 'name', locale)}, ${localized('mi', 'address', locale)},
              mi.latitude, mi.longitude, c.city_slug, ${localized('c', 'name', locale)}, ${localized('t', 'name', locale)}, mi.phone,
              mi.is_work_without_slots,
              ${clinicStatusKind(sql`mi.id`)})
              order by w.position, mi.id)
          from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id
          join cities c on c.id = mi.city_id join institution_types t on t.id = mi.type_id
          where w.doctor_id = d.id and mi.deleted_at is null and mi.status = 'active')::text as workplaces
      from doctors d where d.slug = ${slug} and ${publicRow('doctors', ofAlias('d'), new Date(now))} limit 1`,
  );
  if (!row) return null;
  const { is_show_rating, specializations, languages, features, workplaces, ...doctor } = row;
  const [services, slots, reviews, questions] = await Promise.all([
    loadServices(db, doctor.id, locale, now),
    loadFreeSlots(db, { doctorIds: [doctor.id], limit: PROFILE_SLOTS_PER_WORKPLACE, now }),
    loadReviews(db, { doctorId: doctor.id }, { showRating: is_show_rating }),
    loadQuestions(db, { doctorId: doctor.id }),
  ]);
  const doctorSlots = slots.get(doctor.id) ?? [];
  const costs = services.filter((service) => !service.is_nszu_free).map((service) => service.cost);
  return {
    ...doctor,
    rating: is_show_rating ? doctor.rating : null,
    specializations: parseJson<[number, string, string, string, boolean][]>(specializations).map(([id, specializationSlug, name, doctorName, isMain]) => ({
      id,
      slug: specializationSlug,
      name,
      doctor_name: doctorName,
      is_main: isMain,
    })),
    languages: parseJson<[string, string][]>(languages).map(([code, name]) => ({ code, name })),
    features: parseJson<[string, string, string][]>(features).map(([code, featureSlug, name]) => ({ code, slug: featureSlug, name })),
    price_from: costs.length ? Math.min(...costs) : null,
    services,
    workplaces: parseJson<WorkplaceTuple[]>(workplaces).map(
      ([id, placeSlug, name, address, latitude, longitude, citySlug, cityName, type, phone, withoutSlots, status]) => ({
        id,
        slug: placeSlug,
        name,
        address,
        latitude,
        longitude,
        city: { slug: citySlug, name: cityName },
        type,
        phone,
        is_work_without_slots: withoutSlots,
        status,
        next_slots: doctorSlots.filter((slot) => slot.institution_id === id),
      }),
    ),
    reviews,
    questions,
  };
}
