import { eq, sql } from 'drizzle-orm';
import { timesheetErrorMessage, ZCreateTimesheetRequest, ZUpdateTimesheetRequest, type Timesheet } from '../../contracts/timesheets.ts';
import { difference, logStaffAction } from '../audit/action-log.ts';
import { NotFoundError } from '../errors.ts';
import type { CallContext } from '../records/types.ts';
import { timesheetScope } from './access.ts';
import { checkPlacement, parseWith, requireAttached } from './checks.ts';
import { lockTimesheet, oneTimesheet, visibleDoctor, type LockedTimesheet } from './reads.ts';
import { doctors, timesheets } from '../../db/schema/index.ts';
import type { Executor } from '../records/write.ts';
import type { TimesheetsContext } from './timesheets-context.ts';

/** Creating, moving, trashing and switching a doctor's timesheet at one of their workplaces; staff writes go to the action log. */

/** What the action log keeps of a timesheet (its entries are logged as `timesheet-entries`). */
const settings = (timesheet: Omit<LockedTimesheet, 'attached'>) => ({
  doctor_id: timesheet.doctor_id,
  institution_id: timesheet.institution_id,
  specialization_id: timesheet.specialization_id,
  slot_duration: timesheet.slot_duration,
  is_active: timesheet.is_active,
});

/** One writer per doctor at a time, so two identical timesheets cannot both pass the duplicate check. */
const lockDoctor = (executor: Executor, doctorId: number) => executor.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId)).for('update');

export async function createTimesheet({ db, changed }: TimesheetsContext, doctorId: number, body: unknown, context: CallContext): Promise<Timesheet> {
  const messageKey = timesheetErrorMessage('create');
  const scope = await timesheetScope(db, context.user, 'create');
  const values = parseWith(ZCreateTimesheetRequest, body, messageKey);
  const created = await db.transaction(async (tx) => {
    await visibleDoctor(tx, scope, doctorId, context);
    await lockDoctor(tx, doctorId);
    const placement = { institution_id: values.institution_id, specialization_id: values.specialization_id ?? null };
    await checkPlacement(tx, scope, doctorId, placement, context, messageKey);
    const [row] = await tx
      .insert(timesheets)
      .values({
        doctor_id: doctorId,
        institution_id: placement.institution_id,
        specialization_id: placement.specialization_id,
        slot_duration: values.slot_duration ?? 30,
        is_active: values.is_active ?? true,
      })
      .returning({ id: timesheets.id });
    const fresh = await oneTimesheet(tx, scope, row.id, context);
    await logStaffAction(tx, context.user, { action: 'create', resource: 'timesheets', recordId: row.id, changes: difference(null, settings(fresh)) });
    return fresh;
  });
  changed(doctorId);
  return created;
}

/** Moves a timesheet to another workplace or specialization, or changes its slot length. */
export async function updateTimesheet(
  { db, changed }: TimesheetsContext,
  doctorId: number,
  id: number,
  body: unknown,
  context: CallContext,
): Promise<Timesheet> {
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
      await lockDoctor(tx, doctorId);
      await checkPlacement(tx, scope, doctorId, placement, context, messageKey, id);
    }
    await tx
      .update(timesheets)
      .set({
        institution_id: placement.institution_id,
        specialization_id: placement.specialization_id,
        slot_duration: values.slot_duration ?? stored.slot_duration,
        updated_at: sql`now()`,
      })
      .where(eq(timesheets.id, id));
    const after = await oneTimesheet(tx, scope, id, context);
    await logStaffAction(tx, context.user, { action: 'update', resource: 'timesheets', recordId: id, changes: difference(settings(stored), settings(after)) });
    return after;
  });
  changed(doctorId);
  return updated;
}

/** Moves a timesheet to trash (its entries stay with it). */
export async function removeTimesheet({ db, changed }: TimesheetsContext, doctorId: number, id: number, context: CallContext): Promise<void> {
  const scope = await timesheetScope(db, context.user, 'delete');
  await db.transaction(async (tx) => {
    const stored = await lockTimesheet(tx, scope, id);
    if (stored.doctor_id !== doctorId) throw new NotFoundError();
    await tx
      .update(timesheets)
      .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(timesheets.id, id));
    await logStaffAction(tx, context.user, { action: 'delete', resource: 'timesheets', recordId: id, changes: difference(settings(stored), null) });
  });
  changed(doctorId);
}

/** SPEC §4 "Timesheet: activate or deactivate". Activating needs the doctor still at the institution. */
export async function setTimesheetActive({ db, changed }: TimesheetsContext, id: number, active: boolean, context: CallContext): Promise<Timesheet> {
  const scope = await timesheetScope(db, context.user, 'update');
  let doctorId = 0;
  const result = await db.transaction(async (tx) => {
    const stored = await lockTimesheet(tx, scope, id);
    doctorId = stored.doctor_id;
    if (active) requireAttached(stored, timesheetErrorMessage('update'));
    await tx
      .update(timesheets)
      .set({ is_active: active, updated_at: sql`now()` })
      .where(eq(timesheets.id, id));
    await logStaffAction(tx, context.user, {
      action: active ? 'activate' : 'deactivate',
      resource: 'timesheets',
      recordId: id,
      changes: difference({ is_active: stored.is_active }, { is_active: active }),
    });
    return oneTimesheet(tx, scope, id, context);
  });
  changed(doctorId);
  return result;
}
