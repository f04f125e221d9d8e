import type { UserType } from '../../contracts/accounts.ts';

export type { UserType };

/** SPEC §3 session user. */
export interface SessionUser {
  id: number;
  user_type: UserType;
  is_administrator: boolean;
  permissions: { name: string }[];
  roles: { name: string; permissions: { name: string }[] }[];
}

/**
 * SPEC §6: only users of type `user` (staff) have permissions: the union, by name, of their direct
 * permissions and those of all their roles. Every other type has none, so every check fails.
 */
export function effectivePermissions(user: SessionUser | null | undefined): Set<string> {
  if (!user || user.user_type !== 'user') return new Set();
  const names = new Set(user.permissions.map((p) => p.name));
  for (const role of user.roles) for (const p of role.permissions) names.add(p.name);
  return names;
}

/** A list check requires all names. The built-in administrator holds every permission. */
export function hasPermissions(user: SessionUser | null | undefined, required: string | readonly string[]): boolean {
  if (!user || user.user_type !== 'user') return false;
  if (user.is_administrator) return true;
  const names = effectivePermissions(user);
  return (typeof required === 'string' ? [required] : required).every((name) => names.has(name));
}
