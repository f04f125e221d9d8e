import { sql } from 'drizzle-orm';
import type { NamedOption, Timesheet, TimesheetEntry } from '../../contracts/timesheets.ts';
import { NotFoundError } from '../errors.ts';
import type { CallContext } from '../records/types.ts';
import type { Executor } from '../records/write.ts';
import { doctorInScope, institutionInScope, type TimesheetScope } from './access.ts';
import { localized, selectRows } from '../../db/sql.ts';

/** The reads every timesheet use case shares; each runs on the executor it is given (a transaction or the pool). */

const ENTRY_COLUMNS = sql`e.id, e.kind, e.weekday, to_char(e.date_from, 'YYYY-MM-DD') as date_from, to_char(e.date_to, 'YYYY-MM-DD') as date_to,
  to_char(e.start_time, 'HH24:MI') as start_time, to_char(e.end_time, 'HH24:MI') as end_time`;

export interface LockedTimesheet {
  id: number;
  doctor_id: number;
  institution_id: number;
  specialization_id: number | null;
  slot_duration: number;
  is_active: boolean;
  /** The doctor still works at the timesheet's institution (SPEC §5). */
  attached: boolean;
}

/** A doctor the caller may see, or 404 as if it did not exist. */
export async function visibleDoctor(executor: Executor, scope: TimesheetScope, doctorId: number, context: CallContext): Promise<NamedOption> {
  const [doctor] = await selectRows<NamedOption>(
    executor,
    sql`select d.id, ${localized('d', 'full_name', context.locale)} as name from doctors d
        where d.id = ${doctorId} and d.deleted_at is null and ${doctorInScope(scope, 'd')}`,
  );
  if (!doctor) throw new NotFoundError();
  return doctor;
}

/** The doctor's workplaces the caller manages, in the doctor's order. */
export const managedInstitutions = (executor: Executor, scope: TimesheetScope, doctorId: number, context: CallContext) =>
  selectRows<NamedOption>(
    executor,
    sql`select mi.id, ${localized('mi', 'name', context.locale)} as name
        from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id
        where w.doctor_id = ${doctorId} and mi.deleted_at is null and ${institutionInScope(scope, 'mi')}
        order by w.position, mi.id`,
  );

/** The doctor's specializations, the main one first. */
export const doctorSpecializations = (executor: Executor, doctorId: number, context: CallContext) =>
  selectRows<NamedOption>(
    executor,
    sql`select s.id, ${localized('s', 'name', context.locale)} as name
        from doctor_specializations ds join specializations s on s.id = ds.specialization_id
        where ds.doctor_id = ${doctorId} and s.deleted_at is null order by ds.is_main desc, s.id`,
  );

/** Timesheets with their entries, of one doctor, one institution or one id, within the caller's institutions. */
export async function loadTimesheets(
  executor: Executor,
  scope: TimesheetScope,
  context: CallContext,
  where: { doctorId?: number; institutionId?: number; id?: number },
): Promise<Timesheet[]> {
  const rows = await selectRows<Omit<Timesheet, 'entries'> & { entries: string }>(
    executor,
    sql`select t.id, t.doctor_id, t.institution_id, ${localized('mi', 'name', context.locale)} as institution_name,
          t.specialization_id, ${localized('s', 'name', context.locale)} as specialization_name, t.slot_duration, t.is_active,
          coalesce((select json_agg(row_to_json(x) order by x.weekday nulls last, x.date_from, x.start_time nulls first, x.id)
            from (select ${ENTRY_COLUMNS} from timesheet_entries e where e.timesheet_id = t.id) x), '[]')::text as entries
        from timesheets t
        join medical_institutions mi on mi.id = t.institution_id
        join doctors d on d.id = t.doctor_id and d.deleted_at is null
        left join specializations s on s.id = t.specialization_id
        where t.deleted_at is null and ${institutionInScope(scope, 'mi')}
          ${where.doctorId === undefined ? sql`` : sql`and t.doctor_id = ${where.doctorId}`}
          ${where.institutionId === undefined ? sql`` : sql`and t.institution_id = ${where.institutionId}`}
          ${where.id === undefined ? sql`` : sql`and t.id = ${where.id}`}
        order by t.id`,
  );
  return rows.map((row) => ({ ...row, entries: JSON.parse(row.entries) as TimesheetEntry[] }));
}

export async function oneTimesheet(executor: Executor, scope: TimesheetScope, id: number, context: CallContext): Promise<Timesheet> {
  const [timesheet] = await loadTimesheets(executor, scope, context, { id });
  if (!timesheet) throw new NotFoundError();
  return timesheet;
}

/** The caller's timesheet, locked until the transaction ends: entry writes of one timesheet run one at a time. */
export async function lockTimesheet(executor: Executor, scope: TimesheetScope, id: number): Promise<LockedTimesheet> {
  const [row] = await selectRows<LockedTimesheet>(
    executor,
    sql`select t.id, t.doctor_id, t.institution_id, t.specialization_id, t.slot_duration, t.is_active,
          exists (select 1 from doctor_workplaces w where w.doctor_id = t.doctor_id and w.institution_id = t.institution_id) as attached
        from timesheets t
        join medical_institutions mi on mi.id = t.institution_id
        join doctors d on d.id = t.doctor_id and d.deleted_at is null
        where t.id = ${id} and t.deleted_at is null and ${institutionInScope(scope, 'mi')}
        for update of t`,
  );
  if (!row) throw new NotFoundError();
  return row;
}

export function entriesOf(executor: Executor, timesheetId: number): Promise<TimesheetEntry[]> {
  return selectRows<TimesheetEntry>(executor, sql`select ${ENTRY_COLUMNS} from timesheet_entries e where e.timesheet_id = ${timesheetId}`);
}

export async function oneEntry(executor: Executor, timesheetId: number, entryId: number): Promise<TimesheetEntry> {
  const [entry] = await selectRows<TimesheetEntry>(
    executor,
    sql`select ${ENTRY_COLUMNS} from timesheet_entries e where e.id = ${entryId} and e.timesheet_id = ${timesheetId}`,
  );
  if (!entry) throw new NotFoundError();
  return entry;
}
