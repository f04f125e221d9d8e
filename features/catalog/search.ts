import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import { normalizeSearchQuery } from './search-text.ts';
import { idArray, localized, selectRows } from './sql.ts';
import { ofAlias, publicRow } from '../visibility/public-rows.ts';

/** Results per kind unless asked otherwise, and the most a caller may ask for. */
export const SEARCH_LIMIT = 5;
export const SEARCH_LIMIT_MAX = 20;
/** Shorter queries find nothing: one letter matches everything. */
export const SEARCH_MIN_LENGTH = 2;
/** Typo matching needs a few trigrams to mean anything. */
const FUZZY_MIN_LENGTH = 3;

export interface DoctorSearchHit {
  id: number;
  slug: string;
  name: string;
  photo: string | null;
  /** The main specialization. */
  specialization: string | null;
  city: string | null;
  rating: number | null;
  reviews_count: number;
}

export interface ClinicSearchHit {
  id: number;
  slug: string;
  name: string;
  type: string;
  city: string;
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
}

/** How to search one kind of thing; `T` is the row it yields (a phantom, for the result's type). */
interface KindQuery<T> {
  /** Never set: carries the row type. */
  readonly row?: T;
  /** Selected columns, without the score. */
  columns: SQL;
  /** The searched table, unaliased. */
  table: SQL;
  /** FROM and joins, the searched table aliased so that `text` and `key` name its columns. */
  from: SQL;
  /** Its id column, aliased. */
  key: SQL;
  where: SQL;
  /** The stored folded text (`<alias>.search_text`, 0003_catalog.sql), trigram-indexed. */
  text: SQL;
  /** Order among equally good matches. */
  tieBreak: SQL;
}

type Scored<T> = T & { score: number };

/** Names the row type of a kind. */
const kind = <T>(query: Omit<KindQuery<T>, 'row'>): KindQuery<T> => query;

/** The name typed right, or its beginning: a substring (`like`, served by the trigram index), word starts first. */
function exactMatches<T>(db: Db, kind: KindQuery<T>, query: string, limit: number): Promise<Scored<T>[]> {
  return selectRows<Scored<T>>(
    db,
    sql`select ${kind.columns}, (case when ${kind.text} like ${`${query}%`} then 1.2 when ${kind.text} like ${`% ${query}%`} then 1.1 else 1 end)::float8 as score
      from ${kind.from} where ${kind.where} and ${kind.text} like ${`%${query}%`}
      order by score desc, ${kind.tieBreak} limit ${limit}`,
  );
}

/**
 * A typo: pg_trgm strict word similarity (`%>>`, threshold 0.5: one wrong letter in a word of eight). The
 * candidates come from the trigram index alone (see `findMatches`), the liveness checks after.
 */
function similarMatches<T>(db: Pick<Db, 'execute'>, kind: KindQuery<T>, query: string, limit: number): Promise<Scored<T>[]> {
  return selectRows<Scored<T>>(
    db,
    sql`with hits as materialized (
        select id, strict_word_similarity(${query}, search_text) as score from ${kind.table} where search_text %>> ${query})
      select ${kind.columns}, hits.score::float8 as score
      from ${kind.from} join hits on hits.id = ${kind.key}
      where ${kind.where}
      order by score desc, ${kind.tieBreak} limit ${limit}`,
  );
}

type Found<Q> = { [P in keyof Q]: Q[P] extends KindQuery<infer T> ? Scored<T>[] : never };

async function findMatches<Q extends Record<string, KindQuery<unknown>>>(db: Db, kinds: Q, query: string, limit: number): Promise<Found<Q>> {
  const names = Object.keys(kinds) as (keyof Q & string)[];
  const exact = await Promise.all(names.map((name) => exactMatches(db, kinds[name], query, limit)));
  // Each list holds the rows of its own kind; the mapped type says so, which a loop cannot.
  const found = Object.fromEntries(names.map((name, index) => [name, exact[index]])) as Found<Q>;
  const missing = names.filter((name) => found[name].length === 0);
  if (missing.length === 0 || query.length < FUZZY_MIN_LENGTH) return found;
  // pg_trgm prices its similarity functions like `=` and the trigram index's cost high, so the planner
  // prefers reading a table of a few thousand rows whole (or through any other index) and comparing each,
  // which on PGlite costs ~40 µs a row. With plain and index scans off, the materialized CTE can only use
  // the trigram index's bitmap, which narrows the candidates to a few dozen. Both settings end with the
  // transaction.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    for (const name of missing) found[name] = (await similarMatches(tx, kinds[name], query, limit)) as Found<Q>[typeof name];
  });
  return found;
}

const liveDoctor = publicRow('doctors', ofAlias('d'));
const mainSpecialization = (locale: Locale) => sql`(select ${localized('s', 'name', locale)} from doctor_specializations ds
  join specializations s on s.id = ds.specialization_id where ds.doctor_id = d.id and s.deleted_at is null
  order by ds.is_main desc, s."order", s.id limit 1)`;
const firstCity = (locale: Locale, cityId?: number) => sql`(select ${localized('c', 'name', locale)} from doctor_workplaces w
  join medical_institutions mi on mi.id = w.institution_id join cities c on c.id = mi.city_id
  where w.doctor_id = d.id and mi.deleted_at is null ${cityId === undefined ? sql`` : sql`and mi.city_id = ${cityId}`}
  order by w.position limit 1)`;
const inCity = (cityId?: number) =>
  cityId === undefined
    ? sql``
    : sql`and exists (select 1 from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id
        where w.doctor_id = d.id and mi.city_id = ${cityId} and mi.deleted_at is null and mi.status = 'active')`;

type DoctorRow = Scored<DoctorSearchHit & { is_show_rating: boolean }>;

function doctorColumns(locale: Locale, cityId: number | undefined): SQL {
  return sql`d.id, d.slug, ${localized('d', 'full_name', locale)} as name, d.photo, ${mainSpecialization(locale)} as specialization,
    ${firstCity(locale, cityId)} as city, d.rating, d.is_show_rating, d.reviews_count`;
}

/**
 * One query string → doctors, clinics, specializations and diseases (docs/decisions/071). Typo-tolerant in
 * both languages: the query and the names are folded alike (search-text.ts, `catalog_fold`) and compared
 * with the trigram indexes; a matching specialization also brings its best-rated doctors. Any input is
 * safe: it is cleaned to letters, digits and spaces, and only ever bound as a parameter.
 */
export async function searchCatalog(db: Db, request: SearchRequest): Promise<SearchResults> {
  const query = normalizeSearchQuery(request.query);
  const empty: SearchResults = { query, doctors: [], clinics: [], specializations: [], diseases: [] };
  if (query.length < SEARCH_MIN_LENGTH) return empty;
  const limit = Math.min(Math.max(1, Math.floor(request.limit ?? SEARCH_LIMIT)), SEARCH_LIMIT_MAX);
  const { locale, cityId } = request;
  const doctorKind = kind<DoctorRow>({
    columns: doctorColumns(locale, cityId),
    table: sql`doctors`,
    from: sql`doctors d`,
    key: sql`d.id`,
    where: sql`${liveDoctor} ${inCity(cityId)}`,
    text: sql`d.search_text`,
    tieBreak: sql`d.rating desc, d.id`,
  });
  const found = await findMatches(
    db,
    {
      specializations: kind<SpecializationSearchHit>({
        columns: sql`s.id, s.slug, ${localized('s', 'name', locale)} as name, ${localized('s', 'doctor_name', locale)} as doctor_name`,
        table: sql`specializations`,
        from: sql`specializations s`,
        key: sql`s.id`,
        where: publicRow('specializations', ofAlias('s')),
        text: sql`s.search_text`,
        tieBreak: sql`s."order", s.id`,
      }),
      doctors: doctorKind,
      clinics: kind<ClinicSearchHit>({
        columns: sql`mi.id, mi.slug, ${localized('mi', 'name', locale)} as name, ${localized('t', 'name', locale)} as type,
          ${localized('c', 'name', locale)} as city, ${localized('mi', 'address', locale)} as address, mi.rating`,
        table: sql`medical_institutions`,
        from: sql`medical_institutions mi join institution_types t on t.id = mi.type_id join cities c on c.id = mi.city_id`,
        key: sql`mi.id`,
        where: sql`${publicRow('medical_institutions', ofAlias('mi'))} ${cityId === undefined ? sql`` : sql`and mi.city_id = ${cityId}`}`,
        text: sql`mi.search_text`,
        tieBreak: sql`mi.rating desc, mi.id`,
      }),
      diseases: kind<DiseaseSearchHit>({
        columns: sql`x.id, x.slug, ${localized('x', 'name', locale)} as name`,
        table: sql`diseases`,
        from: sql`diseases x`,
        key: sql`x.id`,
        where: publicRow('diseases', ofAlias('x')),
        text: sql`x.search_text`,
        tieBreak: sql`x.id`,
      }),
    },
    query,
    limit,
  );
  const { specializations, doctors: byName, clinics, diseases } = found;
  // The best specializations bring their best-rated doctors ("кардиолог" lists cardiologists).
  const strong = specializations.slice(0, 3);
  const bySpecialization = strong.length
    ? await selectRows<DoctorRow>(
        db,
        sql`select ${doctorColumns(locale, cityId)}, 0::float8 as score from doctors d
          where ${liveDoctor} and exists (select 1 from doctor_specializations ds where ds.doctor_id = d.id
            and ds.specialization_id = any(${idArray(strong.map((hit) => hit.id))})) ${inCity(cityId)}
          order by case when d.is_show_rating then d.rating end desc nulls last, d.reviews_count desc, d.id limit ${limit}`,
      )
    : [];
  const unscored = <T extends { score: number }>(rows: T[]) => rows.map(({ score: _score, ...hit }) => hit);
  return {
    query,
    doctors: mergeDoctors(byName, bySpecialization, strong[0]?.score ?? 0, limit),
    clinics: unscored(clinics),
    specializations: unscored(specializations),
    diseases: unscored(diseases),
  };
}
/**
 * Name matches and the doctors of a matching specialization in one ranking: a doctor of the specialization
 * ranks just below a name match as good as the specialization's, so "кардиолог" lists cardiologists and
 * "Кардаш" still puts Dr Kardash first.
 */
function mergeDoctors(byName: DoctorRow[], bySpecialization: DoctorRow[], specializationScore: number, limit: number): DoctorSearchHit[] {
  const ranked = [
    ...byName.map((row, order) => ({ row, score: row.score, order })),
    ...bySpecialization.map((row, order) => ({ row, score: specializationScore * 0.95, order: byName.length + order })),
  ].sort((a, b) => b.score - a.score || a.order - b.order);
  const seen = new Set<number>();
  const hits: DoctorSearchHit[] = [];
  for (const { row } of ranked) {
    if (seen.has(row.id) || hits.length >= limit) continue;
    seen.add(row.id);
    const { score: _score, is_show_rating, ...hit } = row;
    hits.push({ ...hit, rating: is_show_rating ? hit.rating : null });
  }
  return hits;
}
