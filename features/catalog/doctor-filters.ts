import { sql, type SQL } from 'drizzle-orm';
import type { DoctorCategoryValue, DoctorListPageQuery, DoctorSort } from '../../contracts/catalog.ts';
import type { CatalogDictionaries } from './dictionaries.ts';
import type { ListingFilters } from './listing-url.ts';
import { isAnimalCare, isAnimalCareListing } from './animal-care.ts';
import { idArray } from '../../db/sql.ts';
import { ofAlias, publicRow } from '../visibility/public-rows.ts';

/** Everything a doctor listing filters by, resolved to ids and kopecks. */
export interface DoctorCriteria {
  cityId?: number;
  specializationId?: number;
  /** The doctor has all of them. */
  doctorFeatureIds: number[];
  institutionTypeId?: number;
  /** The workplace has all of them. */
  institutionFeatureIds: number[];
  /** Only doctors working at this institution (a clinic page). */
  institutionId?: number;
  /** Kopecks, inclusive, against the lowest live service price. */
  priceMin?: number;
  priceMax?: number;
  ratingMin?: number;
  /** The doctor speaks at least one. */
  languageIds: number[];
  categories: DoctorCategoryValue[];
  experienceMin?: number;
  sort: DoctorSort;
  /** Doctors with one of these are left out: the animal section's specializations in listings for people. */
  excludedSpecializationIds: number[];
}

const UAH = 100;

/**
 * Path filters plus the page's query, as ids. Unknown feature and language values in the query are dropped
 * (the page still renders, STYLE.md habit 4); a swapped price range is put right.
 */
export function doctorCriteria(listing: ListingFilters, query: Partial<DoctorListPageQuery>, dictionaries: CatalogDictionaries): DoctorCriteria {
  const extraFeatures = (query.features ?? []).map((slug) => dictionaries.bySlug.doctorFeature.get(slug)?.id).filter((id) => id !== undefined);
  const languageIds = (query.languages ?? []).map((code) => dictionaries.languageByCode.get(code)?.id).filter((id) => id !== undefined);
  let [priceMin, priceMax] = [query.price_min, query.price_max];
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  return {
    cityId: listing.city?.id,
    specializationId: listing.specialization?.id,
    doctorFeatureIds: [...new Set([...(listing.doctorFeature ? [listing.doctorFeature.id] : []), ...extraFeatures])],
    institutionTypeId: listing.institutionType?.id,
    institutionFeatureIds: listing.institutionFeature ? [listing.institutionFeature.id] : [],
    priceMin: priceMin === undefined ? undefined : Math.round(priceMin * UAH),
    priceMax: priceMax === undefined ? undefined : Math.round(priceMax * UAH),
    ratingMin: query.rating_min,
    languageIds: [...new Set(languageIds)],
    categories: query.category ?? [],
    experienceMin: query.experience_min,
    sort: query.sort ?? 'rating',
    excludedSpecializationIds: isAnimalCareListing(listing) ? [] : dictionaries.specializations.filter(isAnimalCare).map((entry) => entry.id),
  };
}

const and = (parts: (SQL | undefined)[]): SQL =>
  sql.join(
    parts.filter((part) => part !== undefined),
    sql` and `,
  );

export function hasWorkplaceFilter(criteria: DoctorCriteria): boolean {
  return (
    criteria.cityId !== undefined ||
    criteria.institutionTypeId !== undefined ||
    criteria.institutionFeatureIds.length > 0 ||
    criteria.institutionId !== undefined
  );
}

/**
 * The institution `mi` is a live workplace that satisfies the listing: city, type and features are
 * checked on the same institution, so "a laboratory in Lviv" never matches a doctor with a Lviv clinic and
 * a Kyiv laboratory.
 */
export function workplaceMatches(criteria: DoctorCriteria): SQL {
  return and([
    publicRow('medical_institutions', ofAlias('mi')),
    criteria.cityId === undefined ? undefined : sql`mi.city_id = ${criteria.cityId}`,
    criteria.institutionTypeId === undefined ? undefined : sql`mi.type_id = ${criteria.institutionTypeId}`,
    criteria.institutionId === undefined ? undefined : sql`mi.id = ${criteria.institutionId}`,
    ...criteria.institutionFeatureIds.map(
      (featureId) => sql`exists (select 1 from institution_feature_links f where f.institution_id = mi.id and f.feature_id = ${featureId})`,
    ),
  ]);
}

/** The doctor's lowest live service price in kopecks (of the listed specialization, when there is one). */
export function priceFrom(criteria: DoctorCriteria): SQL {
  // A service free by referral (docs/decisions/307) has no price to start from.
  return sql`(select min(s.cost) from doctor_services s where s.doctor_id = d.id and s.deleted_at is null and s.status = 'active' and not s.is_nszu_free
    ${criteria.specializationId === undefined ? sql`` : sql`and s.specialization_id = ${criteria.specializationId}`})`;
}

/** The rating a visitor may see: a hidden rating counts as none, for filters and sorting too. */
export const SHOWN_RATING = sql`case when d.is_show_rating then d.rating end`;

/** Conditions on the doctor `d` (everything but price, which the listing applies to its computed column). */
export function doctorMatches(criteria: DoctorCriteria): SQL {
  return and([
    publicRow('doctors', ofAlias('d')),
    hasWorkplaceFilter(criteria)
      ? sql`exists (select 1 from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id
          where w.doctor_id = d.id and ${workplaceMatches(criteria)})`
      : undefined,
    criteria.specializationId === undefined
      ? undefined
      : sql`exists (select 1 from doctor_specializations ds where ds.doctor_id = d.id and ds.specialization_id = ${criteria.specializationId})`,
    criteria.excludedSpecializationIds.length
      ? sql`not exists (select 1 from doctor_specializations ds where ds.doctor_id = d.id and ds.specialization_id = any(${idArray(criteria.excludedSpecializationIds)}))`
      : undefined,
    ...criteria.doctorFeatureIds.map(
      (featureId) => sql`exists (select 1 from doctor_feature_links l where l.doctor_id = d.id and l.feature_id = ${featureId})`,
    ),
    criteria.languageIds.length
      ? sql`exists (select 1 from doctor_languages dl where dl.doctor_id = d.id and dl.language_id = any(${idArray(criteria.languageIds)}))`
      : undefined,
    criteria.categories.length
      ? sql`d.category in (${sql.join(
          criteria.categories.map((category) => sql`${category}`),
          sql`, `,
        )})`
      : undefined,
    criteria.experienceMin === undefined ? undefined : sql`d.experience >= ${criteria.experienceMin}`,
    criteria.ratingMin === undefined ? undefined : sql`${SHOWN_RATING} >= ${criteria.ratingMin}`,
  ]);
}

/** Conditions on the doctor's price (`priceFrom`); true when the listing sets no price range. */
export function priceMatches(criteria: DoctorCriteria): SQL {
  if (criteria.priceMin === undefined && criteria.priceMax === undefined) return sql`true`;
  return and([
    criteria.priceMin === undefined ? undefined : sql`${priceFrom(criteria)} >= ${criteria.priceMin}`,
    criteria.priceMax === undefined ? undefined : sql`${priceFrom(criteria)} <= ${criteria.priceMax}`,
  ]);
}

/**
 * ORDER BY over the doctor `d`, `id` last so pages never overlap. The rating order is exactly the
 * expression of `doctors_listing_rating_idx` (0003_catalog.sql), so the first pages of a broad listing
 * are read from the index instead of sorting every doctor. "earliest" is ordered once the slots are known.
 */
export function doctorOrder(criteria: DoctorCriteria): SQL {
  const byRating = sql`${SHOWN_RATING} desc nulls last, d.reviews_count desc, d.id asc`;
  switch (criteria.sort) {
    case 'price':
      return sql`${priceFrom(criteria)} asc nulls last, ${byRating}`;
    case 'price_desc':
      return sql`${priceFrom(criteria)} desc nulls last, ${byRating}`;
    case 'experience':
      return sql`d.experience desc, ${byRating}`;
    default:
      return byRating;
  }
}
