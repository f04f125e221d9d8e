import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  timesheetErrorMessage,
  type ZCalendarQuery,
  ZCreateTimesheetRequest,
  ZTimesheetEntryPatch,
  ZTimesheetEntryRequest,
  ZUpdateTimesheetRequest,
  type DoctorTimesheets,
  type NamedOption,
  type Timesheet,
  type TimesheetCalendar,
  type TimesheetEntry,
} from '../../contracts/timesheets.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, NotFoundError, ValidationError, type FieldErrors } from '../errors.ts';
import { findPgError } from '../resources/db-errors.ts';
import type { CallContext } from '../resources/types.ts';
import type { Executor } from '../resources/write.ts';
import { doctorInScope, institutionInScope, timesheetScope, type TimesheetScope } from './access.ts';
import { timesheetCalendar } from './calendar.ts';
import { describeEntry, findConflict, type EntryShape } from './conflicts.ts';
import { localized, selectRows } from '../catalog/sql.ts';

/** At most this many doctors in the picker's answer; the search narrows it. */
const DOCTOR_PICK_LIMIT = 50;

const ENTRY_COLUMNS = sql`e.id, e.kind, e.weekday, to_char(e.date_from, 'YYYY-MM-DD') as date_from, to_char(e.date_to, 'YYYY-MM-DD') as date_to,
  to_char(e.start_time, 'HH24:MI') as start_time, to_char(e.end_time, 'HH24:MI') as end_time`;

interface LockedTimesheet {
  id: number;
  doctor_id: number;
  institution_id: number;
  specialization_id: number | null;
  slot_duration: number;
  is_active: boolean;
  /** The doctor still works at the timesheet's institution (SPEC §5). */
  attached: boolean;
}

export interface TimesheetsOptions {
  /** After a committed change of a doctor's schedule (the next-slot index forgets them). */
  onScheduleChange?: (doctorId: number) => void;
}

/** Parses a body; a refusal is a 422 whose message says what failed to save (SPEC §8). */
function parseWith<T extends z.ZodType>(schema: T, body: unknown, messageKey: string): z.output<T> {
  const parsed = schema.safeParse(body ?? {}, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw new TimesheetInputError(parsed.error, messageKey);
}

/** A body that does not fit its contract; the HTTP layer translates the zod issues under `messageKey`. */
export class TimesheetInputError extends Error {
  constructor(
    readonly zodError: z.ZodError,
    readonly messageKey: string,
  ) {
    super(messageKey);
    this.name = 'TimesheetInputError';
  }
}

const overlapError = (field: string, other: EntryShape, messageKey: string) =>
  new DomainError(422, messageKey, { errors: { [field]: ['timesheet.interval.overlap'] }, params: { other: describeEntry(other) } });

const dayTakenError = (field: string, messageKey: string) => new ValidationError({ [field]: ['timesheet.day.taken'] }, messageKey);

/**
 * Timesheets of doctors at institutions (SPEC §3–5): weekly templates and dated exceptions, checked so that
 * end is after start, intervals never overlap, and the doctor works at the institution. Partners manage
 * only their legal entity's institutions; others' records answer 404 as if they did not exist.
 */
export function createTimesheetsService(database: Database, options: TimesheetsOptions = {}) {
  const { db } = database;
  const changed = (doctorId: number) => options.onScheduleChange?.(doctorId);

  async function visibleDoctor(executor: Executor, scope: TimesheetScope, doctorId: number, context: CallContext): Promise<NamedOption> {
    const [doctor] = await selectRows<NamedOption>(
      executor,
      sql`select d.id, ${localized('d', 'full_name', context.locale)} as name from doctors d
          where d.id = ${doctorId} and d.deleted_at is null and ${doctorInScope(scope, 'd')}`,
    );
    if (!doctor) throw new NotFoundError();
    return doctor;
  }

  const managedInstitutions = (executor: Executor, scope: TimesheetScope, doctorId: number, context: CallContext) =>
    selectRows<NamedOption>(
      executor,
      sql`select mi.id, ${localized('mi', 'name', context.locale)} as name
          from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id
          where w.doctor_id = ${doctorId} and mi.deleted_at is null and ${institutionInScope(scope, 'mi')}
          order by w.position, mi.id`,
    );

  const doctorSpecializations = (executor: Executor, doctorId: number, context: CallContext) =>
    selectRows<NamedOption>(
      executor,
      sql`select s.id, ${localized('s', 'name', context.locale)} as name
          from doctor_specializations ds join specializations s on s.id = ds.specialization_id
          where ds.doctor_id = ${doctorId} and s.deleted_at is null order by ds.is_main desc, s.id`,
    );

  async function loadTimesheets(executor: Executor, scope: TimesheetScope, context: CallContext, where: { doctorId?: number; id?: number }): Promise<Timesheet[]> {
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
            ${where.id === undefined ? sql`` : sql`and t.id = ${where.id}`}
          order by t.id`,
    );
    return rows.map((row) => ({ ...row, entries: JSON.parse(row.entries) as TimesheetEntry[] }));
  }

  async function oneTimesheet(executor: Executor, scope: TimesheetScope, id: number, context: CallContext): Promise<Timesheet> {
    const [timesheet] = await loadTimesheets(executor, scope, context, { id });
    if (!timesheet) throw new NotFoundError();
    return timesheet;
  }

  /** The caller's timesheet, locked until the transaction ends: entry writes of one timesheet run one at a time. */
  async function lockTimesheet(executor: Executor, scope: TimesheetScope, id: number): Promise<LockedTimesheet> {
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

  /** SPEC §5: the institution is one of the doctor's workplaces the caller manages; the specialization is the doctor's. */
  async function checkPlacement(
    executor: Executor,
    scope: TimesheetScope,
    doctorId: number,
    values: { institution_id: number; specialization_id: number | null },
    context: CallContext,
    messageKey: string,
    exceptId = 0,
  ): Promise<void> {
    const errors: FieldErrors = {};
    const institutions = await managedInstitutions(executor, scope, doctorId, context);
    if (!institutions.some((institution) => institution.id === values.institution_id)) errors.institution_id = ['timesheet.doctor.not.attached'];
    if (values.specialization_id !== null) {
      const specializations = await doctorSpecializations(executor, doctorId, context);
      if (!specializations.some((specialization) => specialization.id === values.specialization_id)) errors.specialization_id = ['timesheet.specialization.not.doctor'];
    }
    if (!errors.institution_id && !errors.specialization_id) {
      const [twin] = await selectRows<{ id: number }>(
        executor,
        sql`select id from timesheets where doctor_id = ${doctorId} and institution_id = ${values.institution_id}
            and specialization_id is not distinct from ${values.specialization_id} and deleted_at is null and id <> ${exceptId} limit 1`,
      );
      if (twin) errors.specialization_id = ['timesheet.duplicate'];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors, messageKey);
  }

  const requireAttached = (timesheet: LockedTimesheet, messageKey: string) => {
    if (!timesheet.attached) throw new ValidationError({ institution_id: ['timesheet.doctor.not.attached'] }, messageKey);
  };

  async function entriesOf(executor: Executor, timesheetId: number): Promise<TimesheetEntry[]> {
    return selectRows<TimesheetEntry>(executor, sql`select ${ENTRY_COLUMNS} from timesheet_entries e where e.timesheet_id = ${timesheetId}`);
  }

  /** Overlap rules (features/timesheets/conflicts.ts) over the stored entries, the timesheet already locked. */
  async function checkOverlap(executor: Executor, timesheetId: number, candidate: EntryShape, messageKey: string): Promise<void> {
    const conflict = findConflict(candidate, await entriesOf(executor, timesheetId));
    if (!conflict) return;
    if (conflict.field === 'start_time') throw overlapError('start_time', conflict.other, messageKey);
    throw dayTakenError(conflict.field, messageKey);
  }

  /** The exclusion constraint of weekly work (db/migrations/0002) refusing what the check let through: the same 422. */
  async function guardedWrite<T>(candidate: EntryShape, messageKey: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (findPgError(error)?.code === '23P01') throw new ValidationError({ start_time: ['timesheet.interval.overlap.short'] }, messageKey);
      if (findPgError(error)?.code === '23514') throw new ValidationError({ end_time: ['timesheet.end.after.start'] }, messageKey);
      throw error;
    }
  }

  const toShape = (entry: z.output<typeof ZTimesheetEntryRequest>, id?: number): EntryShape => ({
    id,
    kind: entry.kind,
    weekday: entry.weekday ?? null,
    date_from: entry.date_from ?? null,
    date_to: entry.date_to ?? null,
    start_time: entry.kind === 'day_off' ? null : (entry.start_time ?? null),
    end_time: entry.kind === 'day_off' ? null : (entry.end_time ?? null),
  });

  const entryMessage = (body: unknown) => timesheetErrorMessage((body as { kind?: 'work' | 'absence' | 'day_off' } | null)?.kind);

  async function oneEntry(executor: Executor, timesheetId: number, entryId: number): Promise<TimesheetEntry> {
    const [entry] = await selectRows<TimesheetEntry>(
      executor,
      sql`select ${ENTRY_COLUMNS} from timesheet_entries e where e.id = ${entryId} and e.timesheet_id = ${timesheetId}`,
    );
    if (!entry) throw new NotFoundError();
    return entry;
  }

  return {
    /** The doctors the caller may schedule, by name, for a picker. */
    async listDoctors(search: string | undefined, context: CallContext): Promise<NamedOption[]> {
      const scope = await timesheetScope(db, context.user, 'read');
      const name = localized('d', 'full_name', context.locale);
      const pattern = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
      return selectRows<NamedOption>(
        db,
        sql`select d.id, ${name} as name from doctors d
            where d.deleted_at is null and ${doctorInScope(scope, 'd')}
              ${pattern === null ? sql`` : sql`and (d.full_name_ua ilike ${pattern} or d.full_name_ru ilike ${pattern})`}
            order by ${name}, d.id limit ${DOCTOR_PICK_LIMIT}`,
      );
    },

    /** The doctor, their workplaces and specializations the caller may choose, and their timesheets with entries. */
    async board(doctorId: number, context: CallContext): Promise<DoctorTimesheets> {
      const scope = await timesheetScope(db, context.user, 'read');
      const doctor = await visibleDoctor(db, scope, doctorId, context);
      const [institutions, specializations, timesheets] = await Promise.all([
        managedInstitutions(db, scope, doctorId, context),
        doctorSpecializations(db, doctorId, context),
        loadTimesheets(db, scope, context, { doctorId }),
      ]);
      return { doctor, institutions, specializations, timesheets };
    },

    async createTimesheet(doctorId: number, body: unknown, context: CallContext): Promise<Timesheet> {
      const messageKey = timesheetErrorMessage('create');
      const scope = await timesheetScope(db, context.user, 'create');
      const values = parseWith(ZCreateTimesheetRequest, body, messageKey);
      const created = await db.transaction(async (tx) => {
        await visibleDoctor(tx, scope, doctorId, context);
        // One writer per doctor at a time, so two identical timesheets cannot both pass the duplicate check.
        await tx.execute(sql`select id from doctors where id = ${doctorId} for update`);
        const placement = { institution_id: values.institution_id, specialization_id: values.specialization_id ?? null };
        await checkPlacement(tx, scope, doctorId, placement, context, messageKey);
        const [row] = await selectRows<{ id: number }>(
          tx,
          sql`insert into timesheets (doctor_id, institution_id, specialization_id, slot_duration, is_active)
              values (${doctorId}, ${placement.institution_id}, ${placement.specialization_id}, ${values.slot_duration ?? 30}, ${values.is_active ?? true})
              returning id`,
        );
        return oneTimesheet(tx, scope, row.id, context);
      });
      changed(doctorId);
      return created;
    },

    /** Moves a timesheet to another workplace or specialization, or changes its slot length. */
    async updateTimesheet(doctorId: number, id: number, body: unknown, context: CallContext): Promise<Timesheet> {
      const messageKey = timesheetErrorMessage('update');
      const scope = await timesheetScope(db, context.user, 'update');
      const values = parseWith(ZUpdateTimesheetRequest, body, messageKey);
      const updated = await db.transaction(async (tx) => {
        const stored = await lockTimesheet(tx, scope, id);
        if (stored.doctor_id !== doctorId) throw new NotFoundError();
        const placement = {
          institution_id: values.institution_id ?? stored.institution_id,
          specialization_id: values.specialization_id === undefined ? stored.specialization_id : values.specialization_id,
        };
        if (placement.institution_id !== stored.institution_id || placement.specialization_id !== stored.specialization_id) {
          await tx.execute(sql`select id from doctors where id = ${doctorId} for update`);
          await checkPlacement(tx, scope, doctorId, placement, context, messageKey, id);
        }
        await tx.execute(sql`update timesheets set institution_id = ${placement.institution_id}, specialization_id = ${placement.specialization_id},
          slot_duration = ${values.slot_duration ?? stored.slot_duration}, updated_at = now() where id = ${id}`);
        return oneTimesheet(tx, scope, id, context);
      });
      changed(doctorId);
      return updated;
    },

    /** Moves a timesheet to trash (its entries stay with it). */
    async removeTimesheet(doctorId: number, id: number, context: CallContext): Promise<void> {
      const scope = await timesheetScope(db, context.user, 'delete');
      await db.transaction(async (tx) => {
        const stored = await lockTimesheet(tx, scope, id);
        if (stored.doctor_id !== doctorId) throw new NotFoundError();
        await tx.execute(sql`update timesheets set deleted_at = now(), updated_at = now() where id = ${id}`);
      });
      changed(doctorId);
    },

    /** SPEC §4 "Timesheet: activate or deactivate". Activating needs the doctor still at the institution. */
    async setActive(id: number, active: boolean, context: CallContext): Promise<Timesheet> {
      const scope = await timesheetScope(db, context.user, 'update');
      let doctorId = 0;
      const result = await db.transaction(async (tx) => {
        const stored = await lockTimesheet(tx, scope, id);
        doctorId = stored.doctor_id;
        if (active) requireAttached(stored, timesheetErrorMessage('update'));
        await tx.execute(sql`update timesheets set is_active = ${active}, updated_at = now() where id = ${id}`);
        return oneTimesheet(tx, scope, id, context);
      });
      changed(doctorId);
      return result;
    },

    async addEntry(id: number, body: unknown, context: CallContext): Promise<TimesheetEntry> {
      const messageKey = entryMessage(body);
      const scope = await timesheetScope(db, context.user, 'update');
      const entry = toShape(parseWith(ZTimesheetEntryRequest, body, messageKey));
      let doctorId = 0;
      const created = await db.transaction(async (tx) => {
        const stored = await lockTimesheet(tx, scope, id);
        doctorId = stored.doctor_id;
        requireAttached(stored, messageKey);
        await checkOverlap(tx, id, entry, messageKey);
        const [row] = await guardedWrite(entry, messageKey, () =>
          selectRows<{ id: number }>(
            tx,
            sql`insert into timesheet_entries (timesheet_id, kind, weekday, date_from, date_to, start_time, end_time)
                values (${id}, ${entry.kind}, ${entry.weekday}, ${entry.date_from}, ${entry.date_to}, ${entry.start_time}, ${entry.end_time})
                returning id`,
          ),
        );
        await tx.execute(sql`update timesheets set updated_at = now() where id = ${id}`);
        return oneEntry(tx, id, row.id);
      });
      changed(doctorId);
      return created;
    },

    /** A partial change merged over the stored entry, then checked as a whole like a new one. */
    async updateEntry(id: number, entryId: number, body: unknown, context: CallContext): Promise<TimesheetEntry> {
      const scope = await timesheetScope(db, context.user, 'update');
      const patch = parseWith(ZTimesheetEntryPatch, body, entryMessage(body));
      let doctorId = 0;
      const updated = await db.transaction(async (tx) => {
        const stored = await lockTimesheet(tx, scope, id);
        doctorId = stored.doctor_id;
        const before = await oneEntry(tx, id, entryId);
        const { id: _stored, ...rest } = before;
        const merged = { ...rest, ...patch };
        // A change of kind to a day off drops the times; from a day off, the new times come with the patch.
        if (merged.kind === 'day_off' && patch.start_time === undefined) merged.start_time = null;
        if (merged.kind === 'day_off' && patch.end_time === undefined) merged.end_time = null;
        const messageKey = timesheetErrorMessage(merged.kind);
        requireAttached(stored, messageKey);
        const entry = toShape(parseWith(ZTimesheetEntryRequest, merged, messageKey), entryId);
        await checkOverlap(tx, id, entry, messageKey);
        await guardedWrite(entry, messageKey, () =>
          tx.execute(sql`update timesheet_entries set kind = ${entry.kind}, weekday = ${entry.weekday}, date_from = ${entry.date_from},
            date_to = ${entry.date_to}, start_time = ${entry.start_time}, end_time = ${entry.end_time}, updated_at = now()
            where id = ${entryId}`),
        );
        await tx.execute(sql`update timesheets set updated_at = now() where id = ${id}`);
        return oneEntry(tx, id, entryId);
      });
      changed(doctorId);
      return updated;
    },

    async removeEntry(id: number, entryId: number, context: CallContext): Promise<void> {
      const scope = await timesheetScope(db, context.user, 'update');
      let doctorId = 0;
      await db.transaction(async (tx) => {
        const stored = await lockTimesheet(tx, scope, id);
        doctorId = stored.doctor_id;
        await oneEntry(tx, id, entryId);
        await tx.execute(sql`delete from timesheet_entries where id = ${entryId}`);
        await tx.execute(sql`update timesheets set updated_at = now() where id = ${id}`);
      });
      changed(doctorId);
    },

    /** Each day's work, absences and day off from `from` to `to` (at most 62 days), as slots are computed. */
    async calendar(id: number, { from, to }: z.output<typeof ZCalendarQuery>, context: CallContext): Promise<TimesheetCalendar> {
      const scope = await timesheetScope(db, context.user, 'read');
      const timesheet = await oneTimesheet(db, scope, id, context);
      return { timesheet_id: id, is_active: timesheet.is_active, from, to, days: timesheetCalendar(timesheet.entries, from, to) };
    },
  };
}

export type TimesheetsService = ReturnType<typeof createTimesheetsService>;
