import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { hasPermissions, type SessionUser } from '../accounts/permissions.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { Executor } from '../records/write.ts';
import { doctor_workplaces, legal_entities, medical_institutions, representatives, type doctors } from '../../db/schema/index.ts';

export type TimesheetAction = 'read' | 'create' | 'update' | 'delete';

/**
 * Who manages timesheets (SPEC §6): staff holding the `timesheets.<action>` permission, over every doctor;
 * a partner, over the doctors who work at their legal entity's institutions and only at those institutions.
 */
export type TimesheetScope = { kind: 'staff' } | { kind: 'partner'; legalEntityId: number };

/** 401 without a session, 403 for patients, doctors, staff without the permission, partners without a live entity. */
export async function timesheetScope(executor: Executor, user: SessionUser | null, action: TimesheetAction): Promise<TimesheetScope> {
  if (!user) throw new UnauthorizedError();
  if (user.user_type === 'user') {
    if (!hasPermissions(user, `timesheets.${action}`)) throw new ForbiddenError();
    return { kind: 'staff' };
  }
  if (user.user_type !== 'partner') throw new ForbiddenError();
  const [row] = await executor
    .select({ legal_entity_id: representatives.legal_entity_id })
    .from(representatives)
    .innerJoin(legal_entities, eq(legal_entities.id, representatives.legal_entity_id))
    .where(and(eq(representatives.user_id, user.id), isNull(representatives.deleted_at), isNull(legal_entities.deleted_at)))
    .limit(1);
  if (!row) throw new ForbiddenError();
  return { kind: 'partner', legalEntityId: row.legal_entity_id };
}

/**
 * A condition on an institution: any for staff, the partner's legal entity's for a partner. The institution is
 * the schema's table, or the alias of a hand-written query's `medical_institutions`.
 */
export function institutionInScope(scope: TimesheetScope, institution: typeof medical_institutions | string): SQL {
  if (scope.kind === 'staff') return sql`true`;
  const legalEntityId = typeof institution === 'string' ? sql.raw(`${institution}.legal_entity_id`) : institution.legal_entity_id;
  return sql`${legalEntityId} = ${scope.legalEntityId}`;
}

/** A condition on a doctor (the schema's table, or a hand-written query's alias): works at an institution the caller manages. */
export function doctorInScope(scope: TimesheetScope, doctor: typeof doctors | string): SQL {
  if (scope.kind === 'staff') return sql`true`;
  const doctorId = typeof doctor === 'string' ? sql.raw(`${doctor}.id`) : doctor.id;
  return sql`exists (select 1 from ${doctor_workplaces} join ${medical_institutions} on ${medical_institutions.id} = ${doctor_workplaces.institution_id}
    where ${doctor_workplaces.doctor_id} = ${doctorId} and ${medical_institutions.deleted_at} is null and ${institutionInScope(scope, medical_institutions)})`;
}
