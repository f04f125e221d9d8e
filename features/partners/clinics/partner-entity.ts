import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { selectRows } from '../../../db/sql.ts';
import type { SessionUser } from '../../accounts/permissions.ts';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';

/**
 * The legal entity a partner account represents (SPEC §6: partners see only their own clinics, appointments
 * and reports). 401 without a session; 403 for another kind of account or a representative whose entity is gone.
 */
export async function partnerLegalEntity(db: Db, user: SessionUser | null): Promise<number> {
  if (!user) throw new UnauthorizedError();
  if (user.user_type !== 'partner') throw new ForbiddenError();
  const [row] = await selectRows<{ legal_entity_id: number }>(
    db,
    sql`select r.legal_entity_id from representatives r join legal_entities l on l.id = r.legal_entity_id
        where r.user_id = ${user.id} and r.deleted_at is null and l.deleted_at is null order by r.id limit 1`,
  );
  if (!row) throw new ForbiddenError();
  return row.legal_entity_id;
}
