import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '../../contracts/locale.ts';
import { sms_codes } from '../../db/schema/index.ts';
import type { Executor } from '../records/write.ts';
import { sha256 } from './one-time-codes.ts';

/** A set-password link lives three days: long enough for a doctor to open the mail after a weekend (docs/decisions/210). */
export const SET_PASSWORD_LINK_HOURS = 72;

/**
 * A one-time set-password token for an account opened by staff (a doctor's cabinet). It is the reset token of
 * the SMS restore (docs/decisions/035), stored only as a hash in `sms_codes` with no usable code, so the
 * restore's last step (`POST auth/password/reset`) sets the password and signs in; any earlier link of the
 * account stops working. The token itself is returned once, for the e-mail.
 */
export async function issueSetPasswordToken(executor: Executor, userId: number, phone: string | null, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SET_PASSWORD_LINK_HOURS * 3600 * 1000);
  await executor
    .update(sms_codes)
    .set({ reset_used_at: now })
    .where(and(eq(sms_codes.user_id, userId), eq(sms_codes.purpose, 'set_password'), isNull(sms_codes.reset_used_at)));
  await executor.insert(sms_codes).values({
    user_id: userId,
    phone: phone ?? '',
    purpose: 'set_password',
    code_hash: sha256(randomBytes(32).toString('hex')),
    salt: randomBytes(16).toString('hex'),
    expires_at: now,
    consumed_at: now,
    reset_token_hash: sha256(token),
    reset_token_expires_at: expires,
    created_at: now,
  });
  return token;
}

/**
 * The page where the token is used: the restore page's last step, the token in the fragment so it never
 * reaches a server log or a Referer. The link is the base (ending in `#token=`) plus the token, which a
 * message passes as its `code` parameter: the outbox blanks it once the mail has really left (decision 060).
 */
export function setPasswordLinkBase(siteOrigin: string, locale: Locale): string {
  return `${siteOrigin.replace(/\/+$/, '')}${locale === 'ru' ? '/ru' : ''}/password-restore?area=doctors#token=`;
}
