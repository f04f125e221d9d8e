import { TooManyRequestsError } from '../errors.ts';
import { clientNetwork } from './client-network.ts';
import { counterKey, type RateLimiter, type WindowLimit } from './rate-limit.ts';

export interface RegistrationLimits {
  perIp: WindowLimit;
  perEmail: WindowLimit;
  perPhone: WindowLimit;
  /** Welcome e-mails to one address: registration is the one place a stranger picks the recipient. */
  emailsPerAddress: WindowLimit;
}

/** docs/decisions/173. */
export const REGISTRATION_LIMITS: RegistrationLimits = {
  perIp: { limit: 10, windowSeconds: 60 * 60 },
  perEmail: { limit: 3, windowSeconds: 60 * 60 },
  perPhone: { limit: 3, windowSeconds: 60 * 60 },
  emailsPerAddress: { limit: 3, windowSeconds: 24 * 60 * 60 },
};

/**
 * Limits on registering: every well-formed try counts per client address, e-mail and phone before any
 * lookup, so neither mass sign-ups nor probing which e-mails and phones are taken gets far.
 */
export function registrationLimits(limiter: RateLimiter, limits: RegistrationLimits = REGISTRATION_LIMITS) {
  async function consume(key: string, limit: WindowLimit): Promise<void> {
    const result = await limiter.consume(key, limit);
    if (!result.allowed) throw new TooManyRequestsError(result.retryAfterSeconds, 'registration.too.many');
  }
  return {
    async admit({ ip, email, phone }: { ip: string; email: string; phone: string }): Promise<void> {
      await consume(counterKey('register-ip', clientNetwork(ip)), limits.perIp);
      await consume(counterKey('register-email', email), limits.perEmail);
      await consume(counterKey('register-phone', phone), limits.perPhone);
    },

    /** Whether one more e-mail may go to this address today; the registration itself goes ahead either way. */
    async mayEmail(email: string): Promise<boolean> {
      return (await limiter.consume(counterKey('register-mail', email), limits.emailsPerAddress)).allowed;
    },
  };
}
