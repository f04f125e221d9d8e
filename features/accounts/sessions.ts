import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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

interface SessionRow {
  id: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  idle_timeout_seconds: number;
  user_id: number;
  user_type: UserType;
  is_administrator: boolean;
  permissions: SessionUser['permissions'] | string;
  roles: SessionUser['roles'] | string;
}

const time = (value: Date | string) => new Date(value).getTime();
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createSessionStore(database: Database, now: () => Date) {
  async function destroy(token: string): Promise<void> {
    await database.rows(sql`delete from sessions where id = ${sessionIdOf(token)}`);
  }

  return {
    /** A new random session for every sign-in (no fixation); the browser's previous session is dropped. */
    async create(userId: number, userType: UserType, options: { userAgent?: string; replacing?: string } = {}): Promise<CreatedSession> {
      if (options.replacing) await destroy(options.replacing);
      const policy = SESSION_POLICIES[userType];
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await database.rows(sql`
        insert into sessions (id, user_id, created_at, last_seen_at, expires_at, idle_timeout_seconds, user_agent)
        values (${sessionIdOf(token)}, ${userId}, ${iso(at)}, ${iso(at)},
          ${iso(new Date(at.getTime() + policy.absoluteSeconds * 1000))}, ${policy.idleSeconds},
          ${options.userAgent?.slice(0, 300) ?? null})`);
      return { token, maxAgeSeconds: policy.absoluteSeconds };
    },

    /**
     * The session and its user with roles and permissions, in one query. Expired sessions, and sessions
     * of users who were deactivated or trashed, are deleted on sight and answer null.
     */
    async resolve(token: string): Promise<ResolvedSession | null> {
      const id = sessionIdOf(token);
      const [row] = await database.rows<SessionRow & { active: boolean }>(sql`
        select s.id, s.created_at, s.last_seen_at, s.expires_at, s.idle_timeout_seconds,
          u.id as user_id, u.user_type, u.is_administrator,
          (u.status = 'active' and u.deleted_at is null) as active,
          case when u.user_type = 'user' then coalesce((
            select json_agg(json_build_object('name', p.name) order by p.name)
            from user_permissions up join permissions p on p.id = up.permission_id
            where up.user_id = u.id), '[]'::json) else '[]'::json end as permissions,
          case when u.user_type = 'user' then coalesce((
            select json_agg(json_build_object('name', r.name, 'permissions', coalesce((
              select json_agg(json_build_object('name', p.name) order by p.name)
              from role_permissions rp join permissions p on p.id = rp.permission_id
              where rp.role_id = r.id), '[]'::json)) order by r.name)
            from user_roles ur join roles r on r.id = ur.role_id
            where ur.user_id = u.id and r.deleted_at is null), '[]'::json) else '[]'::json end as roles
        from sessions s join users u on u.id = s.user_id
        where s.id = ${id}`);
      if (!row) return null;
      const at = now().getTime();
      const idleEnds = time(row.last_seen_at) + row.idle_timeout_seconds * 1000;
      if (!row.active || at >= time(row.expires_at) || at >= idleEnds) {
        await database.rows(sql`delete from sessions where id = ${id}`);
        return null;
      }
      if (at - time(row.last_seen_at) >= LAST_SEEN_WRITE_INTERVAL_SECONDS * 1000) {
        await database.rows(sql`update sessions set last_seen_at = ${iso(new Date(at))} where id = ${id}`);
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
      await database.rows(sql`delete from sessions where user_id = ${userId} and id <> ${keep}`);
    },

    /** Deletes every session past its absolute or idle expiry; schedule it (e.g. hourly). Returns the count. */
    async purgeExpired(): Promise<number> {
      const at = iso(now());
      const rows = await database.rows<{ id: string }>(sql`
        delete from sessions
        where expires_at <= ${at} or last_seen_at + idle_timeout_seconds * interval '1 second' <= ${at}
        returning id`);
      return rows.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
