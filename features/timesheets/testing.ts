import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legal_entities, medical_institutions, representatives } from '../../db/schema/index.ts';
import { createPatient } from '../../tests/support/factories.ts';
import type { SessionUser } from '../accounts/permissions.ts';

/**
 * A partner for tests: a legal entity owning `institutions` and a representative account of it, returned
 * as the session user the API sees.
 */
export async function createPartner(db: Db, institutions: { id: number }[] = []): Promise<SessionUser & { legalEntityId: number }> {
  const [entity] = await db
    .insert(legal_entities)
    .values({ public_name: 'Тест-клініка', edrpou: String(randomInt(10_000_000, 99_999_999)) })
    .returning();
  const user = await createPatient(db, { user_type: 'partner' });
  await db.insert(representatives).values({ user_id: user.id, legal_entity_id: entity.id });
  for (const institution of institutions) {
    await db.update(medical_institutions).set({ legal_entity_id: entity.id }).where(eq(medical_institutions.id, institution.id));
  }
  return { id: user.id, user_type: 'partner', is_administrator: false, permissions: [], roles: [], legalEntityId: entity.id };
}
