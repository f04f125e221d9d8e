/**
 * Partners for tests: a legal entity (the clinic's company), the partner accounts that represent it, and
 * the institutions it owns.
 */
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { legal_entities, medical_institutions, representatives } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../features/accounts/permissions.ts';
import { createAppointment, createPatient } from '../factories.ts';
import { sessionUser } from './accounts.ts';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/** A legal entity with a random eight-digit EDRPOU code unless told otherwise. */
export async function createLegalEntity(db: Db, overrides: Insert<typeof legal_entities> = {}) {
  const [entity] = await db
    .insert(legal_entities)
    .values({ public_name: 'Тест-клініка', edrpou: String(randomInt(10_000_000, 99_999_999)), ...overrides })
    .returning();
  return entity;
}

/** A partner account representing `entity`: the user row and its representative row. */
export async function createRepresentative(db: Db, entity: { id: number }) {
  const user = await createPatient(db, { user_type: 'partner' });
  const [representative] = await db.insert(representatives).values({ user_id: user.id, legal_entity_id: entity.id }).returning();
  return { user, representative };
}

/**
 * A partner: a legal entity owning `institutions` and a representative account of it, returned as the
 * session user the API sees.
 */
export async function createPartner(db: Db, institutions: { id: number }[] = []): Promise<SessionUser & { legalEntityId: number }> {
  const entity = await createLegalEntity(db);
  const { user } = await createRepresentative(db, entity);
  for (const institution of institutions) {
    await db.update(medical_institutions).set({ legal_entity_id: entity.id }).where(eq(medical_institutions.id, institution.id));
  }
  return { ...sessionUser(user.id, 'partner'), legalEntityId: entity.id };
}

/**
 * A visit the partner already answered (or, `booked`, not yet) for the partner reports: booked a day before
 * its start, decided an hour before; a rejection carries the partner's event with its reason.
 */
export async function createDecidedVisit(
  db: Db,
  visit: {
    doctor: Parameters<typeof createAppointment>[1]['doctor'];
    clinic: { id: number };
    specializationId: number;
    start: Date;
    status: 'approved' | 'rejected' | 'booked';
    format?: 'clinic' | 'online';
    reason?: string;
    /** Makes the application number unique among a suite's visits. */
    numberPrefix: string;
  },
) {
  const { start, status } = visit;
  const row = await createAppointment(db, {
    doctor: visit.doctor,
    start_at: start,
    status,
    institution_id: visit.clinic.id,
    specialization_id: visit.specializationId,
    format: visit.format ?? 'clinic',
    booked_at: new Date(start.getTime() - 86_400_000),
    decided_at: status === 'booked' ? null : new Date(start.getTime() - 3_600_000),
    application_number: `${visit.numberPrefix}-${visit.clinic.id}-${start.getTime()}`,
  });
  if (status === 'rejected') {
    await db.execute(sql`insert into appointment_events (appointment_id, action, from_status, to_status, actor_kind, details)
      values (${row.id}, 'rejected', 'booked', 'rejected', 'partner', ${JSON.stringify(visit.reason ? { reason: visit.reason } : {})}::jsonb)`);
  }
  return row;
}
