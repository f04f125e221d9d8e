import type { Database } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { oneTimeCodes, randomCode } from './one-time-codes.ts';
import { counterKey, type RateLimiter, type WindowLimit } from './rate-limit.ts';

/** docs/decisions/173: the same code rules as password restore (docs/decisions/035). */
export const SIGN_IN_CODE_POLICY = { ttlSeconds: 10 * 60, maxWrongTries: 5 };

export interface SignInCodeLimits {
  /** At most one SMS per account in this window; the code sent before keeps working meanwhile. */
  resendPerAccount: WindowLimit;
  perAccount: WindowLimit;
}

export const SIGN_IN_CODE_LIMITS: SignInCodeLimits = {
  resendPerAccount: { limit: 1, windowSeconds: 60 },
  perAccount: { limit: 5, windowSeconds: 60 * 60 },
};

export interface ProvingAccount {
  id: number;
  phone: string;
}

/**
 * The one-time SMS code a sign-in must add once its account and address pair failed too often. A code
 * goes out only after the right password, so wrong guesses cannot flood the owner's phone.
 */
export function signInProof(
  database: Database,
  {
    limiter,
    messenger,
    now,
    generateCode = randomCode,
    limits = SIGN_IN_CODE_LIMITS,
  }: {
    limiter: RateLimiter;
    messenger: Messenger;
    now: () => Date;
    generateCode?: () => string;
    limits?: SignInCodeLimits;
  },
) {
  const codes = oneTimeCodes(database, now);
  const sending = new Set<Promise<void>>();

  /** Sends a fresh code unless the account's send limits say a recent one must do. */
  async function send(account: ProvingAccount, locale: Locale): Promise<void> {
    const resend = await limiter.consume(counterKey('sign-in-code-resend', String(account.id)), limits.resendPerAccount);
    if (!resend.allowed) return;
    const hourly = await limiter.consume(counterKey('sign-in-code-account', String(account.id)), limits.perAccount);
    if (!hourly.allowed) return;
    const code = generateCode();
    await database.db.transaction((tx) =>
      codes.store(tx, { userId: account.id, phone: account.phone, purpose: 'sign_in', code, ttlSeconds: SIGN_IN_CODE_POLICY.ttlSeconds }),
    );
    await messenger.sendSms(account.phone, 'sign.in.code', { code, minutes: SIGN_IN_CODE_POLICY.ttlSeconds / 60 }, locale);
  }

  return {
    /**
     * Sends without holding up the answer. A failed send is dropped: the person asks again after the
     * resend minute, exactly as after a lost SMS.
     */
    sendInBackground(account: ProvingAccount, locale: Locale): void {
      const pending = send(account, locale)
        .catch(() => undefined)
        .finally(() => sending.delete(pending));
      sending.add(pending);
    },

    async settled(): Promise<void> {
      await Promise.all([...sending]);
    },

    /** The code's id when it is right; a wrong last try burns the code. */
    async check(account: ProvingAccount, code: string): Promise<number | undefined> {
      const tried = await codes.tryCode({ userId: account.id, phone: account.phone, purpose: 'sign_in', code, maxTries: SIGN_IN_CODE_POLICY.maxWrongTries });
      if (!tried) return undefined;
      if (tried.matches) return tried.id;
      if (tried.attempts >= SIGN_IN_CODE_POLICY.maxWrongTries) await codes.consume(tried.id);
      return undefined;
    },

    /** Single use: false when a parallel sign-in used the code first. */
    use: (codeId: number) => codes.consume(codeId),
  };
}
