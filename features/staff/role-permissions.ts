import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { role_permissions, roles } from '../../db/schema/index.ts';
import type { RoleAccess } from '../../contracts/routes/staff-access.ts';
import type { AccessPermission } from '../../contracts/staff-access.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { difference, logStaffAction } from '../audit/action-log.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { RecordChangedError } from '../records/errors.ts';
import type { Locale } from '../records/types.ts';
import type { Executor } from '../records/write.ts';
import { checkAccessChange, refuseLocked } from './access-rules.ts';
import { permissionCatalog, unknownIds } from './catalog.ts';

/** The built-in role that always holds every permission (features/accounts/bootstrap.ts grants them at start). */
export const LOCKED_ROLE = 'admin';

interface RoleRow {
  id: number;
  name: string;
  version: number;
}

async function findRole(executor: Executor, id: number, lock: boolean): Promise<RoleRow> {
  const query = executor
    .select({ id: roles.id, name: roles.name, version: roles.version })
    .from(roles)
    .where(and(eq(roles.id, id), isNull(roles.deleted_at)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

async function permissionsOf(executor: Executor, roleId: number): Promise<number[]> {
  const rows = await executor.select({ id: role_permissions.permission_id }).from(role_permissions).where(eq(role_permissions.role_id, roleId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

function answer(role: RoleRow, permissionIds: number[], catalog: AccessPermission[]): RoleAccess {
  return { role_id: role.id, name: role.name, version: role.version, locked: role.name === LOCKED_ROLE, permission_ids: permissionIds, permissions: catalog };
}

/**
 * A role's permissions (SPEC §6, docs/decisions/202): replaced whole in one transaction, checked against the
 * role's version, written to the action log. Everyone holding the role has the new set from their next request.
 */
export function createRolePermissions(database: Database) {
  return {
    async read(id: number, locale: Locale): Promise<RoleAccess> {
      const role = await findRole(database.db, id, false);
      return answer(role, await permissionsOf(database.db, id), await permissionCatalog(database.db, locale));
    },

    async save(id: number, request: { permission_ids: number[]; version?: number }, editor: SessionUser, locale: Locale): Promise<RoleAccess> {
      return database.db.transaction(async (tx) => {
        const role = await findRole(tx, id, true);
        if (request.version !== undefined && request.version !== role.version) throw new RecordChangedError();
        if (role.name === LOCKED_ROLE) refuseLocked('admin-role');
        const catalog = await permissionCatalog(tx, locale);
        const next = [...new Set(request.permission_ids)].sort((a, b) => a - b);
        if (
          unknownIds(
            next,
            catalog.map((permission) => permission.id),
          ).length
        )
          throw new ValidationError({ permission_ids: ['validation.not_found'] });
        const names = new Map(catalog.map((permission) => [permission.id, permission.name]));
        const nameList = (ids: number[]) => ids.map((permissionId) => names.get(permissionId) ?? `#${permissionId}`).sort();
        const before = await permissionsOf(tx, id);
        checkAccessChange({ editor, before: nameList(before), after: nameList(next) });
        const changes = difference({ permissions: nameList(before) }, { permissions: nameList(next) });
        if (Object.keys(changes).length === 0) return answer(role, before, catalog);

        await tx.delete(role_permissions).where(eq(role_permissions.role_id, id));
        if (next.length) await tx.insert(role_permissions).values(next.map((permission_id) => ({ role_id: id, permission_id })));
        // Every update of a role raises its version (db/migrations/0009): the permissions moved it on.
        const [raised] = await tx
          .update(roles)
          .set({ updated_at: sql`now()` })
          .where(eq(roles.id, id))
          .returning({ version: roles.version });
        await logStaffAction(tx, editor, { action: 'update-permissions', resource: 'roles', recordId: id, changes });
        return answer({ ...role, version: raised.version }, next, catalog);
      });
    },
  };
}

export type RolePermissionsService = ReturnType<typeof createRolePermissions>;
