import type { SessionUser } from '../../features/accounts/permissions.ts';
import type { Database } from '../../db/client.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';

/**
 * A test role (`roles.administrator`, `roles.staffWith([...])`) backed by a stored user: the action log
 * (features/audit/action-log.ts) names the staff member who wrote, so their id must exist.
 */
export async function storedStaff(database: Database, user: SessionUser): Promise<SessionUser> {
  const { id } = await createAccount(database, { user_type: 'user' });
  return { ...user, id };
}
