import { and, asc, desc, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { doctors, institution_types } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import { normalizeSearchQuery } from './search-text.ts';
import { idArray, localized, type RowOf } from '../../db/sql.ts';
import { animalCareCode, isAnimalCare } from './animal-care.ts';
import { findMatches, kind, type Scored } from './search-kinds.ts';
import { ofAlias, publicRow } from '../visibility/public-rows.ts';

/** Results per kind unless asked otherwise, and the most a caller may ask for. */
export const SEARCH_LIMIT = 5;
export const SEARCH_LIMIT_MAX = 20;
/** Shorter queries find nothing: one letter matches everything. */
export const SEARCH_MIN_LENGTH = 2;

export interface DoctorSearchHit {
  id: number;
  slug: string;
  name: string;
  photo: string | null;
  /** The main specialization. */
  specialization: string | null;
  city: string | null;
  city_slug: string | null;
  rating: number | null;
  reviews_count: number;
}

export interface ClinicSearchHit {
  id: number;
  slug: string;
  name: string;
  type: string;
  city: string;
  city_slug: string;
  address: string;
  rating: number;
}

export interface SpecializationSearchHit {
  id: number;
  slug: string;
  name: string;
  doctor_name: string;
}

export interface DiseaseSearchHit {
  id: number;
  slug: string;
  name: string;
}

export interface SearchResults {
  /** The query as compared (folded, cleaned); empty means nothing was searched. */
  query: string;
  doctors: DoctorSearchHit[];
  clinics: ClinicSearchHit[];
  specializations: SpecializationSearchHit[];
  diseases: DiseaseSearchHit[];
}

export interface SearchRequest {
  query: string;
  locale: Locale;
  /** Per kind, default 5, at most 20. */
  limit?: number;
  /** Doctors working in, and clinics of, this city only. */
  cityId?: number;
  /** The visitor's city: its doctors and clinics come first (docs/decisions/184). */
  preferredCityId?: number;
}

const liveDoctor = publicRow('doctors', ofAlias('d'));
const mainSpecialization = (locale: Locale) => sql`(select ${localized('s', 'name', locale)} from doctor_specializations ds
  join specializations s on s.id = ds.specialization_id where ds.doctor_id = d.id and s.deleted_at is null
  order by ds.is_main desc, s."order", s.id limit 1)`;
/** The city a doctor's hit names: of the filter, else the preferred city when the doctor works there, else the first workplace's. */
const firstCity = (column: SQL, cityId?: number, preferredCityId?: number) => sql`(select ${column} from doctor_workplaces w
  join medical_institutions mi on mi.id = w.institution_id join cities c on c.id = mi.city_id
  where w.doctor_id = d.id and mi.deleted_at is null ${cityId === undefined ? sql`` : sql`and mi.city_id = ${cityId}`}
  order by ${preferredCityId === undefined ? sql`` : sql`(mi.city_id = ${preferredCityId}) desc,`} w.position limit 1)`;
const worksIn = (cityId: number) => sql`exists (select 1 from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id
  where w.doctor_id = d.id and mi.city_id = ${cityId} and mi.deleted_at is null and mi.status = 'active')`;
const inCity = (cityId?: number) => (cityId === undefined ? sql`` : sql`and ${worksIn(cityId)}`);
/** Care for animals stays out of a search for people (docs/decisions/177), as it does in listings. */
const noAnimalDoctors = sql`and not exists (select 1 from doctor_specializations ds join specializations s on s.id = ds.specialization_id
  where ds.doctor_id = d.id and ${animalCareCode(sql`s.code`)})`;

interface Scope {
  locale: Locale;
  cityId?: number;
  preferredCityId?: number;
  /** The query asks for animal care: vets and vet clinics may be found. */
  animals: boolean;
}

/** The doctor as `d`, the alias the hand-written conditions and subqueries above name. */
const d = alias(doctors, 'd');

/** A doctor hit's columns; the main specialization, the city and whether the doctor works in the visitor's city are subqueries. */
function doctorFields({ locale, cityId, preferredCityId }: Scope) {
  return {
    id: d.id,
    slug: d.slug,
    name: d[`full_name_${locale}`],
    photo: d.photo,
    specialization: sql<string | null>`${mainSpecialization(locale)}`,
    city: sql<string | null>`${firstCity(localized('c', 'name', locale), cityId, preferredCityId)}`,
    city_slug: sql<string | null>`${firstCity(sql`c.city_slug`, cityId, preferredCityId)}`,
    rating: d.rating,
    is_show_rating: d.is_show_rating,
    reviews_count: d.reviews_count,
    preferred: sql<boolean>`${preferredCityId === undefined ? sql`false` : worksIn(preferredCityId)}`,
  };
}

type DoctorRow = Scored<RowOf<ReturnType<typeof doctorFields>>>;

/** Fields as a select list of hand-written SQL (a search kind's columns), each under its own name. */
const columnList = (fields: Record<string, AnyColumn | SQL>): SQL =>
  sql.join(
    Object.entries(fields).map(([name, field]) => sql`${field} as ${sql.identifier(name)}`),
    sql`, `,
  );

const doctorWhere = (scope: Scope) => sql`${liveDoctor} ${inCity(scope.cityId)} ${scope.animals ? sql`` : noAnimalDoctors}`;

/**
 * One query string → doctors, clinics, specializations and diseases (docs/decisions/071). Typo-tolerant in
 * both languages: the query and the names are folded alike (search-text.ts, `catalog_fold`) and compared
 * with the trigram indexes; a matching specialization also brings its best-rated doctors. Any input is
 * safe: it is cleaned to letters, digits and spaces, and only ever bound as a parameter. The visitor's city
 * comes first; care for animals only when the query asks for it (docs/decisions/184).
 */
export async function searchCatalog(db: Db, request: SearchRequest): Promise<SearchResults> {
  const query = normalizeSearchQuery(request.query);
  const empty: SearchResults = { query, doctors: [], clinics: [], specializations: [], diseases: [] };
  if (query.length < SEARCH_MIN_LENGTH) return empty;
  const limit = Math.min(Math.max(1, Math.floor(request.limit ?? SEARCH_LIMIT)), SEARCH_LIMIT_MAX);
  const { locale, cityId, preferredCityId } = request;
  const { specializations: allSpecializations } = await findMatches(db, { specializations: specializationKind(locale) }, query, limit);
  const animals = asksForAnimals(allSpecializations) || (await namesAnimalInstitutionType(db, query));
  const specializations = animals ? allSpecializations : allSpecializations.filter((hit) => !isAnimalCare(hit));
  const scope: Scope = { locale, cityId, preferredCityId, animals };
  const found = await findMatches(db, { doctors: doctorKind(scope), clinics: clinicKind(scope), diseases: diseaseKind(locale) }, query, limit);
  const { doctors: byName, clinics, diseases } = found;
  // The best specializations bring their best-rated doctors ("кардиолог" lists cardiologists).
  const strong = specializations.slice(0, 3);
  const fields = doctorFields(scope);
  const bySpecialization: DoctorRow[] = strong.length
    ? await db
        .select({ ...fields, score: sql<number>`0::float8` })
        .from(d)
        .where(
          sql`${doctorWhere(scope)} and exists (select 1 from doctor_specializations ds where ds.doctor_id = d.id
            and ds.specialization_id = any(${idArray(strong.map((hit) => hit.id))}))`,
        )
        .orderBy(
          ...(preferredCityId === undefined ? [] : [desc(fields.preferred)]),
          sql`case when ${d.is_show_rating} then ${d.rating} end desc nulls last`,
          desc(d.reviews_count),
          asc(d.id),
        )
        .limit(limit)
    : [];
  const unscored = <T extends { score: number }>(rows: T[]) => rows.map(({ score: _score, ...hit }) => hit);
  return {
    query,
    doctors: mergeDoctors(byName, bySpecialization, strong[0]?.score ?? 0, limit),
    clinics: unscored(clinics).map(({ preferred: _preferred, type_code: _code, ...hit }) => hit),
    specializations: unscored(specializations).map(({ code: _code, ...hit }) => hit),
    diseases: unscored(diseases),
  };
}

const specializationKind = (locale: Locale) =>
  kind<SpecializationSearchHit & { code: string }>({
    columns: sql`s.id, s.slug, s.code, ${localized('s', 'name', locale)} as name, ${localized('s', 'doctor_name', locale)} as doctor_name`,
    table: sql`specializations`,
    from: sql`specializations s`,
    key: sql`s.id`,
    where: publicRow('specializations', ofAlias('s')),
    text: sql`s.search_text`,
    tieBreak: sql`s."order", s.id`,
  });

const doctorKind = (scope: Scope) =>
  kind<DoctorRow>({
    columns: columnList(doctorFields(scope)),
    table: sql`doctors`,
    from: sql`doctors d`,
    key: sql`d.id`,
    where: doctorWhere(scope),
    text: sql`d.search_text`,
    tieBreak: sql`d.rating desc, d.id`,
    first: scope.preferredCityId === undefined ? undefined : worksIn(scope.preferredCityId),
  });

const clinicKind = ({ locale, cityId, preferredCityId, animals }: Scope) =>
  kind<ClinicSearchHit & { preferred: boolean; type_code: string }>({
    columns: sql`mi.id, mi.slug, ${localized('mi', 'name', locale)} as name, ${localized('t', 'name', locale)} as type, t.code as type_code,
      ${localized('c', 'name', locale)} as city, c.city_slug, ${localized('mi', 'address', locale)} as address, mi.rating,
      ${preferredCityId === undefined ? sql`false` : sql`mi.city_id = ${preferredCityId}`} as preferred`,
    table: sql`medical_institutions`,
    from: sql`medical_institutions mi join institution_types t on t.id = mi.type_id join cities c on c.id = mi.city_id`,
    key: sql`mi.id`,
    where: sql`${publicRow('medical_institutions', ofAlias('mi'))} ${cityId === undefined ? sql`` : sql`and mi.city_id = ${cityId}`}
      ${animals ? sql`` : sql`and not ${animalCareCode(sql`t.code`)}`}`,
    text: sql`mi.search_text`,
    tieBreak: sql`mi.rating desc, mi.id`,
    first: preferredCityId === undefined ? undefined : sql`(mi.city_id = ${preferredCityId})`,
  });

const diseaseKind = (locale: Locale) =>
  kind<DiseaseSearchHit>({
    columns: sql`x.id, x.slug, ${localized('x', 'name', locale)} as name`,
    table: sql`diseases`,
    from: sql`diseases x`,
    key: sql`x.id`,
    where: publicRow('diseases', ofAlias('x')),
    text: sql`x.search_text`,
    tieBreak: sql`x.id`,
  });

/** "ветеринар", "грумінг": the best matching specialization is of the animal section. */
const asksForAnimals = (specializations: readonly { code: string }[]) => specializations.length > 0 && isAnimalCare(specializations[0]);

/** "ветклініка": the query is in the name of an animal-care institution type (a small dictionary, read whole). */
async function namesAnimalInstitutionType(db: Db, query: string): Promise<boolean> {
  const type = institution_types;
  const [found] = await db
    .select({ id: type.id })
    .from(type)
    .where(
      and(
        isNull(type.deleted_at),
        animalCareCode(sql`${type.code}`),
        sql`catalog_fold(${type.name_ua} || ' ' || ${type.name_ru} || ' ' || ${type.slug}) like ${`%${query}%`}`,
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * Name matches and the doctors of a matching specialization in one ranking: a doctor of the specialization
 * ranks just below a name match as good as the specialization's, so "кардиолог" lists cardiologists and
 * "Кардаш" still puts Dr Kardash first. Doctors of the visitor's city come before all others.
 */
function mergeDoctors(byName: DoctorRow[], bySpecialization: DoctorRow[], specializationScore: number, limit: number): DoctorSearchHit[] {
  const ranked = [
    ...byName.map((row, order) => ({ row, score: row.score, order })),
    ...bySpecialization.map((row, order) => ({ row, score: specializationScore * 0.95, order: byName.length + order })),
  ].sort((a, b) => Number(b.row.preferred) - Number(a.row.preferred) || b.score - a.score || a.order - b.order);
  const seen = new Set<number>();
  const hits: DoctorSearchHit[] = [];
  for (const { row } of ranked) {
    if (seen.has(row.id) || hits.length >= limit) continue;
    seen.add(row.id);
    const { score: _score, is_show_rating, preferred: _preferred, ...hit } = row;
    hits.push({ ...hit, rating: is_show_rating ? hit.rating : null });
  }
  return hits;
}
