import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { permissions, role_permissions, roles, sessions, user_roles, users } from '../../db/schema/index.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import { resources } from '../../resources/registry.ts';
import { hashPassword } from './passwords.ts';
import { isStrongEnough } from './password-policy.ts';
import { BUILT_IN_ROLES, permissionsOf, ROLE_TITLES, roleIncludes, type PermissionSeed } from './role-presets.ts';

/** Arbitrary constant: instances starting together bootstrap one after the other. */
const BOOTSTRAP_LOCK_KEY = 7_320_452;

export interface EnsureAdministratorResult {
  created: boolean;
  email: string;
  /** Only when this call generated it: show it once, it is stored nowhere in clear. */
  password?: string;
}

/** The database or a transaction on it: what the sync writes with. */
type Writer = Pick<Db, 'insert' | 'select'>;

/**
 * Makes sure the back office can be entered: a permission for every action of every registered resource,
 * the built-in roles, and the built-in administrator (docs/decisions/033). Idempotent and safe when several
 * instances start at once. An existing administrator is left alone (its password is not reset).
 * Prints nothing: the caller decides what to show.
 */
export async function ensureAdministrator(
  database: Database,
  { email, password }: { email: string; password?: string },
  definitions: readonly ResourceDefinition[] = resources,
): Promise<EnsureAdministratorResult> {
  if (password !== undefined && !isStrongEnough(password)) {
    throw new Error('The administrator password needs at least 8 characters with letters and digits.');
  }
  const chosen = password ?? generatePassword();
  const passwordHash = await hashPassword(chosen);
  return database.db.transaction(async (tx) => {
    // Raw: a lock function, no table for the builder to name.
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    const adminRoleId = await syncPermissionsAndRoles(tx, permissionsOf(definitions));
    const [existing] = await tx.select({ email: users.email }).from(users).where(eq(users.is_administrator, true)).limit(1);
    if (existing) return { created: false, email: existing.email ?? email };
    const [admin] = await tx
      .insert(users)
      .values({
        user_type: 'user',
        email: email.trim().toLowerCase(),
        password_hash: passwordHash,
        password_created_at: new Date(),
        first_name: 'Administrator',
        last_name: 'Vizyt',
        position: 'admin',
        is_administrator: true,
      })
      .returning({ id: users.id, email: users.email });
    await tx.insert(user_roles).values({ user_id: admin.id, role_id: adminRoleId }).onConflictDoNothing();
    return { created: true, email: admin.email ?? email, ...(password === undefined ? { password: chosen } : {}) };
  });
}

/**
 * The permissions of every registered resource and the built-in roles, without the administrator: the demo
 * seed runs before the first start's bootstrap and gives its demo roles permissions by name.
 */
export async function ensurePermissionsAndRoles(tx: Writer, definitions: readonly ResourceDefinition[] = resources): Promise<void> {
  await syncPermissionsAndRoles(tx, permissionsOf(definitions));
}

/** Sets a new administrator password (ops recovery); returns the generated one when none was given. */
export async function resetAdministratorPassword(database: Database, password?: string): Promise<{ password?: string }> {
  if (password !== undefined && !isStrongEnough(password)) {
    throw new Error('The administrator password needs at least 8 characters with letters and digits.');
  }
  const chosen = password ?? generatePassword();
  const updated = await database.db
    .update(users)
    .set({ password_hash: await hashPassword(chosen), password_created_at: new Date() })
    .where(eq(users.is_administrator, true))
    .returning({ id: users.id });
  if (updated.length === 0) throw new Error('There is no administrator yet: start the server once first.');
  await database.db.delete(sessions).where(eq(sessions.user_id, updated[0].id));
  return password === undefined ? { password: chosen } : {};
}

/**
 * Creates missing permissions and built-in roles. `admin` always gets every permission; `manager` and
 * `B/A` get their preset when the role is created and for permissions new in this run, so rights an
 * administrator removed by hand are not put back on the next start.
 */
async function syncPermissionsAndRoles(tx: Writer, seeds: PermissionSeed[]): Promise<number> {
  const fresh = seeds.length
    ? await tx
        .insert(permissions)
        .values(seeds.map(({ name, title_ua, title_ru }) => ({ name, title_ua, title_ru })))
        .onConflictDoNothing()
        .returning({ name: permissions.name })
    : [];
  const freshNames = new Set(fresh.map((row) => row.name));
  const createdRoles = await tx
    .insert(roles)
    .values(BUILT_IN_ROLES.map((name) => ({ name, ...ROLE_TITLES[name] })))
    .onConflictDoNothing()
    .returning({ name: roles.name });
  const createdRoleNames = new Set(createdRoles.map((row) => row.name));
  const roleRows = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, [...BUILT_IN_ROLES]));
  const permissionIds = new Map((await tx.select({ id: permissions.id, name: permissions.name }).from(permissions)).map((row) => [row.name, row.id]));
  const bySeed = new Map(seeds.map((seed) => [seed.name, seed]));
  let adminRoleId = 0;
  for (const role of roleRows) {
    const name = role.name as (typeof BUILT_IN_ROLES)[number];
    if (name === 'admin') adminRoleId = role.id;
    const grants = [...permissionIds].filter(([permission]) => {
      if (name === 'admin') return true;
      const seed = bySeed.get(permission);
      return !!seed && (createdRoleNames.has(name) || freshNames.has(permission)) && roleIncludes(name, seed);
    });
    if (grants.length) {
      await tx
        .insert(role_permissions)
        .values(grants.map(([, permission_id]) => ({ role_id: role.id, permission_id })))
        .onConflictDoNothing();
    }
  }
  return adminRoleId;
}

/** 24 characters of base64url from 144 random bits, always with a letter and a digit. */
function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url');
    if (isStrongEnough(candidate)) return candidate;
  }
}
