import { action_log } from '../../db/schema/index.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import type { Executor } from '../records/write.ts';
import { logPartnerAction, logPartnerActions } from './partner-actions.ts';
import type { StaffAction } from './staff-action.ts';

export type { StaffAction } from './staff-action.ts';

/** True for the people whose actions the log keeps: staff (user type `user`). */
export const isStaff = (user: SessionUser | null | undefined): user is SessionUser => user?.user_type === 'user';

/** True for the people whose writes the log keeps: staff, and partner representatives (docs/decisions/270). */
export const isLoggedWriter = (user: SessionUser | null | undefined): user is SessionUser => user?.user_type === 'user' || user?.user_type === 'partner';

/**
 * Appends one line to the action log (SPEC §2, issue 12): who, what, when. Written in the caller's
 * transaction, so a write that rolls back leaves no line. The table refuses updates and deletes
 * (db/migrations/0007), so what it holds stands as evidence. A partner representative's write goes through
 * `logPartnerAction` (names of fields only); calls by anyone else write nothing.
 */
export async function logStaffAction(executor: Executor, user: SessionUser | null | undefined, entry: StaffAction): Promise<void> {
  if (user?.user_type === 'partner') return logPartnerAction(executor, user, entry);
  if (!isStaff(user)) return;
  await executor.insert(action_log).values({
    user_id: user.id,
    action: entry.action,
    resource: entry.resource,
    record_id: entry.recordId ?? null,
    changes: entry.changes ?? null,
  });
}

/** Many lines at once (a batch, a list read of patients), in one insert. */
export async function logStaffActions(executor: Executor, user: SessionUser | null | undefined, entries: readonly StaffAction[]): Promise<void> {
  if (user?.user_type === 'partner') return logPartnerActions(executor, user, entries);
  if (!isStaff(user) || entries.length === 0) return;
  await executor.insert(action_log).values(
    entries.map((entry) => ({
      user_id: user.id,
      action: entry.action,
      resource: entry.resource,
      record_id: entry.recordId ?? null,
      changes: entry.changes ?? null,
    })),
  );
}

/**
 * The difference between two stored rows, field by field, leaving out what must never be copied
 * (password hashes, secrets, the version counter and timestamps the database keeps).
 */
export function difference(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  hidden: readonly string[] = [],
): Record<string, { before: unknown; after: unknown }> {
  const skip = new Set([...hidden, 'version', 'updated_at', 'during', 'search_vector']);
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const name of names) {
    if (skip.has(name) || /(_hash|secret|password)/.test(name)) continue;
    const old = normalise(before?.[name]);
    const now = normalise(after?.[name]);
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[name] = { before: old ?? null, after: now ?? null };
  }
  return changes;
}

const normalise = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
