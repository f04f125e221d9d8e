import { eq, sql } from 'drizzle-orm';
import { timesheetErrorMessage, ZTimesheetEntryPatch, ZTimesheetEntryRequest, type TimesheetEntry } from '../../contracts/timesheets.ts';
import { difference, logStaffAction } from '../audit/action-log.ts';
import type { CallContext } from '../records/types.ts';
import type { Executor } from '../records/write.ts';
import { timesheetScope } from './access.ts';
import { checkOverlap, entryMessage, guardedWrite, parseWith, requireAttached, toShape } from './checks.ts';
import { lockTimesheet, oneEntry } from './reads.ts';
import { timesheet_entries, timesheets } from '../../db/schema/index.ts';
import type { TimesheetsContext } from './timesheets-context.ts';

/** Weekly work, dated exceptions and days off of one timesheet, written one at a time under its lock; staff writes go to the action log. */

/** An entry as the action log keeps it: with its timesheet, without its id (the log line has it). */
const logged = (timesheetId: number, { id: _id, ...entry }: TimesheetEntry) => ({ timesheet_id: timesheetId, ...entry });

/** The timesheet changed when one of its entries did. */
const touchTimesheet = (executor: Executor, id: number) =>
  executor
    .update(timesheets)
    .set({ updated_at: sql`now()` })
    .where(eq(timesheets.id, id));

export async function addEntry({ db, changed }: TimesheetsContext, id: number, body: unknown, context: CallContext): Promise<TimesheetEntry> {
  const messageKey = entryMessage(body);
  const scope = await timesheetScope(db, context.user, 'update');
  const entry = toShape(parseWith(ZTimesheetEntryRequest, body, messageKey));
  let doctorId = 0;
  const created = await db.transaction(async (tx) => {
    const stored = await lockTimesheet(tx, scope, id);
    doctorId = stored.doctor_id;
    requireAttached(stored, messageKey);
    await checkOverlap(tx, id, entry, messageKey);
    const [row] = await guardedWrite(messageKey, () =>
      tx
        .insert(timesheet_entries)
        .values({
          timesheet_id: id,
          kind: entry.kind,
          weekday: entry.weekday,
          date_from: entry.date_from,
          date_to: entry.date_to,
          start_time: entry.start_time,
          end_time: entry.end_time,
        })
        .returning({ id: timesheet_entries.id }),
    );
    await touchTimesheet(tx, id);
    const fresh = await oneEntry(tx, id, row.id);
    await logStaffAction(tx, context.user, { action: 'create', resource: 'timesheet-entries', recordId: row.id, changes: difference(null, logged(id, fresh)) });
    return fresh;
  });
  changed(doctorId);
  return created;
}

/** A partial change merged over the stored entry, then checked as a whole like a new one. */
export async function updateEntry(
  { db, changed }: TimesheetsContext,
  id: number,
  entryId: number,
  body: unknown,
  context: CallContext,
): Promise<TimesheetEntry> {
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
    await guardedWrite(messageKey, () =>
      tx
        .update(timesheet_entries)
        .set({
          kind: entry.kind,
          weekday: entry.weekday,
          date_from: entry.date_from,
          date_to: entry.date_to,
          start_time: entry.start_time,
          end_time: entry.end_time,
          updated_at: sql`now()`,
        })
        .where(eq(timesheet_entries.id, entryId)),
    );
    await touchTimesheet(tx, id);
    const after = await oneEntry(tx, id, entryId);
    await logStaffAction(tx, context.user, {
      action: 'update',
      resource: 'timesheet-entries',
      recordId: entryId,
      changes: difference(logged(id, before), logged(id, after)),
    });
    return after;
  });
  changed(doctorId);
  return updated;
}

export async function removeEntry({ db, changed }: TimesheetsContext, id: number, entryId: number, context: CallContext): Promise<void> {
  const scope = await timesheetScope(db, context.user, 'update');
  let doctorId = 0;
  await db.transaction(async (tx) => {
    const stored = await lockTimesheet(tx, scope, id);
    doctorId = stored.doctor_id;
    const before = await oneEntry(tx, id, entryId);
    await tx.delete(timesheet_entries).where(eq(timesheet_entries.id, entryId));
    await logStaffAction(tx, context.user, {
      action: 'delete',
      resource: 'timesheet-entries',
      recordId: entryId,
      changes: difference(logged(id, before), null),
    });
    await touchTimesheet(tx, id);
  });
  changed(doctorId);
}
