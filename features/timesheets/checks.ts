import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { timesheetErrorMessage, type ZTimesheetEntryRequest } from '../../contracts/timesheets.ts';
import { DomainError, ValidationError, type FieldErrors } from '../errors.ts';
import { findPgError } from '../../db/errors.ts';
import type { CallContext } from '../records/types.ts';
import type { Executor } from '../records/write.ts';
import type { TimesheetScope } from './access.ts';
import { describeEntry, findConflict, type EntryShape } from './conflicts.ts';
import { doctorSpecializations, entriesOf, managedInstitutions, type LockedTimesheet } from './reads.ts';
import { timesheets } from '../../db/schema/index.ts';

/** The rules a timesheet write must pass (SPEC §3–5), each refusing with a 422 that names the field. */

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

/** Parses a body; a refusal is a 422 whose message says what failed to save (SPEC §8). */
export function parseWith<T extends z.ZodType>(schema: T, body: unknown, messageKey: string): z.output<T> {
  const parsed = schema.safeParse(body ?? {}, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw new TimesheetInputError(parsed.error, messageKey);
}

/** The message of an entry write, by the kind the body names. */
export const entryMessage = (body: unknown) => timesheetErrorMessage((body as { kind?: 'work' | 'absence' | 'day_off' } | null)?.kind);

/** SPEC §5: the institution is one of the doctor's workplaces the caller manages; the specialization is the doctor's. */
export async function checkPlacement(
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
    if (!specializations.some((specialization) => specialization.id === values.specialization_id))
      errors.specialization_id = ['timesheet.specialization.not.doctor'];
  }
  if (!errors.institution_id && !errors.specialization_id) {
    const [twin] = await executor
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(
        and(
          eq(timesheets.doctor_id, doctorId),
          eq(timesheets.institution_id, values.institution_id),
          sql`${timesheets.specialization_id} is not distinct from ${values.specialization_id}`,
          isNull(timesheets.deleted_at),
          ne(timesheets.id, exceptId),
        ),
      )
      .limit(1);
    if (twin) errors.specialization_id = ['timesheet.duplicate'];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors, messageKey);
}

/** Work can be planned only where the doctor still works. */
export function requireAttached(timesheet: LockedTimesheet, messageKey: string): void {
  if (!timesheet.attached) throw new ValidationError({ institution_id: ['timesheet.doctor.not.attached'] }, messageKey);
}

/** Overlap rules (features/timesheets/conflicts.ts) over the stored entries, the timesheet already locked. */
export async function checkOverlap(executor: Executor, timesheetId: number, candidate: EntryShape, messageKey: string): Promise<void> {
  const conflict = findConflict(candidate, await entriesOf(executor, timesheetId));
  if (!conflict) return;
  if (conflict.field === 'start_time') {
    throw new DomainError(422, messageKey, {
      errors: { start_time: ['timesheet.interval.overlap'] },
      params: { other: describeEntry(conflict.other) },
    });
  }
  throw new ValidationError({ [conflict.field]: ['timesheet.day.taken'] }, messageKey);
}

/** The exclusion constraint of weekly work (db/migrations/0002) refusing what the check let through: the same 422. */
export async function guardedWrite<T>(messageKey: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (findPgError(error)?.code === '23P01') throw new ValidationError({ start_time: ['timesheet.interval.overlap.short'] }, messageKey);
    if (findPgError(error)?.code === '23514') throw new ValidationError({ end_time: ['timesheet.end.after.start'] }, messageKey);
    throw error;
  }
}

/** An entry as the overlap rules see it; a day off has no times. */
export const toShape = (entry: z.output<typeof ZTimesheetEntryRequest>, id?: number): EntryShape => ({
  id,
  kind: entry.kind,
  weekday: entry.weekday ?? null,
  date_from: entry.date_from ?? null,
  date_to: entry.date_to ?? null,
  start_time: entry.kind === 'day_off' ? null : (entry.start_time ?? null),
  end_time: entry.kind === 'day_off' ? null : (entry.end_time ?? null),
});
