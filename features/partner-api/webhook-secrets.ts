import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partner_webhook_endpoints } from '../../db/schema/index.ts';
import { SECRET_ROTATION_GRACE_SECONDS, WEBHOOK_EVENTS, type TRotatedWebhookSecret, type WebhookEvent } from '../../contracts/partner-api.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { NotFoundError } from '../errors.ts';

/** How every signing secret starts, so a partner can tell it from its client secret. */
export const SIGNING_SECRET_PREFIX = 'whsec_';

/** How the action log names a partner's webhook endpoints (docs/decisions/270). */
export const WEBHOOK_RESOURCE = 'partner-webhooks';

export const newSigningSecret = () => `${SIGNING_SECRET_PREFIX}${randomBytes(24).toString('base64url')}`;

/**
 * A new signing secret for one of the partner's endpoints (docs/decisions/272), shown this once. The secret
 * it replaces keeps signing beside it (a second `v1=`) for SECRET_ROTATION_GRACE_SECONDS, so the receiver can
 * switch to the new one when it is ready; a second rotation within that time ends the first old secret at
 * once (only the latest old one is kept). Another legal entity's endpoint is 404.
 */
export async function rotateSigningSecret(db: Db, entityId: number, actor: SessionUser, id: number, now: Date): Promise<TRotatedWebhookSecret> {
  const secret = newSigningSecret();
  const until = new Date(now.getTime() + SECRET_ROTATION_GRACE_SECONDS * 1000);
  return db.transaction(async (tx) => {
    const endpoint = partner_webhook_endpoints;
    const [row] = await tx
      .update(endpoint)
      .set({ previous_signing_secret: sql`${endpoint.signing_secret}`, previous_secret_expires_at: until, signing_secret: secret, updated_at: sql`now()` })
      .where(and(eq(endpoint.id, id), eq(endpoint.legal_entity_id, entityId), isNull(endpoint.deleted_at)))
      .returning({ id: endpoint.id, url: endpoint.url, events: endpoint.events, is_active: endpoint.is_active, created_at: endpoint.created_at });
    if (!row) throw new NotFoundError();
    await logStaffAction(tx, actor, { action: 'rotate-secret', resource: WEBHOOK_RESOURCE, recordId: id });
    return {
      id: row.id,
      url: row.url,
      events: row.events.filter((event): event is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(event)),
      is_active: row.is_active,
      created_at: row.created_at.toISOString(),
      signing_secret: secret,
      previous_secret_expires_at: until.toISOString(),
    };
  });
}
