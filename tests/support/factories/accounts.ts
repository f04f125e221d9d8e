/** Sign-in accounts for tests: any user type, with direct and role permissions, and session users as the API sees them. */
import { inArray } from 'drizzle-orm';
import type { UserType } from '../../../contracts/accounts.ts';
import type { Database } from '../../../db/client.ts';
import { permissions, role_permissions, roles, user_permissions, user_roles, users } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../features/accounts/passwords.ts';
import type { SessionUser } from '../../../features/accounts/permissions.ts';

/** The session user the API sees for an account without permissions. */
export const sessionUser = (id: number, user_type: SessionUser['user_type']): SessionUser => ({
  id,
  user_type,
  is_administrator: false,
  permissions: [],
  roles: [],
});

export interface AccountSpec {
  user_type?: UserType;
  email?: string;
  phone?: string;
  password?: string;
  status?: 'active' | 'inactive';
  /** Direct permissions (staff only), created when missing. */
  permissions?: string[];
  /** Roles with their permissions, created when missing. */
  roles?: { name: string; permissions: string[] }[];
}

let counter = 0;

/** A sign-in account for tests (any type), with direct and role permissions; returns its id and password. */
export async function createAccount(database: Database, spec: AccountSpec = {}): Promise<{ id: number; email: string; password: string }> {
  counter += 1;
  const password = spec.password ?? 'correct horse 1';
  const email = spec.email ?? `account${counter}.${Date.now()}@example.test`;
  const [user] = await database.db
    .insert(users)
    .values({
      user_type: spec.user_type ?? 'user',
      email,
      phone: spec.phone,
      password_hash: await hashPassword(password),
      first_name: 'Test',
      last_name: `Account ${counter}`,
      status: spec.status ?? 'active',
    })
    .returning({ id: users.id });
  const ids = await permissionIds(database, [...(spec.permissions ?? []), ...(spec.roles ?? []).flatMap((role) => role.permissions)]);
  for (const name of spec.permissions ?? []) {
    await database.db
      .insert(user_permissions)
      .values({ user_id: user.id, permission_id: ids.get(name)! })
      .onConflictDoNothing();
  }
  for (const role of spec.roles ?? []) {
    await database.db.insert(roles).values({ name: role.name, title_ua: role.name, title_ru: role.name }).onConflictDoNothing();
    const [row] = await database.db
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.name, [role.name]));
    for (const name of role.permissions) {
      await database.db
        .insert(role_permissions)
        .values({ role_id: row.id, permission_id: ids.get(name)! })
        .onConflictDoNothing();
    }
    await database.db.insert(user_roles).values({ user_id: user.id, role_id: row.id }).onConflictDoNothing();
  }
  return { id: user.id, email, password };
}

async function permissionIds(database: Database, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  await database.db
    .insert(permissions)
    .values([...new Set(names)].map((name) => ({ name, title_ua: name, title_ru: name })))
    .onConflictDoNothing();
  const rows = await database.db.select({ id: permissions.id, name: permissions.name }).from(permissions).where(inArray(permissions.name, names));
  return new Map(rows.map((row) => [row.name, row.id]));
}
