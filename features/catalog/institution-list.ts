import { count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  cities,
  doctor_workplaces,
  doctors,
  institution_feature_links,
  institution_features,
  institution_types,
  medical_institutions,
  type WorkingHours,
} from '../../db/schema/index.ts';
import { CATALOG_PAGE_SIZE, type InstitutionListPageQuery, type InstitutionSort } from '../../contracts/catalog.ts';
import { listMeta, type ListEnvelope } from '../../contracts/envelope.ts';
import type { Locale } from '../../contracts/locale.ts';
import { isAnimalCare, isAnimalCareListing } from './animal-care.ts';
import type { CatalogDictionaries } from './dictionaries.ts';
import { parseJson, type CardFeature } from './doctor-cards.ts';
import type { ListingFilters } from './listing-url.ts';
import { idArray, localized, type RowOf } from '../../db/sql.ts';
import { liveRow, ofAlias, ofTable, publicRow } from '../visibility/public-rows.ts';

export interface InstitutionTypeBadge {
  id: number;
  code: string;
  slug: string;
  name: string;
  /** SPEC §3 colour choices for the type's tile and badge. */
  background_color: string;
  text_color: string;
}

/** One institution in a listing, in the page's language. */
export interface InstitutionListCard {
  id: number;
  slug: string;
  name: string;
  /** Logo, else the photo. */
  image: string | null;
  type: InstitutionTypeBadge;
  address: string;
  city: { slug: string; name: string };
  latitude: number;
  longitude: number;
  rating: number;
  reviews_count: number;
  features: CardFeature[];
  /** The institution's own opening hours, or null when it has none (the profile then shows the defaults). */
  working_hours: WorkingHours | null;
  /** Active doctors working there. */
  doctors_count: number;
  /** A branch names its main institution. */
  parent_id: number | null;
  /** Takes requests instead of booked slots. */
  is_work_without_slots: boolean;
}

export interface InstitutionListRequest {
  locale: Locale;
  listing?: ListingFilters;
  query?: Partial<InstitutionListPageQuery>;
  perPage?: number;
}

export type InstitutionListPage = ListEnvelope<InstitutionListCard>;

interface InstitutionCriteria {
  cityId?: number;
  typeId?: number;
  featureIds: number[];
  specializationId?: number;
  /** Vet clinics and grooming salons, left out of listings for people (docs/decisions/177). */
  excludedTypeIds: number[];
  sort: InstitutionSort;
}

/** The institution as `mi`, the alias the listing's filter and order fragments name. */
const mi = alias(medical_institutions, 'mi');

const and = (parts: (SQL | undefined)[]): SQL =>
  sql.join(
    parts.filter((part) => part !== undefined),
    sql` and `,
  );

function institutionMatches(criteria: InstitutionCriteria): SQL {
  return and([
    publicRow('medical_institutions', ofAlias('mi')),
    criteria.cityId === undefined ? undefined : sql`mi.city_id = ${criteria.cityId}`,
    criteria.typeId === undefined ? undefined : sql`mi.type_id = ${criteria.typeId}`,
    criteria.excludedTypeIds.length ? sql`mi.type_id <> all(${idArray(criteria.excludedTypeIds)})` : undefined,
    ...criteria.featureIds.map((id) => sql`exists (select 1 from institution_feature_links f where f.institution_id = mi.id and f.feature_id = ${id})`),
    criteria.specializationId === undefined
      ? undefined
      : sql`exists (select 1 from doctor_workplaces w join doctors d on d.id = w.doctor_id
          join doctor_specializations ds on ds.doctor_id = d.id and ds.specialization_id = ${criteria.specializationId}
          where w.institution_id = mi.id and ${publicRow('doctors', ofAlias('d'))})`,
  ]);
}

function institutionOrder(sort: InstitutionSort, locale: Locale): SQL {
  // catalog_sort_key (0003_catalog.sql) puts ґ, є, і, ї, ё where the alphabets have them, whatever the collation.
  if (sort === 'name') return sql`catalog_sort_key(${localized('mi', 'name', locale)}) asc, mi.id asc`;
  return sql`mi.rating desc, mi.reviews_count desc, mi.id asc`;
}

/** The clinic listing (`/med-centers/...`): type, city, features, specialization (through its doctors). */
export async function institutionList(
  deps: { db: Db; dictionaries: () => Promise<CatalogDictionaries> },
  request: InstitutionListRequest,
): Promise<InstitutionListPage> {
  const dictionaries = await deps.dictionaries();
  const listing = request.listing ?? {};
  const extraFeatures = (request.query?.features ?? []).map((slug) => dictionaries.bySlug.institutionFeature.get(slug)?.id).filter((id) => id !== undefined);
  const criteria: InstitutionCriteria = {
    cityId: listing.city?.id,
    typeId: listing.institutionType?.id,
    featureIds: [...new Set([...(listing.institutionFeature ? [listing.institutionFeature.id] : []), ...extraFeatures])],
    specializationId: listing.specialization?.id,
    excludedTypeIds: isAnimalCareListing(listing) ? [] : dictionaries.institutionTypes.filter(isAnimalCare).map((entry) => entry.id),
    sort: request.query?.sort ?? 'rating',
  };
  const page = Math.max(1, Math.floor(request.query?.page ?? 1));
  const perPage = request.perPage ?? CATALOG_PAGE_SIZE;
  const rows = await deps.db
    .select({ id: mi.id, total: sql<number>`(count(*) over ())::int` })
    .from(mi)
    .where(institutionMatches(criteria))
    .orderBy(institutionOrder(criteria.sort, request.locale))
    .limit(perPage)
    .offset((page - 1) * perPage);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    [{ total }] = await deps.db.select({ total: count() }).from(mi).where(institutionMatches(criteria));
  }
  const data = await loadInstitutionCards(
    deps.db,
    rows.map((row) => row.id),
    request.locale,
  );
  return { data, meta: listMeta(total, page, perPage) };
}

/** A card's columns in the page's language; features and the doctors' count are correlated subqueries. */
function cardColumns(locale: Locale) {
  const place = medical_institutions;
  const feature = institution_features;
  return {
    id: place.id,
    slug: place.slug,
    name: place[`name_${locale}`],
    image: sql<string | null>`coalesce(${place.logo}, ${place.image})`,
    address: place[`address_${locale}`],
    latitude: place.latitude,
    longitude: place.longitude,
    rating: place.rating,
    reviews_count: place.reviews_count,
    working_hours: place.working_hours,
    parent_id: place.parent_id,
    is_work_without_slots: place.is_work_without_slots,
    type_id: institution_types.id,
    type_code: institution_types.code,
    type_slug: institution_types.slug,
    type_name: institution_types[`name_${locale}`],
    type_background_color: institution_types.background_color,
    type_text_color: institution_types.text_color,
    city_slug: cities.city_slug,
    city_name: cities[`name_${locale}`],
    features: sql<
      string | null
    >`(select json_agg(json_build_array(${feature.code}, ${feature.slug}, ${feature[`name_${locale}`]}) order by ${feature.order}, ${feature.id})
      from ${institution_feature_links} join ${feature} on ${feature.id} = ${institution_feature_links.feature_id}
      where ${institution_feature_links.institution_id} = ${place.id} and ${liveRow(ofTable(feature))})::text`,
    doctors_count: sql<number>`(select count(*) from ${doctor_workplaces} join ${doctors} on ${doctors.id} = ${doctor_workplaces.doctor_id}
      where ${doctor_workplaces.institution_id} = ${place.id} and ${liveRow(ofTable(doctors))})::int`,
  };
}

type InstitutionCardRow = RowOf<ReturnType<typeof cardColumns>>;

/** Cards of the given institutions in the given order: one query, one row each. */
export async function loadInstitutionCards(db: Db, ids: readonly number[], locale: Locale): Promise<InstitutionListCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns(locale))
    .from(medical_institutions)
    .innerJoin(institution_types, eq(institution_types.id, medical_institutions.type_id))
    .innerJoin(cities, eq(cities.id, medical_institutions.city_id))
    .where(sql`${medical_institutions.id} = any(${idArray(ids)})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toInstitutionCard(row)] : [];
  });
}

function toInstitutionCard(row: InstitutionCardRow): InstitutionListCard {
  const hours = row.working_hours;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    type: {
      id: row.type_id,
      code: row.type_code,
      slug: row.type_slug,
      name: row.type_name,
      background_color: row.type_background_color,
      text_color: row.type_text_color,
    },
    address: row.address,
    city: { slug: row.city_slug, name: row.city_name },
    latitude: row.latitude,
    longitude: row.longitude,
    rating: row.rating,
    reviews_count: row.reviews_count,
    features: parseJson<[string, string, string][]>(row.features).map(([featureCode, featureSlug, featureName]) => ({
      code: featureCode,
      slug: featureSlug,
      name: featureName,
    })),
    working_hours: Object.keys(hours).length ? hours : null,
    doctors_count: row.doctors_count,
    parent_id: row.parent_id,
    is_work_without_slots: row.is_work_without_slots,
  };
}
