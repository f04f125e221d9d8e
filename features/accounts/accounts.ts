import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { permissions, role_permissions, roles, user_permissions, user_roles, users } from '../../db/schema/index.ts';
import type { AccountProfile, UserType } from '../../contracts/accounts.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../errors.ts';
import { createMessenger, type Messenger } from '../messaging/messenger.ts';
import { loginAttempts, type LoginAttemptLimits, LOGIN_ATTEMPT_LIMITS } from './login-attempts.ts';
import { parseLogin } from './login-identifier.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createSessionStore, type CreatedSession } from './sessions.ts';
import { signInProof } from './sign-in-proof.ts';
import { cabinetIsOpen, updatedAtAsItWas } from './user-sql.ts';

/** Each sign-in area admits one user type (SPEC §6 separate logins); doctors also need a cabinet. */
export const LOGIN_AREAS = { admins: 'user', partners: 'partner', patients: 'patient', doctors: 'doctor' } as const satisfies Record<string, UserType>;
export type LoginArea = keyof typeof LOGIN_AREAS;

export interface LoginRequest {
  area: LoginArea;
  login: string;
  password: string;
  /** The one-time code from the SMS, once the account and address pair must prove the phone. */
  smsCode?: string;
  /** Client address (`request.ip`); only used inside hashed rate-limit keys. */
  ip: string;
  /** The language of the SMS code, when one is sent. */
  locale?: Locale;
  userAgent?: string;
  /** The token this browser already holds, dropped on sign-in. */
  previousToken?: string;
}

export interface AccountsOptions {
  now?: () => Date;
  limits?: LoginAttemptLimits;
  /** Sends the sign-in codes; the process's shared messenger wakes the delivery worker at once. */
  messenger?: Messenger;
  generateCode?: () => string;
}

export function createAccountsService(
  database: Database,
  { now = () => new Date(), limits = LOGIN_ATTEMPT_LIMITS, messenger = createMessenger(database, { now }), generateCode }: AccountsOptions = {},
) {
  const { db } = database;
  const sessions = createSessionStore(database, now);
  const limiter = createRateLimiter(database, now);
  const attempts = loginAttempts(database, limiter, limits, now);
  const proof = signInProof(database, { limiter, messenger, now, generateCode });

  async function findLoginCandidate(area: LoginArea, login: string) {
    const identifier = parseLogin(login);
    if (!identifier) return undefined;
    const match = identifier.kind === 'email' ? eq(sql`lower(${users.email})`, identifier.email) : eq(users.phone, identifier.phone);
    const [user] = await db
      .select({ id: users.id, password_hash: users.password_hash, status: users.status, phone: users.phone })
      .from(users)
      .where(and(eq(users.user_type, LOGIN_AREAS[area]), isNull(users.deleted_at), match, area === 'doctors' ? cabinetIsOpen : undefined))
      .limit(1);
    return user;
  }

  async function profile(userId: number): Promise<AccountProfile> {
    const { id, user_type, first_name, last_name, middle_name, email, phone, is_administrator } = users;
    const [user] = await db
      .select({ id, user_type, first_name, last_name, middle_name, email, phone, is_administrator })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deleted_at)));
    if (!user) throw new NotFoundError();
    return { ...user, permissions: await permissionNames(user) };
  }

  async function permissionNames(user: { id: number; user_type: UserType; is_administrator: boolean }): Promise<string[]> {
    if (user.user_type !== 'user') return [];
    const name = { name: permissions.name };
    if (user.is_administrator) {
      const rows = await db.select(name).from(permissions).orderBy(asc(permissions.name));
      return rows.map((row) => row.name);
    }
    const granted = db
      .select(name)
      .from(user_permissions)
      .innerJoin(permissions, eq(permissions.id, user_permissions.permission_id))
      .where(eq(user_permissions.user_id, user.id));
    const throughRoles = db
      .select(name)
      .from(user_roles)
      .innerJoin(roles, and(eq(roles.id, user_roles.role_id), isNull(roles.deleted_at)))
      .innerJoin(role_permissions, eq(role_permissions.role_id, roles.id))
      .innerJoin(permissions, eq(permissions.id, role_permissions.permission_id))
      .where(eq(user_roles.user_id, user.id));
    const resolved = await union(granted, throughRoles).orderBy(permissions.name);
    return resolved.map((row) => row.name);
  }

  return {
    sessions,
    limiter,
    profile,

    /**
     * Signs in (docs/decisions/173): each try is counted against the account and client address pair and
     * the address before the password is checked; a pair that failed often waits, then must add the SMS
     * code. A wrong login and a wrong password answer the same 401 after the same Argon2 work; the password
     * of an inactive account is checked first so the 403 reveals nothing to someone who does not know it.
     */
    async login(request: LoginRequest): Promise<CreatedSession & { profile: AccountProfile }> {
      const user = await findLoginCandidate(request.area, request.login);
      // Unknown logins act as if they could prove, so the answers do not tell them from real accounts.
      const gate = await attempts.enter({ area: request.area, login: request.login, userId: user?.id, ip: request.ip, canProve: !user || !!user.phone });
      if (!gate.allowed) throw new TooManyRequestsError(gate.retryAfterSeconds, 'too.many.attempts');
      const passwordMatches = await verifyPassword(user?.password_hash, request.password);
      let proofCodeId: number | undefined;
      if (gate.proofRequired) {
        const proving = user?.phone ? { id: user.id, phone: user.phone } : undefined;
        if (!request.smsCode) {
          // The code goes out only after the right password; the answer is the same either way, and it does not
          // wait for the sending, so its timing cannot tell a right password from a wrong one.
          if (proving && passwordMatches && user?.status === 'active') proof.sendInBackground(proving, request.locale ?? 'ua');
          throw new ValidationError({ sms_code: ['sign.in.code.sent'] }, 'sign.in.code.required');
        }
        proofCodeId = proving ? await proof.check(proving, request.smsCode) : undefined;
        if (proofCodeId === undefined) throw new ValidationError({ sms_code: ['wrong.sms.code'] }, 'sign.in.code.required');
      }
      if (!user || !passwordMatches) throw new UnauthorizedError('wrong.login.or.password');
      if (user.status !== 'active') throw new ForbiddenError('user.account.not.active');
      if (proofCodeId !== undefined && !(await proof.use(proofCodeId))) {
        throw new ValidationError({ sms_code: ['wrong.sms.code'] }, 'sign.in.code.required');
      }
      await attempts.succeeded(gate);
      if (user.password_hash && needsRehash(user.password_hash)) {
        const password_hash = await hashPassword(request.password);
        await db.update(users).set({ password_hash, updated_at: updatedAtAsItWas }).where(eq(users.id, user.id));
      }
      await db.update(users).set({ last_login_at: now(), updated_at: updatedAtAsItWas }).where(eq(users.id, user.id));
      const created = await sessions.create(user.id, LOGIN_AREAS[request.area], {
        userAgent: request.userAgent,
        replacing: request.previousToken,
      });
      return { ...created, profile: await profile(user.id) };
    },

    /** Resolves once every sign-in code being sent is queued (shutdown, tests). */
    settled: () => proof.settled(),

    logout: (token: string) => sessions.destroy(token),

    /** The session behind a cookie token, or null. */
    resolveSession: (token: string) => sessions.resolve(token),

    /**
     * Moves a staff account (or any account) to trash and signs it out. The built-in administrator can
     * never be deleted (SPEC §5, §6).
     */
    async deleteUser(userId: number): Promise<void> {
      const [user] = await db
        .select({ is_administrator: users.is_administrator })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deleted_at)));
      if (!user) throw new NotFoundError();
      if (user.is_administrator) throw new ForbiddenError('administrator.cannot.be.deleted');
      await db.update(users).set({ deleted_at: now(), updated_at: updatedAtAsItWas }).where(eq(users.id, userId));
      await sessions.destroyAllOf(userId);
    },

    /** Housekeeping for the ops scheduler: expired sessions, ended rate-limit windows, forgotten pairs. */
    async purgeExpired(): Promise<{ sessions: number; counters: number; pairs: number }> {
      return { sessions: await sessions.purgeExpired(), counters: await limiter.purgeStale(), pairs: await attempts.purgeForgotten() };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
