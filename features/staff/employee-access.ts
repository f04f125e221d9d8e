import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user_permissions, user_roles, users } from '../../db/schema/index.ts';
import { effectiveAccess } from '../../contracts/staff-access.ts';
import type { EmployeeAccess } from '../../contracts/routes/staff-access.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { difference, logStaffAction } from '../audit/action-log.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { RecordChangedError } from '../records/errors.ts';
import type { Locale } from '../records/types.ts';
import type { Executor } from '../records/write.ts';
import { checkAccessChange, refuseLocked } from './access-rules.ts';
import { accessCatalog, unknownIds, type AccessCatalog } from './catalog.ts';

interface EmployeeRow {
  id: number;
  version: number;
  is_administrator: boolean;
}

interface Held {
  role_ids: number[];
  permission_ids: number[];
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/** A live staff account, locked until the transaction ends when `lock` is set; 404 otherwise. */
async function findEmployee(executor: Executor, id: number, lock: boolean): Promise<EmployeeRow> {
  const query = executor
    .select({ id: users.id, version: users.version, is_administrator: users.is_administrator })
    .from(users)
    .where(and(eq(users.id, id), eq(users.user_type, 'user'), isNull(users.deleted_at)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

async function heldBy(executor: Executor, userId: number): Promise<Held> {
  const roleRows = await executor.select({ id: user_roles.role_id }).from(user_roles).where(eq(user_roles.user_id, userId));
  const permissionRows = await executor.select({ id: user_permissions.permission_id }).from(user_permissions).where(eq(user_permissions.user_id, userId));
  return { role_ids: sorted(roleRows.map((row) => row.id)), permission_ids: sorted(permissionRows.map((row) => row.id)) };
}

function answer(employee: EmployeeRow, held: Held, catalog: AccessCatalog): EmployeeAccess {
  // A role in trash is not held in effect (sessions skip it too), and is not offered.
  const live = new Set(catalog.roles.map((role) => role.id));
  const roleIds = held.role_ids.filter((id) => live.has(id));
  return {
    employee_id: employee.id,
    version: employee.version,
    is_administrator: employee.is_administrator,
    role_ids: roleIds,
    permission_ids: held.permission_ids,
    effective: effectiveAccess({ role_ids: roleIds, permission_ids: held.permission_ids }, catalog),
    roles: catalog.roles,
    permissions: catalog.permissions,
  };
}

/** What the action log keeps of an employee's access: names, which read the same after ids are gone. */
function namesOf(held: Held, catalog: AccessCatalog) {
  const roleNames = new Map(catalog.roles.map((role) => [role.id, role.name]));
  const permissionNames = new Map(catalog.permissions.map((permission) => [permission.id, permission.name]));
  return {
    roles: held.role_ids.map((id) => roleNames.get(id) ?? `#${id}`).sort(),
    permissions: held.permission_ids.map((id) => permissionNames.get(id) ?? `#${id}`).sort(),
  };
}

const effectiveNames = (held: Held, catalog: AccessCatalog) => effectiveAccess(held, catalog).map((entry) => entry.name);

/**
 * An employee's roles and direct permissions (SPEC §6, docs/decisions/202): read with what may be picked,
 * and replaced whole in one transaction, checked against the employee's version, written to the action log.
 * Sessions read permissions on every request, so a change holds from the employee's next request on.
 */
export function createEmployeeAccess(database: Database) {
  return {
    async read(id: number, locale: Locale): Promise<EmployeeAccess> {
      const employee = await findEmployee(database.db, id, false);
      return answer(employee, await heldBy(database.db, id), await accessCatalog(database.db, locale));
    },

    async save(id: number, request: Held & { version?: number }, editor: SessionUser, locale: Locale): Promise<EmployeeAccess> {
      return database.db.transaction(async (tx) => {
        const employee = await findEmployee(tx, id, true);
        if (request.version !== undefined && request.version !== employee.version) throw new RecordChangedError();
        if (employee.is_administrator) refuseLocked('administrator');
        const catalog = await accessCatalog(tx, locale);
        const next: Held = { role_ids: sorted(request.role_ids), permission_ids: sorted(request.permission_ids) };
        const missingRoles = unknownIds(
          next.role_ids,
          catalog.roles.map((role) => role.id),
        );
        const missingPermissions = unknownIds(
          next.permission_ids,
          catalog.permissions.map((permission) => permission.id),
        );
        if (missingRoles.length || missingPermissions.length) {
          throw new ValidationError({
            ...(missingRoles.length && { role_ids: ['validation.not_found'] }),
            ...(missingPermissions.length && { permission_ids: ['validation.not_found'] }),
          });
        }
        const before = await heldBy(tx, id);
        checkAccessChange({ editor, targetUserId: id, before: effectiveNames(before, catalog), after: effectiveNames(next, catalog) });
        const changes = difference(namesOf(before, catalog), namesOf(next, catalog));
        if (Object.keys(changes).length === 0) return answer(employee, before, catalog);

        await tx.delete(user_roles).where(eq(user_roles.user_id, id));
        if (next.role_ids.length) await tx.insert(user_roles).values(next.role_ids.map((role_id) => ({ user_id: id, role_id })));
        await tx.delete(user_permissions).where(eq(user_permissions.user_id, id));
        if (next.permission_ids.length) await tx.insert(user_permissions).values(next.permission_ids.map((permission_id) => ({ user_id: id, permission_id })));
        // The rights live in other tables: the employee's record moves on, so an open form of it is stale.
        const [raised] = await tx
          .update(users)
          .set({ version: sql`${users.version} + 1` })
          .where(eq(users.id, id))
          .returning({ version: users.version });
        await logStaffAction(tx, editor, { action: 'update-access', resource: 'employees', recordId: id, changes });
        return answer({ ...employee, version: raised.version }, next, catalog);
      });
    },
  };
}

export type EmployeeAccessService = ReturnType<typeof createEmployeeAccess>;
