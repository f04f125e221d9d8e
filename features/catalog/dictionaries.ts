import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities as cityTable, doctor_features, institution_features, institution_types, languages, specializations } from '../../db/schema/index.ts';

/**
 * Doctor features that are back-office switches, not something a patient looks for (SPEC §3 lists them
 * with the rest): they never appear in URLs, filters or cards.
 */
export const INTERNAL_DOCTOR_FEATURES: readonly string[] = ['show_on_main', 'show_rating'];

/** A row of a small dictionary as the catalogue uses it: both languages, the URL slug and the machine code. */
export interface DictionaryEntry {
  id: number;
  code: string;
  slug: string;
  name_ua: string;
  name_ru: string;
}

export interface CityEntry extends DictionaryEntry {
  name_locative_ua: string | null;
  name_locative_ru: string | null;
  latitude: number;
  longitude: number;
}

export interface SpecializationEntry extends DictionaryEntry {
  doctor_name_ua: string;
  doctor_name_ru: string;
}

export interface InstitutionTypeEntry extends DictionaryEntry {
  background_color: string;
  text_color: string;
  image: string | null;
}

/** Live, active rows of every dictionary the catalogue filters by, with slug lookups. */
export interface CatalogDictionaries {
  cities: readonly CityEntry[];
  specializations: readonly SpecializationEntry[];
  /** Public doctor features only (see `INTERNAL_DOCTOR_FEATURES`). */
  doctorFeatures: readonly DictionaryEntry[];
  institutionTypes: readonly InstitutionTypeEntry[];
  institutionFeatures: readonly DictionaryEntry[];
  languages: readonly DictionaryEntry[];
  bySlug: {
    city: ReadonlyMap<string, CityEntry>;
    specialization: ReadonlyMap<string, SpecializationEntry>;
    doctorFeature: ReadonlyMap<string, DictionaryEntry>;
    institutionType: ReadonlyMap<string, InstitutionTypeEntry>;
    institutionFeature: ReadonlyMap<string, DictionaryEntry>;
  };
  languageByCode: ReadonlyMap<string, DictionaryEntry>;
  /** Position in display order by id, for lists that come from the database as ids. */
  specializationById: ReadonlyMap<number, { entry: SpecializationEntry; order: number }>;
  doctorFeatureById: ReadonlyMap<number, { entry: DictionaryEntry; order: number }>;
}

function byId<T extends { id: number }>(entries: readonly T[]): Map<number, { entry: T; order: number }> {
  return new Map(entries.map((entry, order) => [entry.id, { entry, order }]));
}

function bySlug<T extends { slug: string }>(entries: readonly T[]): Map<string, T> {
  return new Map(entries.map((entry) => [entry.slug.toLowerCase(), entry]));
}

/** Loads every dictionary (six small queries) and indexes the slugs. */
export async function loadCatalogDictionaries(db: Db): Promise<CatalogDictionaries> {
  // The three simple dictionaries share their columns; one query shape serves them all.
  const dictionary = (table: typeof doctor_features | typeof institution_features | typeof languages): Promise<DictionaryEntry[]> =>
    db
      .select({ id: table.id, code: table.code, slug: table.slug, name_ua: table.name_ua, name_ru: table.name_ru })
      .from(table)
      .where(and(isNull(table.deleted_at), eq(table.status, 'active')))
      .orderBy(asc(table.order), asc(table.id));
  const [cityRows, specializationRows, doctorFeatureRows, typeRows, institutionFeatureRows, languageRows] = await Promise.all([
    db
      .select({
        id: cityTable.id,
        city_slug: cityTable.city_slug,
        name_ua: cityTable.name_ua,
        name_ru: cityTable.name_ru,
        name_locative_ua: cityTable.name_locative_ua,
        name_locative_ru: cityTable.name_locative_ru,
        latitude: cityTable.latitude,
        longitude: cityTable.longitude,
      })
      .from(cityTable)
      .where(and(isNull(cityTable.deleted_at), eq(cityTable.status, 'active')))
      .orderBy(asc(cityTable.order), asc(cityTable.id)),
    db
      .select({
        id: specializations.id,
        code: specializations.code,
        slug: specializations.slug,
        name_ua: specializations.name_ua,
        name_ru: specializations.name_ru,
        doctor_name_ua: specializations.doctor_name_ua,
        doctor_name_ru: specializations.doctor_name_ru,
      })
      .from(specializations)
      .where(and(isNull(specializations.deleted_at), eq(specializations.status, 'active')))
      .orderBy(asc(specializations.order), asc(specializations.id)),
    dictionary(doctor_features),
    db
      .select({
        id: institution_types.id,
        code: institution_types.code,
        slug: institution_types.slug,
        name_ua: institution_types.name_ua,
        name_ru: institution_types.name_ru,
        background_color: institution_types.background_color,
        text_color: institution_types.text_color,
        image: institution_types.image,
      })
      .from(institution_types)
      .where(and(isNull(institution_types.deleted_at), eq(institution_types.status, 'active')))
      .orderBy(asc(institution_types.order), asc(institution_types.id)),
    dictionary(institution_features),
    dictionary(languages),
  ]);
  const cities: CityEntry[] = cityRows.map((city) => ({
    id: city.id,
    code: city.city_slug,
    slug: city.city_slug.toLowerCase(),
    name_ua: city.name_ua,
    name_ru: city.name_ru,
    name_locative_ua: city.name_locative_ua,
    name_locative_ru: city.name_locative_ru,
    latitude: city.latitude,
    longitude: city.longitude,
  }));
  return indexCatalogDictionaries({
    cities,
    specializations: specializationRows,
    doctorFeatures: doctorFeatureRows,
    institutionTypes: typeRows,
    institutionFeatures: institutionFeatureRows,
    languages: languageRows,
  });
}

export type DictionaryLists = Omit<CatalogDictionaries, 'bySlug' | 'languageByCode' | 'specializationById' | 'doctorFeatureById'>;

/** Adds the slug and code lookups; internal doctor features are dropped here. */
export function indexCatalogDictionaries(lists: DictionaryLists): CatalogDictionaries {
  const doctorFeatures = lists.doctorFeatures.filter((feature) => !INTERNAL_DOCTOR_FEATURES.includes(feature.code));
  return {
    ...lists,
    doctorFeatures,
    bySlug: {
      city: bySlug(lists.cities),
      specialization: bySlug(lists.specializations),
      doctorFeature: bySlug(doctorFeatures),
      institutionType: bySlug(lists.institutionTypes),
      institutionFeature: bySlug(lists.institutionFeatures),
    },
    languageByCode: new Map(lists.languages.map((language) => [language.code.toLowerCase(), language])),
    specializationById: byId(lists.specializations),
    doctorFeatureById: byId(doctorFeatures),
  };
}
