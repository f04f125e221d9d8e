import { HONEYPOT_FIELD, type TSubmissionKind } from '../../contracts/feedback.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { counterKey, type RateLimiter, type WindowLimit } from '../accounts/rate-limit.ts';
import { TooManyRequestsError } from '../errors.ts';

/** Who submits: the client address (only ever a hashed counter key), the page's language, the session's user. */
export interface SubmissionContext {
  ip: string;
  locale: Locale;
  user: SessionUser | null;
}

/** What every form answers (contracts/feedback.ts `ZSubmissionAnswer` without the page text). */
export interface Submitted {
  id: number;
  status: 'new';
}

export interface SubmissionLimits {
  /** Stored submissions of one kind from one address. */
  perIp: WindowLimit;
  /** Confirmation e-mails to one address, whoever submits: the forms must not become a way to flood a mailbox. */
  confirmationsPerAddress: WindowLimit;
}

/** docs/decisions/080: ten of a kind per address per ten minutes is more than any person writes. */
export const SUBMISSION_LIMITS: SubmissionLimits = {
  perIp: { limit: 10, windowSeconds: 10 * 60 },
  confirmationsPerAddress: { limit: 5, windowSeconds: 60 * 60 },
};

/** The answer to a bot that filled the honeypot: looks like a success, names no record. */
export const DROPPED: Submitted = { id: 0, status: 'new' };

/** Spam and abuse rules shared by every public form. */
export function createSubmissionGuard(limiter: RateLimiter, limits: SubmissionLimits = SUBMISSION_LIMITS) {
  return {
    /** Counts one submission of `kind` from the address; over the limit: 429 with Retry-After. */
    async admit(kind: TSubmissionKind, ip: string): Promise<void> {
      const result = await limiter.consume(counterKey(`form-${kind}`, ip), limits.perIp);
      if (!result.allowed) throw new TooManyRequestsError(result.retryAfterSeconds);
    },

    /** A filled honeypot: a bot (people never see the field). */
    isBot(body: Partial<Record<typeof HONEYPOT_FIELD, string>>): boolean {
      return (body[HONEYPOT_FIELD] ?? '').trim() !== '';
    },

    /** Whether one more confirmation may go to `email` now; past the limit the submission is kept, the e-mail skipped. */
    async mayConfirm(email: string): Promise<boolean> {
      return (await limiter.consume(counterKey('form-confirmation', email), limits.confirmationsPerAddress)).allowed;
    },
  };
}

export type SubmissionGuard = ReturnType<typeof createSubmissionGuard>;

/** Only patients are linked to what they write (their cabinet lists it); other signed-in types submit as anyone would. */
export const patientId = (user: SessionUser | null): number | null => (user?.user_type === 'patient' ? user.id : null);
