import { cities, doctor_features, institution_features, institution_types, languages, specializations } from '../../db/schema/index.ts';
import { CITIES } from '../../db/demo-data/cities.ts';
import { DOCTOR_FEATURES, INSTITUTION_FEATURES, INSTITUTION_TYPES, LANGUAGES } from '../../db/demo-data/dictionaries.ts';
import { SPECIALIZATIONS, type SpecializationData } from '../../db/demo-data/specializations.ts';
import { buildCityRow, buildDictionaryRow, buildInstitutionTypeRow, buildSpecializationRow } from '../builders/catalog.ts';
import { insertRows } from '../insert.ts';
import type { SeedContext } from './context.ts';

const FOOTER_SPECIALIZATIONS = 12;

export interface Reference {
  cities: (ReturnType<typeof buildCityRow> & { id: number; weight: number })[];
  types: { id: number; code: string }[];
  specializations: (SpecializationData & { id: number; doctor_name_ua: string; doctor_name_ru: string; slug: string })[];
  doctorFeatures: Map<string, number>;
  languages: Map<string, number>;
  institutionFeatures: number[];
}

/** Cities and the five dictionaries of SPEC §3. */
export async function seedDictionaries({ db }: SeedContext): Promise<Reference> {
  const cityRows = CITIES.map((city, index) => buildCityRow(city, index));
  const cityIds = await insertRows(db, cities, cityRows);
  const typeIds = await insertRows(db, institution_types, INSTITUTION_TYPES.map(buildInstitutionTypeRow));
  const specializationRows = SPECIALIZATIONS.map((s, index) => buildSpecializationRow(s, index, index < FOOTER_SPECIALIZATIONS));
  const specializationIds = await insertRows(db, specializations, specializationRows);
  const doctorFeatureIds = await insertRows(db, doctor_features, DOCTOR_FEATURES.map(buildDictionaryRow));
  const languageIds = await insertRows(db, languages, LANGUAGES.map(buildDictionaryRow));
  const institutionFeatureIds = await insertRows(db, institution_features, INSTITUTION_FEATURES.map(buildDictionaryRow));
  return {
    cities: cityRows.map((row, i) => ({ ...row, id: cityIds[i], weight: CITIES[i].weight })),
    types: INSTITUTION_TYPES.map((t, i) => ({ id: typeIds[i], code: t.code })),
    specializations: SPECIALIZATIONS.map((s, i) => ({
      ...s,
      id: specializationIds[i],
      slug: specializationRows[i].slug,
      doctor_name_ua: s.doctor[0],
      doctor_name_ru: s.doctor[1],
    })),
    doctorFeatures: new Map(DOCTOR_FEATURES.map((f, i) => [f.code, doctorFeatureIds[i]])),
    languages: new Map(LANGUAGES.map((l, i) => [l.code, languageIds[i]])),
    institutionFeatures: institutionFeatureIds,
  };
}
