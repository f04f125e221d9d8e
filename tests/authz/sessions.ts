import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { permissions, role_permissions, roles, user_roles } from '../../db/schema/index.ts';
import type { UserType } from '../../features/accounts/permissions.ts';
import type { Services } from '../../features/services.ts';
import { PLAIN_SESSION_COOKIE } from '../../server/plugins/session.ts';
import { ROLES, type Parties, type Role } from './roles.ts';

const USER_TYPES: Record<Exclude<Role, 'anonymous'>, UserType> = {
  patient: 'patient',
  otherPatient: 'patient',
  partner: 'partner',
  otherPartner: 'partner',
  doctor: 'doctor',
  staffWithout: 'user',
  staffWith: 'user',
  administrator: 'user',
};

/**
 * Real sessions in the database, one per party, sent as the browser sends them (the session cookie), so
 * every request goes through the session plugin and its permission loading. Staff with rights hold one
 * role whose permissions are set to the route's own before each request.
 */
export async function createSessions(db: Db, services: Services, parties: Parties) {
  const [role] = await db.insert(roles).values({ name: 'authz-matrix', title_ua: 'Матриця', title_ru: 'Матрица' }).returning();
  await db.insert(user_roles).values({ user_id: parties.staffWith, role_id: role.id });
  const tokens = new Map<Role, string>();
  const open = async (who: Exclude<Role, 'anonymous'>) => (await services.accounts.sessions.create(parties[who], USER_TYPES[who])).token;
  for (const who of ROLES) if (who !== 'anonymous') tokens.set(who, await open(who));
  let held = '';

  async function grant(names: readonly string[]): Promise<void> {
    const key = [...names].sort().join(',');
    if (key === held) return;
    if (names.length) {
      await db
        .insert(permissions)
        .values(names.map((name) => ({ name, title_ua: name, title_ru: name })))
        .onConflictDoNothing();
    }
    await db.delete(role_permissions).where(eq(role_permissions.role_id, role.id));
    const rows = names.length
      ? await db
          .select({ id: permissions.id })
          .from(permissions)
          .where(inArray(permissions.name, [...names]))
      : [];
    if (rows.length) await db.insert(role_permissions).values(rows.map((row) => ({ role_id: role.id, permission_id: row.id })));
    held = key;
  }

  return {
    /** The cookie header of `who` (none for the anonymous visitor); `fresh` opens a new session, for requests that end one. */
    async cookie(who: Role, { held: names = [], fresh = false }: { held?: readonly string[]; fresh?: boolean } = {}): Promise<Record<string, string>> {
      if (who === 'anonymous') return {};
      if (who === 'staffWith') await grant(names);
      const token = fresh ? await open(who) : tokens.get(who)!;
      return { cookie: `${PLAIN_SESSION_COOKIE}=${token}` };
    },
  };
}

export type Sessions = Awaited<ReturnType<typeof createSessions>>;
