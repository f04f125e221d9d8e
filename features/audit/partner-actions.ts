import { sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/permissions.ts';
import type { Executor } from '../records/write.ts';
import type { StaffAction } from './staff-action.ts';

/** How a partner's write reached the service: its cabinet, or the partner API with a bearer token. */
export type PartnerChannel = 'cabinet' | 'api';

/** A signed-in partner as the partner API presents it to the services (features/partner-api/scope.ts). */
export interface PartnerApiUser extends SessionUser {
  via: 'partner-api';
}

/** Reads are not partner writes: the log keeps staff reads of patient data only (docs/decisions/197). */
const READS = new Set(['read', 'list', 'export']);

export const channelOf = (user: SessionUser): PartnerChannel => ((user as Partial<PartnerApiUser>).via === 'partner-api' ? 'api' : 'cabinet');

/**
 * The lines of a partner representative's writes (docs/decisions/270): the representative's account, its legal
 * entity, the resource, the record and the action, with the channel and the **names** of the fields changed.
 * Never values: a partner edits its doctors' contacts and answers patients' bookings, and the log must hold no
 * personal or medical data of theirs. One insert however many lines, the legal entity looked up in the same
 * statement, so a write costs one insert as a staff one does.
 */
export async function logPartnerActions(executor: Executor, user: SessionUser, entries: readonly StaffAction[]): Promise<void> {
  const writes = user.user_type === 'partner' ? entries.filter((entry) => !READS.has(entry.action)) : [];
  if (writes.length === 0) return;
  const via = channelOf(user);
  const rows = writes.map((entry) => {
    const fields = Object.keys(entry.changes ?? {}).sort();
    const changes = { via, ...(fields.length ? { fields } : {}) };
    return sql`(${entry.action}, ${entry.resource}, ${entry.recordId ?? null}::int, ${JSON.stringify(changes)}::jsonb)`;
  });
  await executor.execute(sql`
    insert into action_log (user_id, action, resource, record_id, changes, legal_entity_id)
    select ${user.id}, line.action, line.resource, line.record_id, line.changes,
      (select r.legal_entity_id from representatives r where r.user_id = ${user.id} and r.deleted_at is null order by r.id limit 1)
    from (values ${sql.join(rows, sql`, `)}) as line(action, resource, record_id, changes)`);
}

/** One line of a partner representative's write (see `logPartnerActions`). */
export function logPartnerAction(executor: Executor, user: SessionUser, entry: StaffAction): Promise<void> {
  return logPartnerActions(executor, user, [entry]);
}
