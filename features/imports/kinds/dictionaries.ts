import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { selectRows } from '../../../db/sql.ts';
import { Dictionary } from '../cells.ts';

const TABLES = {
  specializations: sql`select id, array[code, slug, name_ua, name_ru, doctor_name_ua, doctor_name_ru] as names from specializations where deleted_at is null`,
  languages: sql`select id, array[code, slug, name_ua, name_ru] as names from languages where deleted_at is null`,
  'doctor-features': sql`select id, array[code, slug, name_ua, name_ru] as names from doctor_features where deleted_at is null`,
  'medical-institution-features': sql`select id, array[code, slug, name_ua, name_ru] as names from institution_features where deleted_at is null`,
  'medical-institution-types': sql`select id, array[code, slug, name_ua, name_ru] as names from institution_types where deleted_at is null`,
  cities: sql`select id, array[city_slug, name_ua, name_ru] as names from cities where deleted_at is null`,
} as const;

export type DictionaryName = keyof typeof TABLES;

/** The live records of a dictionary, found by code, slug or name in either language. */
export async function loadDictionary(db: Pick<Db, 'execute'>, name: DictionaryName): Promise<Dictionary> {
  return new Dictionary(await selectRows<{ id: number; names: string[] }>(db, TABLES[name]));
}
