import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ZChangePasswordRequest, type TChangePasswordRequest } from '../../contracts/accounts.ts';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { counterKey, type RateLimiter, type WindowLimit } from './rate-limit.ts';
import type { SessionStore } from './sessions.ts';

/** Wrong old passwords allowed per account before a pause: a stolen session cannot guess the password. */
export const OLD_PASSWORD_LIMIT: WindowLimit = { limit: 5, windowSeconds: 15 * 60 };

/**
 * SPEC §5 password change: the old password must be valid, the new one strong, the confirmation equal.
 * Every other session of the account ends; the one that changed it stays signed in.
 */
export function createPasswordChange(database: Database, sessions: SessionStore, limiter: RateLimiter) {
  return async function changePassword(userId: number, currentToken: string, input: TChangePasswordRequest): Promise<void> {
    const data = ZChangePasswordRequest.parse(input);
    const key = counterKey('password-change', String(userId));
    const gate = await limiter.consume(key, OLD_PASSWORD_LIMIT);
    if (!gate.allowed) throw new TooManyRequestsError(gate.retryAfterSeconds, 'too.many.attempts');
    const [user] = await database.db
      .select({ password_hash: users.password_hash })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deleted_at)));
    if (!user) throw new NotFoundError();
    if (!(await verifyPassword(user.password_hash, data.old_password))) {
      throw new ValidationError({ old_password: ['old.password.invalid'] });
    }
    await limiter.reset(key);
    const password_hash = await hashPassword(data.password);
    await database.db
      .update(users)
      .set({ password_hash, password_created_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(users.id, userId));
    await sessions.destroyAllOf(userId, currentToken);
  };
}
