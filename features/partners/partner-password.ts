import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ZPassword } from '../../contracts/accounts.ts';
import type { Db } from '../../db/client.ts';
import { representatives, sessions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { linkOrigin } from '../link-origin.ts';

export const PASSWORD_CHANNELS = ['sms', 'email'] as const;
export type PasswordChannel = (typeof PASSWORD_CHANNELS)[number];

/** Letters and digits nobody misreads from an SMS (no 0/O, 1/l/I). */
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
export const GENERATED_PASSWORD_LENGTH = 14;

/**
 * A strong password that passes the SPEC §5 rule: 14 characters of 56 (about 81 bits), at least two
 * letters and two digits, in random places.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)];
  const all = LETTERS + DIGITS;
  const characters = [pick(LETTERS), pick(LETTERS), pick(DIGITS), pick(DIGITS), ...Array.from({ length: length - 4 }, () => pick(all))];
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other], characters[index]];
  }
  const password = characters.join('');
  ZPassword.parse(password);
  return password;
}

export interface SentPassword {
  channel: PasswordChannel;
  password_created_at: string;
}

/**
 * SPEC §6: staff send a representative a generated password by SMS or e-mail. The account gets the new
 * Argon2id hash and `password_created_at`, every session of the partner ends, and one message is queued in the
 * partner's language, all in one transaction; the action log names the channel, never the password. The
 * password travels as the message's `code` parameter, so the outbox blanks it once delivered.
 */
export async function sendGeneratedPassword(
  db: Db,
  messenger: Messenger,
  staff: SessionUser | null,
  representativeId: number,
  channel: PasswordChannel,
  siteOrigin: string,
): Promise<SentPassword> {
  const password = generatePassword();
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ user_id: users.id, email: users.email, phone: users.phone, locale: users.locale, first_name: users.first_name })
      .from(representatives)
      .innerJoin(users, eq(users.id, representatives.user_id))
      .where(and(eq(representatives.id, representativeId), isNull(representatives.deleted_at), isNull(users.deleted_at)))
      .for('update', { of: users });
    if (!row) throw new NotFoundError();
    const recipient = channel === 'sms' ? row.phone : row.email;
    if (!recipient) throw new ValidationError({ [channel === 'sms' ? 'phone' : 'email']: ['admin.partners.password.no.recipient'] });
    const createdAt = new Date();
    await tx.update(users).set({ password_hash: hash, password_created_at: createdAt }).where(eq(users.id, row.user_id));
    await tx.delete(sessions).where(eq(sessions.user_id, row.user_id));
    const params = { code: password, login: recipient, name: row.first_name ?? '', site_url: linkOrigin(siteOrigin) };
    if (channel === 'sms') await messenger.sendSms(recipient, 'partner.password', params, row.locale, tx);
    else await messenger.sendEmail(recipient, 'partner.password', params, row.locale, tx);
    await logStaffAction(tx, staff, {
      action: `password-${channel}`,
      resource: 'representatives',
      recordId: representativeId,
      changes: { channel, password_created_at: createdAt.toISOString() },
    });
    return { channel, password_created_at: createdAt.toISOString() };
  });
}
