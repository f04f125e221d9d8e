import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../errors.ts';
import { loginAttempts, type LoginAttemptLimits, LOGIN_ATTEMPT_LIMITS } from './login-attempts.ts';
import { parseLogin } from './login-identifier.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import type { UserType } from './permissions.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createSessionStore, type CreatedSession } from './sessions.ts';

/** Each sign-in area admits one user type (SPEC §6 separate logins); doctors also need a cabinet. */
export const LOGIN_AREAS = { admins: 'user', partners: 'partner', patients: 'patient', doctors: 'doctor' } as const satisfies Record<
  string,
  UserType
>;
export type LoginArea = keyof typeof LOGIN_AREAS;

export interface LoginRequest {
  area: LoginArea;
  login: string;
  password: string;
  /** Client IP as the proxy reports it; only used as a hashed rate-limit key. */
  ip: string;
  userAgent?: string;
  /** The token this browser already holds, dropped on sign-in. */
  previousToken?: string;
}

/** `GET /auth/me` (brief "agreed names"): the signed-in person and their effective permission names. */
export interface AccountProfile {
  id: number;
  user_type: UserType;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
  email: string | null;
  phone: string | null;
  is_administrator: boolean;
  permissions: string[];
}

export interface AccountsOptions {
  now?: () => Date;
  limits?: LoginAttemptLimits;
}

export function createAccountsService(database: Database, { now = () => new Date(), limits = LOGIN_ATTEMPT_LIMITS }: AccountsOptions = {}) {
  const sessions = createSessionStore(database, now);
  const limiter = createRateLimiter(database, now);
  const attempts = loginAttempts(limiter, limits);

  async function findLoginCandidate(area: LoginArea, login: string) {
    const identifier = parseLogin(login);
    if (!identifier) return undefined;
    const match = identifier.kind === 'email' ? sql`lower(u.email) = ${identifier.email}` : sql`u.phone = ${identifier.phone}`;
    const cabinet =
      area === 'doctors'
        ? sql`and exists (select 1 from doctors d where d.user_id = u.id and d.is_cabinet and d.deleted_at is null)`
        : sql``;
    const [user] = await database.rows<{ id: number; password_hash: string | null; status: string }>(sql`
      select u.id, u.password_hash, u.status from users u
      where u.user_type = ${LOGIN_AREAS[area]} and u.deleted_at is null and ${match} ${cabinet}
      limit 1`);
    return user;
  }

  async function profile(userId: number): Promise<AccountProfile> {
    const [user] = await database.rows<Omit<AccountProfile, 'permissions'>>(sql`
      select id, user_type, first_name, last_name, middle_name, email, phone, is_administrator
      from users where id = ${userId} and deleted_at is null`);
    if (!user) throw new NotFoundError();
    return { ...user, permissions: await permissionNames(user) };
  }

  async function permissionNames(user: { id: number; user_type: UserType; is_administrator: boolean }): Promise<string[]> {
    if (user.user_type !== 'user') return [];
    if (user.is_administrator) {
      const rows = await database.rows<{ name: string }>(sql`select name from permissions order by name`);
      return rows.map((row) => row.name);
    }
    const resolved = await database.rows<{ name: string }>(sql`
      select p.name from user_permissions up join permissions p on p.id = up.permission_id where up.user_id = ${user.id}
      union
      select p.name from user_roles ur join roles r on r.id = ur.role_id and r.deleted_at is null
        join role_permissions rp on rp.role_id = r.id join permissions p on p.id = rp.permission_id
      where ur.user_id = ${user.id}
      order by name`);
    return resolved.map((row) => row.name);
  }

  return {
    sessions,
    limiter,
    profile,

    /**
     * Signs in: attempts are counted before the password is checked (docs/decisions/032); a wrong login
     * and a wrong password answer the same 401 after the same Argon2 work; the password of an inactive
     * account is checked first so the 403 reveals nothing to someone who does not know it.
     */
    async login(request: LoginRequest): Promise<CreatedSession & { profile: AccountProfile }> {
      const gate = await attempts.enter(request.area, request.login, request.ip);
      if (!gate.allowed) throw new TooManyRequestsError(gate.retryAfterSeconds, 'too.many.attempts');
      const user = await findLoginCandidate(request.area, request.login);
      const passwordMatches = await verifyPassword(user?.password_hash, request.password);
      if (!user || !passwordMatches) throw new UnauthorizedError('wrong.login.or.password');
      if (user.status !== 'active') throw new ForbiddenError('user.account.not.active');
      await attempts.succeeded(gate);
      if (user.password_hash && needsRehash(user.password_hash)) {
        await database.rows(sql`update users set password_hash = ${await hashPassword(request.password)} where id = ${user.id}`);
      }
      await database.rows(sql`update users set last_login_at = ${now().toISOString()}::timestamptz where id = ${user.id}`);
      const created = await sessions.create(user.id, LOGIN_AREAS[request.area], {
        userAgent: request.userAgent,
        replacing: request.previousToken,
      });
      return { ...created, profile: await profile(user.id) };
    },

    logout: (token: string) => sessions.destroy(token),

    /** The session behind a cookie token, or null. */
    resolveSession: (token: string) => sessions.resolve(token),

    /**
     * Moves a staff account (or any account) to trash and signs it out. The built-in administrator can
     * never be deleted (SPEC §5, §6).
     */
    async deleteUser(userId: number): Promise<void> {
      const [user] = await database.rows<{ is_administrator: boolean }>(
        sql`select is_administrator from users where id = ${userId} and deleted_at is null`,
      );
      if (!user) throw new NotFoundError();
      if (user.is_administrator) throw new ForbiddenError('administrator.cannot.be.deleted');
      await database.rows(sql`update users set deleted_at = ${now().toISOString()}::timestamptz where id = ${userId}`);
      await sessions.destroyAllOf(userId);
    },

    /** Housekeeping for the ops scheduler: expired sessions and ended rate-limit windows. */
    async purgeExpired(): Promise<{ sessions: number; counters: number }> {
      return { sessions: await sessions.purgeExpired(), counters: await limiter.purgeStale() };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
