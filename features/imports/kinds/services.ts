import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { IMPORT_COLUMNS } from '../../../contracts/imports.ts';
import type { Db } from '../../../db/client.ts';
import { doctor_services, doctor_specializations, doctor_workplaces, doctors, medical_institutions } from '../../../db/schema/index.ts';
import { doctorServices } from '../../../resources/doctor-services.ts';
import { Dictionary, lookupOne, optional, parseNumber, parseYesNo, type RowError } from '../cells.ts';
import { loadDictionary } from './dictionaries.ts';
import { checkRecord, ImportRefusedError, insertJson, lockTarget, withDefaults, type ImportKindHandler } from './kind.ts';

/** The doctor-services resource's own create rule: an imported service is checked as a form save is. */
const ZImportedService = doctorServices.create as z.ZodObject;
type ImportedService = Record<string, unknown> & { doctor_id: number; is_default?: boolean };

const SERVICE_COLUMNS = ['doctor_id', 'specialization_id', 'name_ua', 'name_ru', 'cost', 'duration', 'format', 'is_default', 'status'] as const;
const FIELD_COLUMNS: Record<string, string> = { doctor_id: 'doctor', specialization_id: 'specialization' };

/** The clinic's live doctors, their specializations and whether any of them has a service yet. */
const doctorsOfClinic = (db: Pick<Db, 'select'>, clinicId: number) =>
  db
    .select({
      id: doctors.id,
      full_name_ua: doctors.full_name_ua,
      full_name_ru: doctors.full_name_ru,
      specializations: sql<number[]>`coalesce((select array_agg(${doctor_specializations.specialization_id}) from ${doctor_specializations}
        where ${doctor_specializations.doctor_id} = ${doctors.id}), '{}')`,
      has_services: sql<boolean>`exists (select 1 from ${doctor_services}
        where ${doctor_services.doctor_id} = ${doctors.id} and ${doctor_services.deleted_at} is null)`,
    })
    .from(doctor_workplaces)
    .innerJoin(doctors, and(eq(doctors.id, doctor_workplaces.doctor_id), isNull(doctors.deleted_at)))
    .where(eq(doctor_workplaces.institution_id, clinicId));

/** UAH as written (`650`, `650,50`) → integer kopecks; more than two decimals or not a number stays as it is, and is refused. */
export function kopecksOf(text: string | undefined): number | undefined {
  const uah = parseNumber(text);
  if (uah === undefined || Number.isNaN(uah)) return uah;
  const kopecks = Math.round(uah * 100);
  return Math.abs(kopecks - uah * 100) < 1e-6 ? kopecks : uah;
}

/**
 * Services of a clinic's doctors (SPEC §5): the clinic must have doctors and none of them services yet. A row
 * names its doctor by full name, in either language; each doctor ends with exactly one default service.
 */
export const servicesImport: ImportKindHandler<ImportedService> = {
  columns: IMPORT_COLUMNS['doctor-services'],
  async prepare(db, clinicId) {
    const [clinic] = await db
      .select({ name: medical_institutions.name_ua })
      .from(medical_institutions)
      .where(and(eq(medical_institutions.id, clinicId), isNull(medical_institutions.deleted_at)));
    if (!clinic) throw new ImportRefusedError('admin.import.error.target.missing', 404);
    const clinicDoctors = await doctorsOfClinic(db, clinicId);
    if (clinicDoctors.length === 0) throw new ImportRefusedError('admin.import.error.no.doctors');
    if (clinicDoctors.some((doctor) => doctor.has_services)) throw new ImportRefusedError('admin.import.error.doctors.have.services');
    const specializations = await loadDictionary(db, 'specializations');
    const byName = new Dictionary(clinicDoctors.map((doctor) => ({ id: doctor.id, names: [doctor.full_name_ua, doctor.full_name_ru] })));
    const specializationsOf = new Map(clinicDoctors.map((doctor) => [doctor.id, new Set(doctor.specializations.map(Number))]));

    return {
      targetName: clinic.name,
      row(cells, row) {
        const errors: RowError[] = [];
        const doctorId = lookupOne(byName, cells.doctor, row, 'doctor', errors);
        const specializationId = lookupOne(specializations, cells.specialization, row, 'specialization', errors);
        if (doctorId !== undefined && specializationId !== undefined && !specializationsOf.get(doctorId)?.has(specializationId)) {
          errors.push({ row, column: 'specialization', key: 'timesheet.specialization.not.doctor' });
        }
        const isDefault = parseYesNo(cells.is_default);
        if (isDefault === null) errors.push({ row, column: 'is_default', key: 'admin.import.error.yes.no' });
        const candidate = {
          doctor_id: doctorId,
          specialization_id: specializationId,
          name_ua: optional(cells.name_ua),
          name_ru: optional(cells.name_ru),
          cost: kopecksOf(cells.cost),
          duration: parseNumber(cells.duration),
          format: optional(cells.format),
          is_default: isDefault ?? undefined,
        };
        const service = checkRecord(ZImportedService, candidate, row, (field) => FIELD_COLUMNS[field] ?? field, errors);
        if (!service || errors.length) return { errors };
        return { record: service as ImportedService, errors };
      },
      finish(records) {
        // SPEC §5 exactly one default per doctor: a second is refused; with none marked, the doctor's first row is it.
        const errors: RowError[] = [];
        const marked = new Map<number, number>();
        for (const { row, record } of records) {
          if (record.is_default !== true) continue;
          const first = marked.get(record.doctor_id);
          if (first === undefined) marked.set(record.doctor_id, row);
          else errors.push({ row, column: 'is_default', key: 'admin.import.error.default.many', params: { row: first } });
        }
        const hasDefault = new Set(marked.keys());
        for (const { record } of records) {
          if (!hasDefault.has(record.doctor_id)) {
            record.is_default = true;
            hasDefault.add(record.doctor_id);
          } else if (record.is_default !== true) record.is_default = false;
        }
        return errors;
      },
      async write(tx, records) {
        if (!(await lockTarget(tx, medical_institutions, clinicId))) throw new ImportRefusedError('admin.import.error.target.missing', 404);
        const now = await doctorsOfClinic(tx, clinicId);
        if (now.length === 0) throw new ImportRefusedError('admin.import.error.no.doctors');
        if (now.some((doctor) => doctor.has_services)) throw new ImportRefusedError('admin.import.error.doctors.have.services');
        const rows = records.map((record) => withDefaults(record, { format: 'offline', status: 'active' }));
        await insertJson(tx, doctor_services, SERVICE_COLUMNS, rows);
        return { services: rows.length, doctors: new Set(records.map((record) => record.doctor_id)).size };
      },
    };
  },
};
