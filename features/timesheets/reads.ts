import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NamedOption, Timesheet, TimesheetEntry } from '../../contracts/timesheets.ts';
import { NotFoundError } from '../errors.ts';
import type { CallContext } from '../records/types.ts';
import type { Executor } from '../records/write.ts';
import { inLocale } from '../../db/sql.ts';
import { doctorInScope, institutionInScope, type TimesheetScope } from './access.ts';
import {
  doctor_specializations,
  doctor_workplaces,
  doctors,
  medical_institutions,
  specializations,
  timesheet_entries,
  timesheets,
} from '../../db/schema/index.ts';
import type { RowOf } from '../../db/sql.ts';

/** The reads every timesheet use case shares; each runs on the executor it is given (a transaction or the pool). */

/** An entry as the API answers it: clinic dates as `YYYY-MM-DD`, wall-clock times as `HH:MM`. */
const entryColumns = {
  id: timesheet_entries.id,
  kind: timesheet_entries.kind,
  weekday: timesheet_entries.weekday,
  date_from: sql<string | null>`to_char(${timesheet_entries.date_from}, 'YYYY-MM-DD')`,
  date_to: sql<string | null>`to_char(${timesheet_entries.date_to}, 'YYYY-MM-DD')`,
  start_time: sql<string | null>`to_char(${timesheet_entries.start_time}, 'HH24:MI')`,
  end_time: sql<string | null>`to_char(${timesheet_entries.end_time}, 'HH24:MI')`,
};

const lockedColumns = {
  id: timesheets.id,
  // The join's own column: the same value, never null.
  doctor_id: doctors.id,
  institution_id: timesheets.institution_id,
  specialization_id: timesheets.specialization_id,
  slot_duration: timesheets.slot_duration,
  is_active: timesheets.is_active,
  /** The doctor still works at the timesheet's institution (SPEC §5). */
  attached: sql<boolean>`exists (select 1 from ${doctor_workplaces}
    where ${doctor_workplaces.doctor_id} = ${timesheets.doctor_id} and ${doctor_workplaces.institution_id} = ${timesheets.institution_id})`,
};
export type LockedTimesheet = RowOf<typeof lockedColumns>;

/** A doctor the caller may see, or 404 as if it did not exist. */
export async function visibleDoctor(executor: Executor, scope: TimesheetScope, doctorId: number, context: CallContext): Promise<NamedOption> {
  const [doctor] = await executor
    .select({ id: doctors.id, name: inLocale(context.locale, doctors.full_name_ua, doctors.full_name_ru) })
    .from(doctors)
    .where(and(eq(doctors.id, doctorId), isNull(doctors.deleted_at), doctorInScope(scope, doctors)));
  if (!doctor) throw new NotFoundError();
  return doctor;
}

/** The doctor's workplaces the caller manages, in the doctor's order. */
export const managedInstitutions = (executor: Executor, scope: TimesheetScope, doctorId: number, context: CallContext): Promise<NamedOption[]> =>
  executor
    .select({ id: medical_institutions.id, name: inLocale(context.locale, medical_institutions.name_ua, medical_institutions.name_ru) })
    .from(doctor_workplaces)
    .innerJoin(medical_institutions, eq(medical_institutions.id, doctor_workplaces.institution_id))
    .where(and(eq(doctor_workplaces.doctor_id, doctorId), isNull(medical_institutions.deleted_at), institutionInScope(scope, medical_institutions)))
    .orderBy(asc(doctor_workplaces.position), asc(medical_institutions.id));

/** The doctor's specializations, the main one first. */
export const doctorSpecializations = (executor: Executor, doctorId: number, context: CallContext): Promise<NamedOption[]> =>
  executor
    .select({ id: specializations.id, name: inLocale(context.locale, specializations.name_ua, specializations.name_ru) })
    .from(doctor_specializations)
    .innerJoin(specializations, eq(specializations.id, doctor_specializations.specialization_id))
    .where(and(eq(doctor_specializations.doctor_id, doctorId), isNull(specializations.deleted_at)))
    .orderBy(desc(doctor_specializations.is_main), asc(specializations.id));

/**
 * A timesheet's entries as one JSON text, in the board's order. Raw: a JSON aggregate of a correlated subquery,
 * so each timesheet comes with its entries in one round trip.
 */
const entriesJson = sql<string>`coalesce((select json_agg(row_to_json(x) order by x.weekday nulls last, x.date_from, x.start_time nulls first, x.id)
  from (select ${timesheet_entries.id} as id, ${timesheet_entries.kind} as kind, ${timesheet_entries.weekday} as weekday,
      ${entryColumns.date_from} as date_from, ${entryColumns.date_to} as date_to, ${entryColumns.start_time} as start_time, ${entryColumns.end_time} as end_time
    from ${timesheet_entries} where ${timesheet_entries.timesheet_id} = ${timesheets.id}) x), '[]')::text`;

/** Timesheets with their entries, of one doctor, one institution or one id, within the caller's institutions. */
export async function loadTimesheets(
  executor: Executor,
  scope: TimesheetScope,
  context: CallContext,
  where: { doctorId?: number; institutionId?: number; id?: number },
): Promise<Timesheet[]> {
  const rows = await executor
    .select({
      id: timesheets.id,
      doctor_id: doctors.id,
      institution_id: timesheets.institution_id,
      institution_name: inLocale(context.locale, medical_institutions.name_ua, medical_institutions.name_ru),
      specialization_id: timesheets.specialization_id,
      specialization_name: inLocale(context.locale, specializations.name_ua, specializations.name_ru),
      slot_duration: timesheets.slot_duration,
      is_active: timesheets.is_active,
      entries: entriesJson,
    })
    .from(timesheets)
    .innerJoin(medical_institutions, eq(medical_institutions.id, timesheets.institution_id))
    .innerJoin(doctors, and(eq(doctors.id, timesheets.doctor_id), isNull(doctors.deleted_at)))
    .leftJoin(specializations, eq(specializations.id, timesheets.specialization_id))
    .where(
      and(
        isNull(timesheets.deleted_at),
        institutionInScope(scope, medical_institutions),
        where.doctorId === undefined ? undefined : eq(timesheets.doctor_id, where.doctorId),
        where.institutionId === undefined ? undefined : eq(timesheets.institution_id, where.institutionId),
        where.id === undefined ? undefined : eq(timesheets.id, where.id),
      ),
    )
    .orderBy(asc(timesheets.id));
  return rows.map((row) => ({ ...row, entries: JSON.parse(row.entries) as TimesheetEntry[] }));
}

export async function oneTimesheet(executor: Executor, scope: TimesheetScope, id: number, context: CallContext): Promise<Timesheet> {
  const [timesheet] = await loadTimesheets(executor, scope, context, { id });
  if (!timesheet) throw new NotFoundError();
  return timesheet;
}

/** The caller's timesheet, locked until the transaction ends: entry writes of one timesheet run one at a time. */
export async function lockTimesheet(executor: Executor, scope: TimesheetScope, id: number): Promise<LockedTimesheet> {
  const [row] = await executor
    .select(lockedColumns)
    .from(timesheets)
    .innerJoin(medical_institutions, eq(medical_institutions.id, timesheets.institution_id))
    .innerJoin(doctors, and(eq(doctors.id, timesheets.doctor_id), isNull(doctors.deleted_at)))
    .where(and(eq(timesheets.id, id), isNull(timesheets.deleted_at), institutionInScope(scope, medical_institutions)))
    .for('update', { of: timesheets });
  if (!row) throw new NotFoundError();
  return row;
}

export function entriesOf(executor: Executor, timesheetId: number): Promise<TimesheetEntry[]> {
  return executor.select(entryColumns).from(timesheet_entries).where(eq(timesheet_entries.timesheet_id, timesheetId));
}

export async function oneEntry(executor: Executor, timesheetId: number, entryId: number): Promise<TimesheetEntry> {
  const [entry] = await executor
    .select(entryColumns)
    .from(timesheet_entries)
    .where(and(eq(timesheet_entries.id, entryId), eq(timesheet_entries.timesheet_id, timesheetId)));
  if (!entry) throw new NotFoundError();
  return entry;
}
