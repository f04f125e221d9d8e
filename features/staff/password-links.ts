import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { password_links, users } from '../../db/schema/index.ts';
import type { TResetPasswordRequest } from '../../contracts/accounts.ts';
import type { Locale } from '../../contracts/locale.ts';
import { localizedPath } from '../../contracts/page-url.ts';
import { PASSWORD_LINK_TTL_HOURS } from '../../contracts/staff-access.ts';
import { sha256 } from '../accounts/one-time-codes.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { linkOrigin } from '../link-origin.ts';

/** The back-office page that reads the token (app/routes/admins/set-password.tsx). */
export const SET_PASSWORD_PAGE = '/admins/set-password';

export interface PasswordLinkOptions {
  messenger: Messenger;
  /** The site's address in the e-mail. */
  siteOrigin: string;
  now?: () => Date;
}

/**
 * Set-password links of staff (docs/decisions/203): a new employee has no password; the e-mail carries a link
 * with a random token, valid for days, used once; a newer link supersedes the older ones. Only the token's
 * SHA-256 is stored, and the outbox blanks the token (the message's `code`) once the e-mail has left.
 */
export function createPasswordLinks(database: Database, { messenger, siteOrigin, now = () => new Date() }: PasswordLinkOptions) {
  const at = () => sql`${now().toISOString()}::timestamptz`;

  /** Issues a link and queues its e-mail in the caller's transaction; both exist only if it commits. */
  async function issue(tx: Db, userId: number, { locale, createdBy }: { locale: Locale; createdBy?: number }): Promise<{ expires_at: string }> {
    const [user] = await tx
      .select({ email: users.email, first_name: users.first_name, status: users.status, is_administrator: users.is_administrator })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.user_type, 'user'), isNull(users.deleted_at)));
    if (!user) throw new NotFoundError();
    if (user.is_administrator) throw new ValidationError({ id: ['admin.password.link.administrator'] }, 'admin.password.link.administrator');
    if (user.status !== 'active' || !user.email) throw new ConflictError('admin.password.link.unavailable');
    await tx
      .update(password_links)
      .set({ used_at: at() })
      .where(and(eq(password_links.user_id, userId), isNull(password_links.used_at)));
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(now().getTime() + PASSWORD_LINK_TTL_HOURS * 3600 * 1000);
    await tx.insert(password_links).values({ user_id: userId, token_hash: sha256(token), expires_at: expires, created_by: createdBy ?? null });
    const link = `${linkOrigin(siteOrigin).replace(/\/+$/, '')}${localizedPath(SET_PASSWORD_PAGE, locale)}?token=${token}`;
    // `code` is what the outbox blanks once delivered (features/messaging/redact.ts): the token inside the link goes with it.
    await messenger.sendEmail(
      user.email,
      'staff.password.link',
      { name: user.first_name ?? '', link, code: token, hours: PASSWORD_LINK_TTL_HOURS },
      locale,
      tx,
    );
    return { expires_at: expires.toISOString() };
  }

  return {
    issue,

    /** The record action "send a set-password link" (docs/decisions/178), logged as the editor's action. */
    async send(userId: number, editor: SessionUser, locale: Locale): Promise<{ expires_at: string }> {
      return database.db.transaction(async (tx) => {
        const sent = await issue(tx, userId, { locale, createdBy: editor.id });
        await logStaffAction(tx, editor, { action: 'send-password-link', resource: 'employees', recordId: userId, changes: { expires_at: sent.expires_at } });
        return sent;
      });
    },

    /** The employee sets a password with a live token; every session of the account ends. */
    async setPassword(request: TResetPasswordRequest): Promise<void> {
      await database.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(password_links)
          .set({ used_at: at() })
          .where(and(eq(password_links.token_hash, sha256(request.token)), isNull(password_links.used_at), gt(password_links.expires_at, at())))
          .returning({ user_id: password_links.user_id });
        const [user] = claimed
          ? await tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.id, claimed.user_id), eq(users.user_type, 'user'), eq(users.status, 'active'), isNull(users.deleted_at)))
          : [];
        if (!user) throw new ValidationError({ token: ['admin.password.link.expired'] }, 'admin.password.link.expired');
        await tx
          .update(users)
          .set({ password_hash: await hashPassword(request.password), password_created_at: at() })
          .where(eq(users.id, user.id));
        await tx.execute(sql`delete from sessions where user_id = ${user.id}`);
        const self: SessionUser = { id: user.id, user_type: 'user', is_administrator: false, permissions: [], roles: [] };
        await logStaffAction(tx, self, { action: 'set-password', resource: 'employees', recordId: user.id });
      });
    },
  };
}

export type PasswordLinks = ReturnType<typeof createPasswordLinks>;
