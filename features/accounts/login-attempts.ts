import { counterKey, type RateLimiter, type WindowLimit } from './rate-limit.ts';
import { normalizePhone, parseLogin } from './login-identifier.ts';

export interface LoginAttemptLimits {
  perAccount: WindowLimit;
  perIp: WindowLimit;
}

/**
 * docs/decisions/032: 5 password checks per account and 20 per IP in 15 minutes. A success gives the
 * IP its attempt back and clears the account's counter, so only failures add up.
 */
export const LOGIN_ATTEMPT_LIMITS: LoginAttemptLimits = {
  perAccount: { limit: 5, windowSeconds: 15 * 60 },
  perIp: { limit: 20, windowSeconds: 15 * 60 },
};

export interface AttemptGate {
  allowed: boolean;
  retryAfterSeconds: number;
  accountKey: string;
  ipKey: string;
}

/** The account a login names, whether or not it exists, so unknown logins are limited the same way. */
function accountIdentifier(area: string, login: string): string {
  const parsed = parseLogin(login);
  const canonical = !parsed ? login.trim().toLowerCase() : parsed.kind === 'email' ? parsed.email : normalizePhone(parsed.phone);
  return `${area}:${canonical}`;
}

export function loginAttempts(limiter: RateLimiter, limits: LoginAttemptLimits) {
  return {
    /** Counts this attempt against the IP, then the account; refused when either is over its limit. */
    async enter(area: string, login: string, ip: string): Promise<AttemptGate> {
      const ipKey = counterKey('login-ip', ip);
      const accountKey = counterKey('login-account', accountIdentifier(area, login));
      const byIp = await limiter.consume(ipKey, limits.perIp);
      if (!byIp.allowed) return { allowed: false, retryAfterSeconds: byIp.retryAfterSeconds, accountKey, ipKey };
      const byAccount = await limiter.consume(accountKey, limits.perAccount);
      return { allowed: byAccount.allowed, retryAfterSeconds: byAccount.retryAfterSeconds, accountKey, ipKey };
    },

    async succeeded(gate: AttemptGate): Promise<void> {
      await limiter.reset(gate.accountKey);
      await limiter.refund(gate.ipKey);
    },
  };
}
