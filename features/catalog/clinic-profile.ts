import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Weekday, WorkingHours } from '../../db/schema/index.ts';
import { DEFAULT_CLINIC_HOURS } from '../../contracts/clinic-hours.ts';
import type { Locale } from '../../contracts/locale.ts';
import { parseJson, type CardFeature, type DoctorListCard } from './doctor-cards.ts';
import type { DoctorListPage, DoctorListRequest } from './doctor-list.ts';
import { feedbackColumns, questionItems, reviewsBlock, type FeedbackColumns, type QuestionItem, type ReviewsBlock } from './feedback.ts';
import type { InstitutionTypeBadge } from './institution-list.ts';
import { localized, selectRows, toUah } from '../../db/sql.ts';
import { ofAlias, publicRow } from '../visibility/public-rows.ts';
import type { TClinicStatus } from '../../contracts/clinic-status.ts';
import { clinicStatusJson } from '../clinic-status/read.ts';

const WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export interface BranchLink {
  id: number;
  slug: string;
  name: string;
  address: string;
  city: { slug: string; name: string };
}

/** Everything a patient should see of a clinic (SPEC §3 medical institution), in the page's language. */
export interface ClinicProfile {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  image: string | null;
  type: InstitutionTypeBadge;
  address: string;
  city: { slug: string; name: string };
  latitude: number;
  longitude: number;
  phone: string | null;
  email: string | null;
  website: string | null;
  rating: number;
  reviews_count: number;
  short_description: string | null;
  description: string | null;
  features: CardFeature[];
  is_work_without_slots: boolean;
  /** What the clinic says about itself right now (docs/decisions/306); null when nothing or it ended. */
  live_status: TClinicStatus | null;
  /** Every day of the week in order; `null` hours mean closed that day. */
  working_hours: { day: Weekday; from: string | null; to: string | null }[];
  /** True when the clinic keeps no hours and SPEC §9's defaults are shown. */
  working_hours_default: boolean;
  /** The main institution of a branch. */
  parent: BranchLink | null;
  /** Live branches of this institution. */
  branches: BranchLink[];
  /** The first page of its doctors (best rated), with free slots at this clinic. */
  doctors: DoctorListCard[];
  doctors_count: number;
  /** What its doctors offer, per specialization: how many doctors and the lowest price (UAH). */
  services: { specialization: { id: number; slug: string; name: string }; doctors_count: number; price_from: number | null }[];
  reviews: ReviewsBlock;
  questions: QuestionItem[];
}

type ClinicRow = Omit<
  ClinicProfile,
  | 'type'
  | 'city'
  | 'features'
  | 'working_hours'
  | 'working_hours_default'
  | 'parent'
  | 'branches'
  | 'doctors'
  | 'doctors_count'
  | 'services'
  | 'reviews'
  | 'questions'
> &
  FeedbackColumns & {
    type: string;
    services: string | null;
    city_slug: string;
    city_name: string;
    features: string | null;
    hours: string;
    parent: string | null;
    branches: string | null;
  };

type BranchTuple = [number, string, string, string, string, string];

/** Opening hours for every day: the clinic's own when it keeps any, else the SPEC §9 defaults. */
export function weekHours(own: WorkingHours): { hours: ClinicProfile['working_hours']; isDefault: boolean } {
  const isDefault = Object.keys(own).length === 0;
  const source: WorkingHours = isDefault ? DEFAULT_CLINIC_HOURS : own;
  return { hours: WEEK.map((day) => ({ day, from: source[day]?.from ?? null, to: source[day]?.to ?? null })), isDefault };
}

const branch = (locale: Locale) => sql`json_build_array(b.id, b.slug, ${localized('b', 'name', locale)}, ${localized('b', 'address', locale)},
  bc.city_slug, ${localized('bc', 'name', locale)})`;

type ServiceTuple = [number, string, string, number, number | null];

/**
 * What the clinic's doctors offer, per specialization, as a JSON column of the profile's statement: how many
 * doctors and the lowest price (kopecks), the most staffed first.
 */
function servicesColumn(locale: Locale): SQL {
  return sql`(select json_agg(json_build_array(id, slug, name, doctors_count, price_from) order by doctors_count desc, "order", id)
      from (select sp.id, sp.slug, ${localized('sp', 'name', locale)} as name, sp."order", count(distinct d.id)::int as doctors_count,
          min(s.cost)::int as price_from
        from doctor_workplaces w
        join doctors d on d.id = w.doctor_id and d.deleted_at is null and d.status = 'active'
        join doctor_services s on s.doctor_id = d.id and s.deleted_at is null and s.status = 'active'
        join specializations sp on sp.id = s.specialization_id and sp.deleted_at is null and sp.status = 'active'
        where w.institution_id = mi.id
        group by sp.id) offered)::text as services`;
}

/** The public page of a live, active clinic, or null (unknown slug, inactive, in trash). */
export async function clinicProfile(
  deps: { db: Db; doctorList: (request: DoctorListRequest) => Promise<DoctorListPage> },
  slug: string,
  locale: Locale,
): Promise<ClinicProfile | null> {
  const { db } = deps;
  // Raw: a hand-tuned read model, one row whose features and branches are JSON aggregates of correlated subqueries.
  const [row] = await selectRows<ClinicRow>(
    db,
    sql`select mi.id, mi.slug, ${localized('mi', 'name', locale)} as name, mi.logo, mi.image, ${localized('mi', 'address', locale)} as address,
        mi.latitude, mi.longitude, mi.phone, mi.email, mi.website, mi.rating, mi.reviews_count,
        ${localized('mi', 'short_description', locale)} as short_description, ${localized('mi', 'description', locale)} as description,
        mi.is_work_without_slots, mi.working_hours::text as hours, ${clinicStatusJson(sql`mi.id`)} as live_status,
        json_build_array(t.id, t.code, t.slug, ${localized('t', 'name', locale)}, t.background_color, t.text_color)::text as type,
        c.city_slug, ${localized('c', 'name', locale)} as city_name,
        (select json_agg(json_build_array(f.code, f.slug, ${localized('f', 'name', locale)}) order by f."order", f.id)
          from institution_feature_links l join institution_features f on f.id = l.feature_id
          where l.institution_id = mi.id and f.deleted_at is null and f.status = 'active')::text as features,
        (select ${branch(locale)} from medical_institutions b join cities bc on bc.id = b.city_id
          where b.id = mi.parent_id and b.deleted_at is null and b.status = 'active')::text as parent,
        (select json_agg(${branch(locale)} order by b.id) from medical_institutions b join cities bc on bc.id = b.city_id
          where b.parent_id = mi.id and b.deleted_at is null and b.status = 'active')::text as branches,
        ${servicesColumn(locale)}, ${feedbackColumns('institution_id', sql`mi.id`)}
      from medical_institutions mi join institution_types t on t.id = mi.type_id join cities c on c.id = mi.city_id
      where mi.slug = ${slug} and ${publicRow('medical_institutions', ofAlias('mi'), new Date())} limit 1`,
  );
  if (!row) return null;
  const { type, city_slug, city_name, features, hours, parent, branches, services, review_counts, review_items, question_items, ...clinic } = row;
  const feedback = { review_counts, review_items, question_items };
  const doctors = await deps.doctorList({ locale, institutionId: clinic.id });
  const [typeId, code, typeSlug, typeName, background, text] = JSON.parse(type) as [number, string, string, string, string, string];
  const week = weekHours(JSON.parse(hours) as WorkingHours);
  const toBranch = ([id, branchSlug, name, address, citySlug, cityName]: BranchTuple): BranchLink => ({
    id,
    slug: branchSlug,
    name,
    address,
    city: { slug: citySlug, name: cityName },
  });
  return {
    ...clinic,
    type: { id: typeId, code, slug: typeSlug, name: typeName, background_color: background, text_color: text },
    city: { slug: city_slug, name: city_name },
    features: parseJson<[string, string, string][]>(features).map(([featureCode, featureSlug, name]) => ({ code: featureCode, slug: featureSlug, name })),
    working_hours: week.hours,
    working_hours_default: week.isDefault,
    parent: parent ? toBranch(JSON.parse(parent) as BranchTuple) : null,
    branches: parseJson<BranchTuple[]>(branches).map(toBranch),
    doctors: doctors.data,
    doctors_count: doctors.meta.total,
    services: parseJson<ServiceTuple[]>(services).map(([id, specializationSlug, name, doctorsCount, priceFrom]) => ({
      specialization: { id, slug: specializationSlug, name },
      doctors_count: doctorsCount,
      price_from: toUah(priceFrom),
    })),
    reviews: reviewsBlock(feedback),
    questions: questionItems(feedback),
  };
}
