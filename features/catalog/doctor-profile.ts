import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DoctorCategoryValue } from '../../contracts/catalog.ts';
import type { Locale } from '../../contracts/locale.ts';
import { loadFreeSlots, type FreeSlot } from '../schedule/slot-loader.ts';
import { INTERNAL_DOCTOR_FEATURES } from './dictionaries.ts';
import { parseJson, type CardFeature, type CardSpecialization, type CardWorkplace, type DoctorListCard } from './doctor-cards.ts';
import { feedbackColumns, questionItems, reviewsBlock, type FeedbackColumns, type QuestionItem, type ReviewsBlock } from './feedback.ts';
import { epochMs, isoFromMs, localized, selectRows, toUah } from '../../db/sql.ts';
import { clinicStatusKind } from '../clinic-status/read.ts';
import { ofAlias, publicRow, runningPromotionRow } from '../visibility/public-rows.ts';

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

type ProfileRow = Omit<DoctorProfile, 'specializations' | 'languages' | 'features' | 'services' | 'workplaces' | 'reviews' | 'questions' | 'price_from'> &
  FeedbackColumns & {
    is_show_rating: boolean;
    services: string | null;
    specializations: string | null;
    languages: string | null;
    features: string | null;
    workplaces: string | null;
  };

type WorkplaceTuple = [number, string, string, string, number, number, string, string, string, string | null, boolean, ProfileWorkplace['status']];

type ServiceTuple = [
  number,
  string,
  number,
  string,
  number,
  number,
  ProfileService['format'],
  boolean,
  boolean,
  [string, string, number, number | null] | null,
];

/**
 * The doctor's live services as a JSON column of the profile's statement, each with its best running promotion
 * (slug, name, price in kopecks, end in epoch ms), the default first, then by price.
 */
function servicesColumn(locale: Locale, now: number): SQL {
  const promotion = sql`(select json_build_array(p.slug, ${localized('p', 'name', locale)}, pp.cost_with_discount, ${epochMs(sql`p.end_at`)})
      from promotion_participants pp join promotions p on p.id = pp.promotion_id
      where pp.service_id = s.id and ${runningPromotionRow(ofAlias('p'), new Date(now))}
      order by pp.cost_with_discount, p.id limit 1)`;
  return sql`(select json_agg(json_build_array(s.id, ${localized('s', 'name', locale)}, s.specialization_id, ${localized('sp', 'name', locale)},
        s.cost, s.duration, s.format, s.is_default, s.is_nszu_free, ${promotion}) order by s.is_default desc, s.cost, s.id)
      from doctor_services s join specializations sp on sp.id = s.specialization_id
      where s.doctor_id = d.id and s.deleted_at is null and s.status = 'active')::text as services`;
}

function toService([id, name, specializationId, specializationName, cost, duration, format, isDefault, isNszuFree, running]: ServiceTuple): ProfileService {
  return {
    id,
    name,
    duration,
    format,
    is_default: isDefault,
    is_nszu_free: isNszuFree,
    cost: isNszuFree ? 0 : toUah(cost)!,
    specialization: { id: specializationId, name: specializationName },
    promotion: running ? { slug: running[0], name: running[1], cost: toUah(running[2])!, ends_at: isoFromMs(running[3]) } : null,
  };
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
          where w.doctor_id = d.id and mi.deleted_at is null and mi.status = 'active')::text as workplaces,
        ${servicesColumn(locale, now)}, ${feedbackColumns('doctor_id', sql`d.id`)}
      from doctors d where d.slug = ${slug} and ${publicRow('doctors', ofAlias('d'), new Date(now))} limit 1`,
  );
  if (!row) return null;
  const {
    is_show_rating,
    specializations,
    languages,
    features,
    workplaces,
    services: serviceRows,
    review_counts,
    review_items,
    question_items,
    ...doctor
  } = row;
  const feedback = { review_counts, review_items, question_items };
  const services = parseJson<ServiceTuple[]>(serviceRows).map(toService);
  const slots = await loadFreeSlots(db, { doctorIds: [doctor.id], limit: PROFILE_SLOTS_PER_WORKPLACE, now });
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
    reviews: reviewsBlock(feedback, { showRating: is_show_rating }),
    questions: questionItems(feedback),
  };
}
