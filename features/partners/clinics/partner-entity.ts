import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { legal_entities, representatives } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../accounts/permissions.ts';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';

/**
 * The legal entity a partner account represents (SPEC §6: partners see only their own clinics, appointments
 * and reports). 401 without a session; 403 for another kind of account or a representative whose entity is gone.
 */
export async function partnerLegalEntity(db: Db, user: SessionUser | null): Promise<number> {
  if (!user) throw new UnauthorizedError();
  if (user.user_type !== 'partner') throw new ForbiddenError();
  const [row] = await db
    .select({ legal_entity_id: representatives.legal_entity_id })
    .from(representatives)
    .innerJoin(legal_entities, eq(legal_entities.id, representatives.legal_entity_id))
    .where(and(eq(representatives.user_id, user.id), isNull(representatives.deleted_at), isNull(legal_entities.deleted_at)))
    .orderBy(representatives.id)
    .limit(1);
  if (!row) throw new ForbiddenError();
  return row.legal_entity_id;
}
