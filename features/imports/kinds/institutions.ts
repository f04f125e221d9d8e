import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IMPORT_COLUMNS } from '../../../contracts/imports.ts';
import { cities, institution_feature_links, legal_entities, medical_institutions, representatives } from '../../../db/schema/index.ts';
import { medicalInstitutions } from '../../../resources/medical-institutions.ts';
import { Dictionary, fold, lookupList, lookupOne, optional, parseNumber, parseYesNo, type RowError } from '../cells.ts';
import { loadDictionary } from './dictionaries.ts';
import { checkRecord, ImportRefusedError, insertJson, lockTarget, ruleOf, withDefaults, type ImportKindHandler } from './kind.ts';
import { slugSource } from './slugs.ts';

const rule = (field: string) => ruleOf(medicalInstitutions, field);

/** An institution as the back office would save one (docs/decisions/204): the resource's rules, field by field. */
export const ZImportedInstitution = z.strictObject({
  slug: rule('slug'),
  name_ua: rule('name_ua'),
  name_ru: rule('name_ru'),
  type_id: rule('type_id'),
  city_id: rule('city_id'),
  address_ua: rule('address_ua'),
  address_ru: rule('address_ru'),
  latitude: rule('latitude'),
  longitude: rule('longitude'),
  phone: rule('phone'),
  email: rule('email'),
  website: rule('website'),
  is_work_without_slots: rule('is_work_without_slots'),
  short_description_ua: rule('short_description_ua'),
  short_description_ru: rule('short_description_ru'),
  description_ua: rule('description_ua'),
  description_ru: rule('description_ru'),
  status: rule('status'),
});

export interface ImportedInstitution {
  institution: Record<string, unknown> & { slug: string; name_ua: string; address_ua: string };
  features: number[];
}

const TEXT_COLUMNS = [
  'name_ua',
  'name_ru',
  'address_ua',
  'address_ru',
  'phone',
  'email',
  'website',
  'short_description_ua',
  'short_description_ru',
  'description_ua',
  'description_ru',
] as const;
const INSTITUTION_COLUMNS = [
  'slug',
  ...TEXT_COLUMNS,
  'type_id',
  'city_id',
  'latitude',
  'longitude',
  'is_work_without_slots',
  'status',
  'legal_entity_id',
  'representative_id',
] as const;
const FIELD_COLUMNS: Record<string, string> = { type_id: 'type', city_id: 'city', slug: 'name_ua' };

/** Institutions of one legal entity that has none yet (SPEC §5); a pin left blank stands at the city's centre. */
export const institutionsImport: ImportKindHandler<ImportedInstitution> = {
  columns: IMPORT_COLUMNS['medical-institutions'],
  async prepare(db, legalEntityId) {
    const institutions = sql`(select count(*)::int from ${medical_institutions}
      where ${medical_institutions.legal_entity_id} = ${legal_entities.id} and ${medical_institutions.deleted_at} is null)`;
    const representative = sql`(select min(${representatives.id}) from ${representatives}
      where ${representatives.legal_entity_id} = ${legal_entities.id} and ${representatives.deleted_at} is null)`;
    const [entity] = await db
      // Each subquery is one nested fragment: a select from one table names its own top-level columns without their table.
      .select({ name: legal_entities.public_name, institutions: sql<number>`${institutions}`, representative_id: sql<number | null>`${representative}` })
      .from(legal_entities)
      .where(and(eq(legal_entities.id, legalEntityId), isNull(legal_entities.deleted_at)));
    if (!entity) throw new ImportRefusedError('admin.import.error.target.missing', 404);
    if (entity.institutions > 0) throw new ImportRefusedError('admin.import.error.entity.has.institutions');
    const [types, features, cityRows, nextSlug] = await Promise.all([
      loadDictionary(db, 'medical-institution-types'),
      loadDictionary(db, 'medical-institution-features'),
      db
        .select({
          id: cities.id,
          city_slug: cities.city_slug,
          name_ua: cities.name_ua,
          name_ru: cities.name_ru,
          latitude: cities.latitude,
          longitude: cities.longitude,
        })
        .from(cities)
        .where(isNull(cities.deleted_at)),
      slugSource(db, medical_institutions),
    ]);
    const cityNames = new Dictionary(cityRows.map((city) => ({ id: city.id, names: [city.city_slug, city.name_ua, city.name_ru] })));
    const cityById = new Map(cityRows.map((city) => [city.id, city]));

    return {
      targetName: entity.name,
      row(cells, row) {
        const errors: RowError[] = [];
        const candidate: Record<string, unknown> = {};
        for (const name of TEXT_COLUMNS) candidate[name] = optional(cells[name]);
        candidate.type_id = lookupOne(types, cells.type, row, 'type', errors);
        candidate.city_id = lookupOne(cityNames, cells.city, row, 'city', errors);
        const city = cityById.get(Number(candidate.city_id));
        candidate.latitude = parseNumber(cells.latitude) ?? city?.latitude;
        candidate.longitude = parseNumber(cells.longitude) ?? city?.longitude;
        const slots = parseYesNo(cells.is_work_without_slots);
        if (slots === null) errors.push({ row, column: 'is_work_without_slots', key: 'admin.import.error.yes.no' });
        candidate.is_work_without_slots = slots ?? undefined;
        candidate.slug = nextSlug(`${candidate.name_ua ?? ''} ${city?.city_slug ?? ''}`);
        const featureIds = lookupList(features, cells.features, row, 'features', errors);
        const institution = checkRecord(ZImportedInstitution, candidate, row, (field) => FIELD_COLUMNS[field] ?? field, errors);
        if (!institution || errors.length) return { errors };
        return { record: { institution: institution as ImportedInstitution['institution'], features: featureIds }, errors };
      },
      finish(records) {
        // Branches of a chain share a name; one address holds one institution of that name.
        const errors: RowError[] = [];
        const first = new Map<string, number>();
        for (const { row, record } of records) {
          const key = `${fold(record.institution.name_ua)}|${fold(record.institution.address_ua)}`;
          const seen = first.get(key);
          if (seen === undefined) first.set(key, row);
          else errors.push({ row, column: 'name_ua', key: 'admin.import.error.institution.duplicate', params: { row: seen } });
        }
        return errors;
      },
      async write(tx, records) {
        if (!(await lockTarget(tx, legal_entities, legalEntityId))) throw new ImportRefusedError('admin.import.error.target.missing', 404);
        const [again] = await tx
          .select({ n: count() })
          .from(medical_institutions)
          .where(and(eq(medical_institutions.legal_entity_id, legalEntityId), isNull(medical_institutions.deleted_at)));
        if (again.n > 0) throw new ImportRefusedError('admin.import.error.entity.has.institutions');
        const rows = records.map((record) =>
          withDefaults(
            { ...record.institution, legal_entity_id: legalEntityId, representative_id: entity.representative_id },
            { is_work_without_slots: false, status: 'active' },
          ),
        );
        const inserted = await insertJson(tx, medical_institutions, INSTITUTION_COLUMNS, rows, {
          id: medical_institutions.id,
          slug: medical_institutions.slug,
        });
        const idOf = new Map(inserted.map((row) => [row.slug, row.id]));
        const links = records.flatMap((record) => record.features.map((feature_id) => ({ institution_id: idOf.get(record.institution.slug), feature_id })));
        await insertJson(tx, institution_feature_links, ['institution_id', 'feature_id'], links);
        return { institutions: inserted.length, features: links.length };
      },
    };
  },
};
