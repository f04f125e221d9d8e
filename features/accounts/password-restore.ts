import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sms_codes, users } from '../../db/schema/index.ts';
import {
  ZResetPasswordRequest,
  ZSendCodeRequest,
  ZVerifyCodeRequest,
  type TResetPasswordRequest,
  type TSendCodeRequest,
  type TVerifyCodeRequest,
} from '../../contracts/accounts.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { TooManyRequestsError, ValidationError } from '../errors.ts';
import { LOGIN_AREAS } from './accounts.ts';
import { clientNetwork } from './client-network.ts';
import { oneTimeCodes, randomCode, sha256 } from './one-time-codes.ts';
import { hashPassword } from './passwords.ts';
import { counterKey, type RateLimiter, type WindowLimit } from './rate-limit.ts';
import type { SessionStore } from './sessions.ts';
import { cabinetIsOpen } from './user-sql.ts';

/** docs/decisions/035: OWASP ASVS 2.5/2.7 numbers for out-of-band codes. */
export const SMS_CODE_POLICY = {
  ttlSeconds: 10 * 60,
  maxWrongTries: 5,
  /** A new code for the same phone at most this often (the "resend" countdown). */
  resendSeconds: 60,
  resetTokenTtlSeconds: 10 * 60,
};

export interface SmsLimits {
  resendPerPhone: WindowLimit;
  perPhone: WindowLimit;
  perIp: WindowLimit;
  verifyPerIp: WindowLimit;
}

export const SMS_LIMITS: SmsLimits = {
  resendPerPhone: { limit: 1, windowSeconds: SMS_CODE_POLICY.resendSeconds },
  perPhone: { limit: 5, windowSeconds: 60 * 60 },
  perIp: { limit: 20, windowSeconds: 60 * 60 },
  verifyPerIp: { limit: 50, windowSeconds: 15 * 60 },
};

type RestoreArea = 'patients' | 'partners' | 'doctors';

export interface RestoreOptions {
  now?: () => Date;
  limits?: SmsLimits;
  /** Where the SMS tells the person to go; not needed, the code is enough. */
  generateCode?: () => string;
}

/**
 * Password restore by SMS (SPEC §4): send a code, check it, set a new password. Codes are six digits,
 * valid ten minutes, single use, bound to the account, its phone and the purpose, stored hashed, and die
 * after five wrong tries; sends are limited per phone and per IP.
 */
export function createPasswordRestore(
  database: Database,
  { sessions, limiter, messenger }: { sessions: SessionStore; limiter: RateLimiter; messenger: Messenger },
  { now = () => new Date(), limits = SMS_LIMITS, generateCode = randomCode }: RestoreOptions = {},
) {
  const { db } = database;
  const codes = oneTimeCodes(database, now);

  async function findAccount(area: RestoreArea, phone: string): Promise<{ id: number; status: string } | undefined> {
    const [user] = await db
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(and(eq(users.user_type, LOGIN_AREAS[area]), eq(users.phone, phone), isNull(users.deleted_at), area === 'doctors' ? cabinetIsOpen : undefined))
      .limit(1);
    return user;
  }

  async function consume(key: string, limit: WindowLimit): Promise<void> {
    const result = await limiter.consume(key, limit);
    if (!result.allowed) throw new TooManyRequestsError(result.retryAfterSeconds, 'too.many.attempts');
  }

  return {
    policy: SMS_CODE_POLICY,

    /** Step 1: a fresh code by SMS; any earlier code of the account stops working. */
    async sendCode(input: TSendCodeRequest, context: { ip: string; locale: Locale }) {
      const { phone, area } = ZSendCodeRequest.parse(input);
      // Counted before the account lookup, so probing unknown numbers costs the same as real ones.
      await consume(counterKey('sms-ip', clientNetwork(context.ip)), limits.perIp);
      await consume(counterKey('sms-resend', `${area}:${phone}`), limits.resendPerPhone);
      await consume(counterKey('sms-phone', `${area}:${phone}`), limits.perPhone);
      const user = await findAccount(area, phone);
      if (!user) throw new ValidationError({ phone: ['no.user.with.this.phone'] });
      if (user.status !== 'active') throw new ValidationError({ phone: ['user.account.not.active'] });

      const code = generateCode();
      await database.db.transaction((tx) =>
        codes.store(tx, { userId: user.id, phone, purpose: 'password_restore', code, ttlSeconds: SMS_CODE_POLICY.ttlSeconds }),
      );
      await messenger.sendSms(phone, 'password.restore.code', { code, minutes: SMS_CODE_POLICY.ttlSeconds / 60 }, context.locale);
      return { resend_after_seconds: SMS_CODE_POLICY.resendSeconds, expires_in_seconds: SMS_CODE_POLICY.ttlSeconds };
    },

    /**
     * Step 2: the code for a reset token. A try is counted atomically before the comparison, so even
     * parallel guesses get five tries per code in total; the fifth wrong one burns the code.
     */
    async verifyCode(input: TVerifyCodeRequest, context: { ip: string }): Promise<{ token: string }> {
      const { phone, area, code } = ZVerifyCodeRequest.parse(input);
      await consume(counterKey('sms-verify-ip', clientNetwork(context.ip)), limits.verifyPerIp);
      const user = await findAccount(area, phone);
      const tried = user
        ? await codes.tryCode({ userId: user.id, phone, purpose: 'password_restore', code, maxTries: SMS_CODE_POLICY.maxWrongTries })
        : undefined;
      if (!tried) throw new ValidationError({ code: ['sms.code.expired'] });
      if (!tried.matches) {
        const exhausted = tried.attempts >= SMS_CODE_POLICY.maxWrongTries;
        if (exhausted) await codes.consume(tried.id);
        throw new ValidationError({ code: [exhausted ? 'sms.code.expired' : 'wrong.sms.code'] });
      }
      const token = randomBytes(32).toString('base64url');
      const expires = new Date(now().getTime() + SMS_CODE_POLICY.resetTokenTtlSeconds * 1000);
      const used = await codes.consume(tried.id, { reset_token_hash: sha256(token), reset_token_expires_at: expires });
      if (!used) throw new ValidationError({ code: ['sms.code.expired'] });
      return { token };
    },

    /** Step 3: the new password; every session of the account ends and a new one starts here. */
    async resetPassword(input: TResetPasswordRequest, context: { userAgent?: string; previousToken?: string }) {
      const data = ZResetPasswordRequest.parse(input);
      const [claimed] = await db
        .update(sms_codes)
        .set({ reset_used_at: now() })
        .from(users)
        .where(
          and(
            eq(sms_codes.reset_token_hash, sha256(data.token)),
            isNull(sms_codes.reset_used_at),
            gt(sms_codes.reset_token_expires_at, now()),
            eq(users.id, sms_codes.user_id),
            isNull(users.deleted_at),
            eq(users.status, 'active'),
          ),
        )
        .returning({ user_id: sms_codes.user_id, user_type: users.user_type });
      if (!claimed) throw new ValidationError({ token: ['password.restore.token.expired'] });
      const password_hash = await hashPassword(data.password);
      await db.update(users).set({ password_hash, password_created_at: now(), updated_at: now() }).where(eq(users.id, claimed.user_id));
      await sessions.destroyAllOf(claimed.user_id);
      const session = await sessions.create(claimed.user_id, claimed.user_type, { userAgent: context.userAgent, replacing: context.previousToken });
      return { userId: claimed.user_id, session };
    },
  };
}

export type PasswordRestore = ReturnType<typeof createPasswordRestore>;
