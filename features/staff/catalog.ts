import { asc, inArray, isNull } from 'drizzle-orm';
import { permissions, role_permissions, roles } from '../../db/schema/index.ts';
import type { AccessPermission, AccessRole } from '../../contracts/staff-access.ts';
import type { Locale } from '../records/types.ts';
import type { Executor } from '../records/write.ts';

export interface AccessCatalog {
  roles: AccessRole[];
  permissions: AccessPermission[];
}

/** Every permission, by name, with its title in `locale`. */
export async function permissionCatalog(executor: Executor, locale: Locale): Promise<AccessPermission[]> {
  const rows = await executor
    .select({ id: permissions.id, name: permissions.name, title_ua: permissions.title_ua, title_ru: permissions.title_ru })
    .from(permissions)
    .orderBy(asc(permissions.name));
  return rows.map((row) => ({ id: row.id, name: row.name, title: locale === 'ru' ? row.title_ru : row.title_ua }));
}

/** Every live role with the ids of its permissions, titles in `locale`: what the rights editor may pick from. */
export async function accessCatalog(executor: Executor, locale: Locale): Promise<AccessCatalog> {
  const roleRows = await executor
    .select({ id: roles.id, name: roles.name, title_ua: roles.title_ua, title_ru: roles.title_ru })
    .from(roles)
    .where(isNull(roles.deleted_at))
    .orderBy(asc(roles.id));
  const links = roleRows.length
    ? await executor
        .select({ role_id: role_permissions.role_id, permission_id: role_permissions.permission_id })
        .from(role_permissions)
        .where(
          inArray(
            role_permissions.role_id,
            roleRows.map((role) => role.id),
          ),
        )
    : [];
  const held = new Map<number, number[]>();
  for (const link of links) held.set(link.role_id, [...(held.get(link.role_id) ?? []), link.permission_id]);
  return {
    roles: roleRows.map((row) => ({
      id: row.id,
      name: row.name,
      title: locale === 'ru' ? row.title_ru : row.title_ua,
      permission_ids: (held.get(row.id) ?? []).sort((a, b) => a - b),
    })),
    permissions: await permissionCatalog(executor, locale),
  };
}

/** The ids of `wanted` missing from `known`: a save naming them answers 422. */
export function unknownIds(wanted: readonly number[], known: Iterable<number>): number[] {
  const present = new Set(known);
  return wanted.filter((id) => !present.has(id));
}
