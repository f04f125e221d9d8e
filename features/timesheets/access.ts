import { sql, type SQL } from 'drizzle-orm';
import { hasPermissions, type SessionUser } from '../accounts/permissions.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { Executor } from '../records/write.ts';
import { selectRows } from '../../db/sql.ts';

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
  const [row] = await selectRows<{ legal_entity_id: number }>(
    executor,
    sql`select r.legal_entity_id from representatives r join legal_entities l on l.id = r.legal_entity_id
        where r.user_id = ${user.id} and r.deleted_at is null and l.deleted_at is null limit 1`,
  );
  if (!row) throw new ForbiddenError();
  return { kind: 'partner', legalEntityId: row.legal_entity_id };
}

/** A condition on an institution alias: any for staff, the partner's legal entity's for a partner. */
export function institutionInScope(scope: TimesheetScope, alias: string): SQL {
  if (scope.kind === 'staff') return sql`true`;
  return sql`${sql.raw(alias)}.legal_entity_id = ${scope.legalEntityId}`;
}

/** A condition on a doctor alias: the doctor works at an institution the caller manages. */
export function doctorInScope(scope: TimesheetScope, alias: string): SQL {
  if (scope.kind === 'staff') return sql`true`;
  return sql`exists (select 1 from doctor_workplaces w join medical_institutions wi on wi.id = w.institution_id
    where w.doctor_id = ${sql.raw(alias)}.id and wi.deleted_at is null and ${institutionInScope(scope, 'wi')})`;
}
