import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { WorkingHours } from '../../db/schema/index.ts';
import { CATALOG_PAGE_SIZE, type InstitutionListPageQuery, type InstitutionSort } from '../../contracts/catalog.ts';
import { listMeta, type ListEnvelope } from '../../contracts/envelope.ts';
import type { Locale } from '../../contracts/locale.ts';
import { isAnimalCare, isAnimalCareListing } from './animal-care.ts';
import type { CatalogDictionaries } from './dictionaries.ts';
import { parseJson, type CardFeature } from './doctor-cards.ts';
import type { ListingFilters } from './listing-url.ts';
import { idArray, localized, selectRows } from '../../db/sql.ts';
import { ofAlias, publicRow } from '../visibility/public-rows.ts';

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
  const rows = await selectRows<{ id: number; total: number }>(
    deps.db,
    sql`select mi.id, (count(*) over ())::int as total from medical_institutions mi where ${institutionMatches(criteria)}
        order by ${institutionOrder(criteria.sort, request.locale)} limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    [{ total }] = await selectRows<{ total: number }>(
      deps.db,
      sql`select count(*)::int as total from medical_institutions mi where ${institutionMatches(criteria)}`,
    );
  }
  const data = await loadInstitutionCards(
    deps.db,
    rows.map((row) => row.id),
    request.locale,
  );
  return { data, meta: listMeta(total, page, perPage) };
}

interface InstitutionCardRow {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  address: string;
  latitude: number;
  longitude: number;
  rating: number;
  reviews_count: number;
  working_hours: string;
  parent_id: number | null;
  is_work_without_slots: boolean;
  type: string;
  city_slug: string;
  city_name: string;
  features: string | null;
  doctors_count: number;
}

/** Cards of the given institutions in the given order: one query, one row each. */
export async function loadInstitutionCards(db: Db, ids: readonly number[], locale: Locale): Promise<InstitutionListCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<InstitutionCardRow>(
    db,
    sql`select mi.id, mi.slug, ${localized('mi', 'name', locale)} as name, coalesce(mi.logo, mi.image) as image,
        ${localized('mi', 'address', locale)} as address, mi.latitude, mi.longitude, mi.rating, mi.reviews_count,
        mi.working_hours::text as working_hours, mi.parent_id, mi.is_work_without_slots,
        json_build_array(t.id, t.code, t.slug, ${localized('t', 'name', locale)}, t.background_color, t.text_color)::text as type,
        c.city_slug, ${localized('c', 'name', locale)} as city_name,
        (select json_agg(json_build_array(f.code, f.slug, ${localized('f', 'name', locale)}) order by f."order", f.id)
          from institution_feature_links l join institution_features f on f.id = l.feature_id
          where l.institution_id = mi.id and f.deleted_at is null and f.status = 'active')::text as features,
        (select count(*) from doctor_workplaces w join doctors d on d.id = w.doctor_id
          where w.institution_id = mi.id and d.deleted_at is null and d.status = 'active')::int as doctors_count
      from medical_institutions mi
      join institution_types t on t.id = mi.type_id
      join cities c on c.id = mi.city_id
      where mi.id = any(${idArray(ids)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toInstitutionCard(row)] : [];
  });
}

function toInstitutionCard(row: InstitutionCardRow): InstitutionListCard {
  const [typeId, code, slug, name, background, text] = JSON.parse(row.type) as [number, string, string, string, string, string];
  const hours = JSON.parse(row.working_hours) as WorkingHours;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    type: { id: typeId, code, slug, name, background_color: background, text_color: text },
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
