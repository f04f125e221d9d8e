import { splitPermissionName, type AccessPermission, type EffectivePermission } from '../../../../contracts/staff-access.ts';
import { permissionName, type Action } from '../../../../resources/define.ts';
import { resources } from '../../../../resources/registry.ts';

const ACTIONS: readonly Action[] = ['read', 'create', 'update', 'delete', 'restore'];

/** Every permission the registry defines, by name: its resource (registry order) and action. */
const KNOWN = new Map(
  resources.flatMap((definition, order) =>
    ACTIONS.map((action) => [permissionName(definition, action), { resource: definition.name, order, action }] as const),
  ),
);

export interface PermissionItem {
  permission: AccessPermission;
  /** i18n key of the action (`admin.access.action.read`), or null: show the permission's own title. */
  actionLabel: string | null;
}

export interface PermissionGroup {
  /** Registry name of the resource, or the name's prefix for permissions the registry does not define. */
  key: string;
  /** i18n key of the resource's plural title, or null: show `key` itself. */
  label: string | null;
  items: PermissionItem[];
}

/**
 * Permissions grouped by resource for the rights editor (docs/decisions/202): groups in registry order (the
 * back office's sections), actions in the order read, create, update, delete, restore; permissions the
 * registry does not name (made by hand, or left by a removed resource) follow, grouped by their prefix.
 */
export function groupPermissions(permissions: readonly AccessPermission[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup & { order: number }>();
  for (const permission of permissions) {
    const known = KNOWN.get(permission.name);
    const key = known?.resource ?? splitPermissionName(permission.name).resource;
    const group =
      groups.get(key) ??
      groups.set(key, { key, label: known ? `resources.${known.resource}.plural` : null, items: [], order: known?.order ?? Number.MAX_SAFE_INTEGER }).get(key)!;
    group.items.push({ permission, actionLabel: known ? `admin.access.action.${known.action}` : null });
  }
  const rank = (item: PermissionItem) => {
    const action = KNOWN.get(item.permission.name)?.action;
    return action ? ACTIONS.indexOf(action) : ACTIONS.length;
  };
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key))
    .map(({ order: _order, ...group }) => ({
      ...group,
      items: group.items.sort((a, b) => rank(a) - rank(b) || a.permission.name.localeCompare(b.permission.name)),
    }));
}

/** The effective set in the same groups: each group's permissions held in effect and where they come from. */
export function groupEffective(effective: readonly EffectivePermission[], permissions: readonly AccessPermission[]) {
  const byName = new Map(effective.map((entry) => [entry.name, entry]));
  return groupPermissions(permissions.filter((permission) => byName.has(permission.name))).map((group) => {
    const entries = group.items.map((item) => byName.get(item.permission.name)!);
    return {
      ...group,
      direct: entries.some((entry) => entry.direct),
      roles: [...new Set(entries.flatMap((entry) => entry.roles))].sort(),
    };
  });
}
