import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IMPORT_COLUMNS } from '../../../contracts/imports.ts';
import { doctor_feature_links, doctor_languages, doctor_specializations, doctor_workplaces, doctors, medical_institutions } from '../../../db/schema/index.ts';
import { doctors as doctorResource } from '../../../resources/doctors.ts';
import { fold, lookupList, optional, parseNumber, type RowError } from '../cells.ts';
import { loadDictionary } from './dictionaries.ts';
import { checkRecord, ImportRefusedError, insertJson, lockTarget, ruleOf, withDefaults, type ImportKindHandler } from './kind.ts';
import { slugSource } from './slugs.ts';

const rule = (field: string) => ruleOf(doctorResource, field);

/** A doctor as the back office would save one (docs/decisions/204): the resource's rules, field by field. */
export const ZImportedDoctor = z.strictObject({
  slug: rule('slug'),
  last_name_ua: rule('last_name_ua'),
  first_name_ua: rule('first_name_ua'),
  middle_name_ua: rule('middle_name_ua'),
  last_name_ru: rule('last_name_ru'),
  first_name_ru: rule('first_name_ru'),
  middle_name_ru: rule('middle_name_ru'),
  gender: rule('gender'),
  category: rule('category'),
  experience: rule('experience'),
  started_work_year: rule('started_work_year'),
  mode: rule('mode'),
  email: rule('email'),
  phone: rule('phone'),
  short_description_ua: rule('short_description_ua'),
  short_description_ru: rule('short_description_ru'),
  description_ua: rule('description_ua'),
  description_ru: rule('description_ru'),
  status: rule('status'),
});

export interface ImportedDoctor {
  doctor: Record<string, unknown> & {
    slug: string;
    last_name_ua: string;
    first_name_ua: string;
    middle_name_ua?: string;
    last_name_ru: string;
    first_name_ru: string;
    middle_name_ru?: string;
  };
  specializations: number[];
  languages: number[];
  features: number[];
}

const TEXT_COLUMNS = [
  'last_name_ua',
  'first_name_ua',
  'middle_name_ua',
  'last_name_ru',
  'first_name_ru',
  'middle_name_ru',
  'gender',
  'category',
  'mode',
  'email',
  'phone',
  'short_description_ua',
  'short_description_ru',
  'description_ua',
  'description_ru',
] as const;
const DOCTOR_COLUMNS = ['slug', ...TEXT_COLUMNS, 'experience', 'started_work_year', 'status'] as const;
/** What the table gives a doctor when the column is left out; a blank cell means the same. */
const DOCTOR_DEFAULTS = { category: 'none', mode: 'clinic', experience: 0, status: 'active' };

/** "Last First Middle", as the database's full name: how services find their doctor and duplicates are told. */
export const fullName = (last: string, first: string, middle?: string | null) => fold([last, first, middle].filter(Boolean).join(' '));

/** Doctors into one clinic that has none yet (SPEC §5), each linked to it (`doctor_workplaces`). */
export const doctorsImport: ImportKindHandler<ImportedDoctor> = {
  columns: IMPORT_COLUMNS.doctors,
  async prepare(db, clinicId) {
    const doctorsThere = sql`(select count(*)::int from ${doctor_workplaces}
      join ${doctors} on ${doctors.id} = ${doctor_workplaces.doctor_id} and ${doctors.deleted_at} is null
      where ${doctor_workplaces.institution_id} = ${medical_institutions.id})`;
    const [clinic] = await db
      // The subquery is one nested fragment: a select from one table names its own top-level columns without their table.
      .select({ name: medical_institutions.name_ua, doctors: sql<number>`${doctorsThere}` })
      .from(medical_institutions)
      .where(and(eq(medical_institutions.id, clinicId), isNull(medical_institutions.deleted_at)));
    if (!clinic) throw new ImportRefusedError('admin.import.error.target.missing', 404);
    if (clinic.doctors > 0) throw new ImportRefusedError('admin.import.error.clinic.has.doctors');
    const [specializations, languages, features, nextSlug] = await Promise.all([
      loadDictionary(db, 'specializations'),
      loadDictionary(db, 'languages'),
      loadDictionary(db, 'doctor-features'),
      slugSource(db, doctors),
    ]);

    return {
      targetName: clinic.name,
      row(cells, row) {
        const errors: RowError[] = [];
        const ids = {
          specializations: lookupList(specializations, cells.specializations, row, 'specializations', errors),
          languages: lookupList(languages, cells.languages, row, 'languages', errors),
          features: lookupList(features, cells.features, row, 'features', errors),
        };
        if (ids.specializations.length === 0 && !errors.some((error) => error.column === 'specializations')) {
          errors.push({ row, column: 'specializations', key: 'validation.required' });
        }
        const candidate: Record<string, unknown> = {};
        for (const name of TEXT_COLUMNS) candidate[name] = optional(cells[name]);
        for (const name of ['experience', 'started_work_year']) candidate[name] = parseNumber(cells[name]);
        const name = [candidate.last_name_ua, candidate.first_name_ua, candidate.middle_name_ua].filter(Boolean).join(' ');
        candidate.slug = nextSlug(name);
        const doctor = checkRecord(ZImportedDoctor, candidate, row, (field) => (field === 'slug' ? 'last_name_ua' : field), errors);
        if (!doctor || errors.length) return { errors };
        return { record: { doctor: doctor as ImportedDoctor['doctor'], ...ids }, errors };
      },
      finish(records) {
        // SPEC §8 "doctor import duplicate name": services find their doctor by name, so a name is one doctor.
        const errors: RowError[] = [];
        const first = new Map<string, number>();
        for (const { row, record } of records) {
          const { doctor } = record;
          for (const [language, name] of [
            ['ua', fullName(doctor.last_name_ua, doctor.first_name_ua, doctor.middle_name_ua)],
            ['ru', fullName(doctor.last_name_ru, doctor.first_name_ru, doctor.middle_name_ru)],
          ] as const) {
            const seen = first.get(`${language}:${name}`);
            if (seen === undefined) first.set(`${language}:${name}`, row);
            else errors.push({ row, column: `last_name_${language}`, key: 'admin.import.error.doctor.duplicate', params: { row: seen } });
          }
        }
        return errors;
      },
      async write(tx, records) {
        if (!(await lockTarget(tx, medical_institutions, clinicId))) throw new ImportRefusedError('admin.import.error.target.missing', 404);
        const [again] = await tx
          .select({ n: count() })
          .from(doctor_workplaces)
          .innerJoin(doctors, and(eq(doctors.id, doctor_workplaces.doctor_id), isNull(doctors.deleted_at)))
          .where(eq(doctor_workplaces.institution_id, clinicId));
        if (again.n > 0) throw new ImportRefusedError('admin.import.error.clinic.has.doctors');
        const rows = records.map((record) => withDefaults(record.doctor, DOCTOR_DEFAULTS));
        const inserted = await insertJson(tx, doctors, DOCTOR_COLUMNS, rows, { id: doctors.id, slug: doctors.slug });
        const idOf = new Map(inserted.map((row) => [row.slug, row.id]));
        const links = (pick: (record: ImportedDoctor) => number[], key: string, extra: (index: number) => Record<string, unknown> = () => ({})) =>
          records.flatMap((record) => pick(record).map((id, index) => ({ doctor_id: idOf.get(record.doctor.slug), [key]: id, ...extra(index) })));
        const workplaces = records.map((record) => ({ doctor_id: idOf.get(record.doctor.slug), institution_id: clinicId, position: 0 }));
        await insertJson(tx, doctor_workplaces, ['doctor_id', 'institution_id', 'position'], workplaces);
        const specializationLinks = links(
          (record) => record.specializations,
          'specialization_id',
          (index) => ({ is_main: index === 0 }),
        );
        await insertJson(tx, doctor_specializations, ['doctor_id', 'specialization_id', 'is_main'], specializationLinks);
        const languageLinks = links((record) => record.languages, 'language_id');
        await insertJson(tx, doctor_languages, ['doctor_id', 'language_id'], languageLinks);
        const featureLinks = links((record) => record.features, 'feature_id');
        await insertJson(tx, doctor_feature_links, ['doctor_id', 'feature_id'], featureLinks);
        return {
          doctors: inserted.length,
          workplaces: workplaces.length,
          specializations: specializationLinks.length,
          languages: languageLinks.length,
          features: featureLinks.length,
        };
      },
    };
  },
};
