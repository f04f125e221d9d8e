import { z } from 'zod';
import { MAX_ID, ZId } from './batch.ts';

/**
 * Staff, their roles and their permissions (SPEC §3 admin user, §6; docs/decisions/202): the rules both the
 * back office's rights editor and the server apply, stated once.
 */

/** SPEC §3 admin user address, in this order on the form. */
export const STAFF_ADDRESS_PARTS = ['country', 'region', 'district', 'city', 'street', 'house'] as const;
export type StaffAddressPart = (typeof STAFF_ADDRESS_PARTS)[number];

const addressPart = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** Every part optional; an empty part is stored as null. */
export const ZStaffAddress = z.strictObject({
  country: addressPart(100),
  region: addressPart(100),
  district: addressPart(100),
  city: addressPart(100),
  street: addressPart(200),
  house: addressPart(50),
});

/** A role's name: the identifier staff see beside its title (`content-manager`, `B/A`). */
export const ZRoleName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(100)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _./-]*$/u, { error: 'admin.validation.role_name' });

/** SPEC §5 "choice arrays: at most N items": more than the registry could ever name. */
export const MAX_ACCESS_ITEMS = 1000;

const ZAccessVersion = z
  .number()
  .int()
  .min(1)
  .max(MAX_ID)
  .describe('the version the record was read at: if it changed since, nothing is saved and the answer is 409');

const ids = z.array(ZId).max(MAX_ACCESS_ITEMS);

/** `PUT /employees/{id}/access`: the whole set of roles and direct permissions an employee holds afterwards. */
export const ZEmployeeAccessRequest = z.strictObject({
  role_ids: ids,
  permission_ids: ids,
  version: ZAccessVersion.optional(),
});
export type TEmployeeAccessRequest = z.input<typeof ZEmployeeAccessRequest>;

/** `PUT /roles/{id}/permissions`: the whole set of a role's permissions afterwards. */
export const ZRolePermissionsRequest = z.strictObject({
  permission_ids: ids,
  version: ZAccessVersion.optional(),
});
export type TRolePermissionsRequest = z.input<typeof ZRolePermissionsRequest>;

export const ZAccessPermission = z.object({ id: z.number().int(), name: z.string(), title: z.string() });
export const ZAccessRole = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  permission_ids: z.array(z.number().int()),
});
export type AccessPermission = z.infer<typeof ZAccessPermission>;
export type AccessRole = z.infer<typeof ZAccessRole>;

/** One permission an employee holds in effect, and where from. */
export const ZEffectivePermission = z.object({
  name: z.string(),
  direct: z.boolean().describe('held directly'),
  roles: z.array(z.string()).describe('names of the roles that give it'),
});
export type EffectivePermission = z.output<typeof ZEffectivePermission>;

/**
 * SPEC §6: the effective permissions are the union, by name, of the direct permissions and those of every
 * role held. Sorted by name; ids not in the catalog name nothing.
 */
export function effectiveAccess(
  held: { role_ids: readonly number[]; permission_ids: readonly number[] },
  catalog: { roles: readonly AccessRole[]; permissions: readonly AccessPermission[] },
): EffectivePermission[] {
  const names = new Map(catalog.permissions.map((permission) => [permission.id, permission.name]));
  const byName = new Map<string, EffectivePermission>();
  const entry = (name: string) => byName.get(name) ?? byName.set(name, { name, direct: false, roles: [] }).get(name)!;
  for (const id of held.permission_ids) {
    const name = names.get(id);
    if (name) entry(name).direct = true;
  }
  const roleIds = new Set(held.role_ids);
  for (const role of catalog.roles) {
    if (!roleIds.has(role.id)) continue;
    for (const id of role.permission_ids) {
      const name = names.get(id);
      if (name && !entry(name).roles.includes(role.name)) entry(name).roles.push(role.name);
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** `blog.articles.update` → resource `blog.articles`, action `update` (permission names end in their action). */
export function splitPermissionName(name: string): { resource: string; action: string } {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? { resource: name, action: '' } : { resource: name.slice(0, dot), action: name.slice(dot + 1) };
}

/** The names in one set and not the other, either way: what a change of access adds or takes away. */
export function changedNames(before: Iterable<string>, after: Iterable<string>): string[] {
  const left = new Set(before);
  const right = new Set(after);
  return [...new Set([...left, ...right])].filter((name) => left.has(name) !== right.has(name)).sort();
}

/** The permissions the staff routes ask for: the employees' and roles' own (resources/employees.ts, roles.ts). */
export const STAFF_ACCESS_PERMISSIONS = {
  readEmployees: 'employees.read',
  updateEmployees: 'employees.update',
  readRoles: 'roles.read',
  updateRoles: 'roles.update',
} as const;

/** How long a set-password link works (docs/decisions/203). */
export const PASSWORD_LINK_TTL_HOURS = 72;
