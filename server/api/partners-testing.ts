import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../features/accounts/permissions.ts';

/**
 * The action log names who acted (a foreign key to `users`): the session users of `roles` get staff accounts
 * under their ids, so commands run as them can write their lines.
 */
export async function createStaffAccounts(db: Db, staff: readonly SessionUser[]): Promise<void> {
  for (const person of staff) {
    await db.execute(sql`
      insert into users (id, user_type, email, first_name) overriding system value
      values (${person.id}, 'user', ${`staff${person.id}@example.test`}, 'Staff')
      on conflict do nothing`);
  }
}
