import { eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { login_throttles } from '../../db/schema/index.ts';
import { clientNetwork } from './client-network.ts';
import { counterKey, type RateLimiter, type WindowLimit } from './rate-limit.ts';
import { normalizePhone, parseLogin } from './login-identifier.ts';

export interface PairPolicy {
  /** Failures of one account from one address that cost nothing. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures after which the pair must also prove the account's phone with an SMS code. */
  proofAfterFailures: number;
  /** A pair quiet for this long starts over. */
  forgetAfterSeconds: number;
}

export interface LoginAttemptLimits {
  perPair: PairPolicy;
  /** Every password check from one address, across accounts (credential stuffing). */
  perIp: WindowLimit;
}

/**
 * docs/decisions/173: five free failures per account and address, then 30 s, 60 s, … up to 15 minutes
 * between tries, and after ten the SMS proof; 20 password checks per address in 15 minutes across
 * accounts. A success gives the address its attempt back and clears the pair.
 */
export const LOGIN_ATTEMPT_LIMITS: LoginAttemptLimits = {
  perPair: { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, proofAfterFailures: 10, forgetAfterSeconds: 24 * 60 * 60 },
  perIp: { limit: 20, windowSeconds: 15 * 60 },
};

/** Seconds the pair waits after its `failures`-th failure (0: it may try again at once). */
export function delayAfter(failures: number, policy: PairPolicy, canProve: boolean): number {
  if (failures < policy.freeFailures) return 0;
  // Past the proof threshold the code guards the account; waiting would only keep its owner out.
  if (canProve && failures >= policy.proofAfterFailures) return 0;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(failures - policy.freeFailures, 30));
}

export type AttemptGate = { allowed: false; retryAfterSeconds: number } | { allowed: true; proofRequired: boolean; pairKey: string; ipKey: string };

export interface AttemptSubject {
  area: string;
  login: string;
  /** The account the login names, when there is one: its e-mail and its phone are then one pair. */
  userId?: number;
  ip: string;
  /** Whether the account could receive a code (unknown logins pretend they could). */
  canProve: boolean;
}

/** The account a login names; unknown logins are keyed by their normalised text. */
function accountIdentifier({ area, login, userId }: AttemptSubject): string {
  if (userId !== undefined) return `${area}:user:${userId}`;
  const parsed = parseLogin(login);
  const canonical = !parsed ? login.trim().toLowerCase() : parsed.kind === 'email' ? parsed.email : normalizePhone(parsed.phone);
  return `${area}:login:${canonical}`;
}

export function loginAttempts(database: Database, limiter: RateLimiter, limits: LoginAttemptLimits, now: () => Date) {
  const { db } = database;
  const policy = limits.perPair;

  /** `next_attempt_at` after the `failures`-th failure: the SQL form of `delayAfter`. */
  function nextAttemptSql(failures: SQL, at: string, canProve: boolean): SQL {
    const exponent = sql`least(${failures} - ${policy.freeFailures}::int, 30)`;
    const delay = sql`least(${policy.maxDelaySeconds}::float8, ${policy.firstDelaySeconds}::float8 * power(2::float8, ${exponent}))`;
    const free = canProve
      ? sql`${failures} < ${policy.freeFailures}::int or ${failures} >= ${policy.proofAfterFailures}::int`
      : sql`${failures} < ${policy.freeFailures}::int`;
    // `-infinity` rather than "now": parallel requests read slightly different clocks, and a free try
    // must never make a sibling that read the clock a moment earlier wait.
    return sql`case when ${free} then '-infinity'::timestamptz else ${at}::timestamptz + make_interval(secs => ${delay}) end`;
  }

  /**
   * Counts this try as a failure of the pair before the password is checked, in one atomic upsert; the
   * row lock serialises parallel tries, so no more than the allowed number of checks can start. Returns
   * the pair's failure count including this try, or `undefined` while the pair has to wait.
   */
  async function claim(pairKey: string, canProve: boolean): Promise<number | undefined> {
    const at = now().toISOString();
    const forget = new Date(now().getTime() + policy.forgetAfterSeconds * 1000);
    const { failures, forget_at, next_attempt_at } = login_throttles;
    const updated = sql`(case when ${forget_at} <= ${at}::timestamptz then 1 else ${failures} + 1 end)`;
    const [row] = await db
      .insert(login_throttles)
      .values({ key: pairKey, failures: 1, next_attempt_at: nextAttemptSql(sql`1`, at, canProve), forget_at: forget })
      .onConflictDoUpdate({
        target: login_throttles.key,
        set: { failures: updated, next_attempt_at: nextAttemptSql(updated, at, canProve), forget_at: sql`excluded.forget_at` },
        setWhere: sql`${next_attempt_at} <= ${at}::timestamptz or ${forget_at} <= ${at}::timestamptz`,
      })
      .returning({ failures });
    return row?.failures;
  }

  async function secondsToWait(pairKey: string): Promise<number> {
    const [row] = await db.select({ next_attempt_at: login_throttles.next_attempt_at }).from(login_throttles).where(eq(login_throttles.key, pairKey));
    const until = row ? row.next_attempt_at.getTime() : now().getTime();
    return Math.max(1, Math.ceil((until - now().getTime()) / 1000));
  }

  return {
    /**
     * Admits one password check: refused while the address has spent its budget or the pair has to wait.
     * Another address of the same account is never affected by this pair.
     */
    async enter(subject: AttemptSubject): Promise<AttemptGate> {
      const network = clientNetwork(subject.ip);
      const ipKey = counterKey('login-ip', network);
      const pairKey = counterKey('login-pair', `${accountIdentifier(subject)}|${network}`);
      const byIp = await limiter.consume(ipKey, limits.perIp);
      if (!byIp.allowed) return { allowed: false, retryAfterSeconds: byIp.retryAfterSeconds };
      const failures = await claim(pairKey, subject.canProve);
      if (failures === undefined) {
        // A waiting pair runs no password check, so it does not spend the address's budget.
        await limiter.refund(ipKey);
        return { allowed: false, retryAfterSeconds: await secondsToWait(pairKey) };
      }
      const proofRequired = subject.canProve && failures > policy.proofAfterFailures;
      return { allowed: true, proofRequired, pairKey, ipKey };
    },

    async succeeded(gate: Extract<AttemptGate, { allowed: true }>): Promise<void> {
      await db.delete(login_throttles).where(eq(login_throttles.key, gate.pairKey));
      await limiter.refund(gate.ipKey);
    },

    /** Pairs quiet for a day; for the ops scheduler. */
    async purgeForgotten(): Promise<number> {
      const forgotten = await db.delete(login_throttles).where(lte(login_throttles.forget_at, now())).returning({ key: login_throttles.key });
      return forgotten.length;
    },
  };
}
