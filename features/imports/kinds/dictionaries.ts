import { isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { cities, doctor_features, institution_features, institution_types, languages, specializations } from '../../../db/schema/index.ts';
import { Dictionary } from '../cells.ts';

type Reader = Pick<Db, 'select'>;

/** Every name a record may be written as in a file. */
const namesOf = (...columns: AnyPgColumn[]) => sql<string[]>`array[${sql.join(columns, sql`, `)}]`;

const LOADERS = {
  specializations: (db: Reader) =>
    db
      .select({
        id: specializations.id,
        names: namesOf(
          specializations.code,
          specializations.slug,
          specializations.name_ua,
          specializations.name_ru,
          specializations.doctor_name_ua,
          specializations.doctor_name_ru,
        ),
      })
      .from(specializations)
      .where(isNull(specializations.deleted_at)),
  languages: (db: Reader) =>
    db
      .select({ id: languages.id, names: namesOf(languages.code, languages.slug, languages.name_ua, languages.name_ru) })
      .from(languages)
      .where(isNull(languages.deleted_at)),
  'doctor-features': (db: Reader) =>
    db
      .select({ id: doctor_features.id, names: namesOf(doctor_features.code, doctor_features.slug, doctor_features.name_ua, doctor_features.name_ru) })
      .from(doctor_features)
      .where(isNull(doctor_features.deleted_at)),
  'medical-institution-features': (db: Reader) =>
    db
      .select({
        id: institution_features.id,
        names: namesOf(institution_features.code, institution_features.slug, institution_features.name_ua, institution_features.name_ru),
      })
      .from(institution_features)
      .where(isNull(institution_features.deleted_at)),
  'medical-institution-types': (db: Reader) =>
    db
      .select({
        id: institution_types.id,
        names: namesOf(institution_types.code, institution_types.slug, institution_types.name_ua, institution_types.name_ru),
      })
      .from(institution_types)
      .where(isNull(institution_types.deleted_at)),
  cities: (db: Reader) =>
    db
      .select({ id: cities.id, names: namesOf(cities.city_slug, cities.name_ua, cities.name_ru) })
      .from(cities)
      .where(isNull(cities.deleted_at)),
} as const;

export type DictionaryName = keyof typeof LOADERS;

/** The live records of a dictionary, found by code, slug or name in either language. */
export async function loadDictionary(db: Reader, name: DictionaryName): Promise<Dictionary> {
  return new Dictionary(await LOADERS[name](db));
}
