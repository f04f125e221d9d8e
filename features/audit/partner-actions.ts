import { sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/permissions.ts';
import type { Executor } from '../records/write.ts';
import type { StaffAction } from './action-log.ts';

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
 * One line of a partner representative's write (docs/decisions/270): the representative's account, its legal
 * entity, the resource, the record and the action, with the channel and the **names** of the fields changed.
 * Never values: a partner edits its doctors' contacts and answers patients' bookings, and the log must hold no
 * personal or medical data of theirs. The legal entity is looked up in the same statement, so a write costs
 * one insert as a staff one does.
 */
export async function logPartnerAction(executor: Executor, user: SessionUser, entry: StaffAction): Promise<void> {
  if (user.user_type !== 'partner' || READS.has(entry.action)) return;
  const fields = Object.keys(entry.changes ?? {}).sort();
  const changes = { via: channelOf(user), ...(fields.length ? { fields } : {}) };
  await executor.execute(sql`
    insert into action_log (user_id, action, resource, record_id, changes, legal_entity_id)
    values (${user.id}, ${entry.action}, ${entry.resource}, ${entry.recordId ?? null}, ${JSON.stringify(changes)}::jsonb,
      (select r.legal_entity_id from representatives r where r.user_id = ${user.id} and r.deleted_at is null order by r.id limit 1))`);
}
