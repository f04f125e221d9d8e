import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { permissions, role_permissions, roles, sessions, user_permissions, user_roles, users } from '../../db/schema/index.ts';
import type { SessionUser, UserType } from './permissions.ts';

export interface SessionPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * docs/decisions/031: staff sessions are short (they reach everyone's data), partners and doctors see
 * their patients' data and get a working day, patients stay signed in like on any consumer site.
 */
export const SESSION_POLICIES: Record<UserType, SessionPolicy> = {
  user: { idleSeconds: 30 * MINUTE, absoluteSeconds: 12 * HOUR },
  partner: { idleSeconds: 2 * HOUR, absoluteSeconds: 12 * HOUR },
  doctor: { idleSeconds: 2 * HOUR, absoluteSeconds: 12 * HOUR },
  patient: { idleSeconds: 7 * DAY, absoluteSeconds: 30 * DAY },
};

/** `last_seen_at` is written at most this often per session, not on every request. */
export const LAST_SEEN_WRITE_INTERVAL_SECONDS = 60;

export interface ResolvedSession {
  /** SHA-256 of the cookie token, the row's key. */
  id: string;
  user: SessionUser;
}

export interface CreatedSession {
  token: string;
  /** For the cookie's Max-Age: the absolute lifetime. */
  maxAgeSeconds: number;
}

/** The row id of a token: its SHA-256. The token itself lives only in the browser's cookie. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `[{ name }]` of a staff member's own permissions, by name; `[]` for anyone else. */
const ownPermissions = sql<SessionUser['permissions'] | string>`case when ${users.user_type} = 'user' then coalesce((
    select json_agg(json_build_object('name', ${permissions.name}) order by ${permissions.name})
    from ${user_permissions} join ${permissions} on ${permissions.id} = ${user_permissions.permission_id}
    where ${user_permissions.user_id} = ${users.id}), '[]'::json) else '[]'::json end`;

/** `[{ name, permissions: [{ name }] }]` of a staff member's live roles, by name; `[]` for anyone else. */
const heldRoles = sql<SessionUser['roles'] | string>`case when ${users.user_type} = 'user' then coalesce((
    select json_agg(json_build_object('name', ${roles.name}, 'permissions', coalesce((
      select json_agg(json_build_object('name', ${permissions.name}) order by ${permissions.name})
      from ${role_permissions} join ${permissions} on ${permissions.id} = ${role_permissions.permission_id}
      where ${role_permissions.role_id} = ${roles.id}), '[]'::json)) order by ${roles.name})
    from ${user_roles} join ${roles} on ${roles.id} = ${user_roles.role_id}
    where ${user_roles.user_id} = ${users.id} and ${roles.deleted_at} is null), '[]'::json) else '[]'::json end`;

/** The session with its user, roles and permissions: one query per request. */
const sessionColumns = {
  last_seen_at: sessions.last_seen_at,
  expires_at: sessions.expires_at,
  idle_timeout_seconds: sessions.idle_timeout_seconds,
  user_id: users.id,
  user_type: users.user_type,
  is_administrator: users.is_administrator,
  active: sql<boolean>`(${users.status} = 'active' and ${users.deleted_at} is null)`,
  permissions: ownPermissions,
  roles: heldRoles,
};

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function createSessionStore(database: Database, now: () => Date) {
  const { db } = database;

  async function destroy(token: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
  }

  return {
    /** A new random session for every sign-in (no fixation); the browser's previous session is dropped. */
    async create(userId: number, userType: UserType, options: { userAgent?: string; replacing?: string } = {}): Promise<CreatedSession> {
      if (options.replacing) await destroy(options.replacing);
      const policy = SESSION_POLICIES[userType];
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await db.insert(sessions).values({
        id: sessionIdOf(token),
        user_id: userId,
        created_at: at,
        last_seen_at: at,
        expires_at: new Date(at.getTime() + policy.absoluteSeconds * 1000),
        idle_timeout_seconds: policy.idleSeconds,
        user_agent: options.userAgent?.slice(0, 300) ?? null,
      });
      return { token, maxAgeSeconds: policy.absoluteSeconds };
    },

    /**
     * The session and its user with roles and permissions, in one query. Expired sessions, and sessions
     * of users who were deactivated or trashed, are deleted on sight and answer null.
     */
    async resolve(token: string): Promise<ResolvedSession | null> {
      const id = sessionIdOf(token);
      const [row] = await db.select(sessionColumns).from(sessions).innerJoin(users, eq(users.id, sessions.user_id)).where(eq(sessions.id, id));
      if (!row) return null;
      const at = now().getTime();
      const idleEnds = row.last_seen_at.getTime() + row.idle_timeout_seconds * 1000;
      if (!row.active || at >= row.expires_at.getTime() || at >= idleEnds) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (at - row.last_seen_at.getTime() >= LAST_SEEN_WRITE_INTERVAL_SECONDS * 1000) {
        await db
          .update(sessions)
          .set({ last_seen_at: new Date(at) })
          .where(eq(sessions.id, id));
      }
      return {
        id,
        user: {
          id: row.user_id,
          user_type: row.user_type,
          is_administrator: row.is_administrator,
          permissions: json(row.permissions),
          roles: json(row.roles),
        },
      };
    },

    destroy,

    /** Signs a user out everywhere (password change or restore, deactivation), optionally keeping one session. */
    async destroyAllOf(userId: number, keepToken?: string): Promise<void> {
      const keep = keepToken ? sessionIdOf(keepToken) : '';
      await db.delete(sessions).where(and(eq(sessions.user_id, userId), ne(sessions.id, keep)));
    },

    /** Deletes every session past its absolute or idle expiry; schedule it (e.g. hourly). Returns the count. */
    async purgeExpired(): Promise<number> {
      const at = now();
      const idleOver = sql`${sessions.last_seen_at} + ${sessions.idle_timeout_seconds} * interval '1 second' <= ${at.toISOString()}::timestamptz`;
      const expired = await db
        .delete(sessions)
        .where(or(lte(sessions.expires_at, at), idleOver))
        .returning({ id: sessions.id });
      return expired.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
