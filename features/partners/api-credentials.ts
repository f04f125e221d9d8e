import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { representatives } from '../../db/schema/index.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { ConflictError, NotFoundError } from '../errors.ts';

/**
 * API credentials of a partner representative for the partner API (SPEC §6, docs/decisions/201). The client id
 * is public; the secret is shown once, when made, and only its SHA-256 is stored: it is 32 random bytes, so a
 * fast hash is enough (nothing to guess), and a check costs no Argon2 time per API call.
 */

export const CLIENT_ID_PREFIX = 'vzc_';
export const CLIENT_SECRET_PREFIX = 'vzs_';
export const CLIENT_SECRET_BYTES = 32;

export interface IssuedCredentials {
  client_id: string;
  /** Shown once; never stored. */
  client_secret: string;
  created_at: string;
}

export const newClientId = () => `${CLIENT_ID_PREFIX}${randomBytes(12).toString('base64url')}`;
export const newClientSecret = () => `${CLIENT_SECRET_PREFIX}${randomBytes(CLIENT_SECRET_BYTES).toString('base64url')}`;
export const hashClientSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

const RESOURCE = 'representatives';

async function lockLive(tx: Db, representativeId: number) {
  const [row] = await tx
    .select({ id: representatives.id, api_client_id: representatives.api_client_id })
    .from(representatives)
    .where(and(eq(representatives.id, representativeId), isNull(representatives.deleted_at)))
    .for('update');
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * Makes credentials for a representative that has none (`generate`), or a new secret for one that has them
 * (`regenerate`: the client id stays, the old secret stops working with this commit). 409 when the
 * representative is not in the state the command needs.
 */
export async function issueCredentials(
  db: Db,
  staff: SessionUser | null,
  representativeId: number,
  mode: 'generate' | 'regenerate',
): Promise<IssuedCredentials> {
  return db.transaction(async (tx) => {
    const row = await lockLive(tx, representativeId);
    if (mode === 'generate' && row.api_client_id) throw new ConflictError('admin.partners.api.key.exists');
    if (mode === 'regenerate' && !row.api_client_id) throw new ConflictError('admin.partners.api.key.missing');
    const clientId = row.api_client_id ?? newClientId();
    const secret = newClientSecret();
    const createdAt = new Date();
    await tx
      .update(representatives)
      .set({ api_client_id: clientId, api_client_secret_hash: hashClientSecret(secret), api_key_created_at: createdAt })
      .where(eq(representatives.id, representativeId));
    await logStaffAction(tx, staff, {
      action: mode === 'generate' ? 'api-key-generate' : 'api-key-regenerate',
      resource: RESOURCE,
      recordId: representativeId,
      changes: { api_client_id: clientId, api_key_created_at: createdAt.toISOString() },
    });
    return { client_id: clientId, client_secret: secret, created_at: createdAt.toISOString() };
  });
}

/** Removes a representative's credentials: the client id and the secret stop working with this commit. */
export async function deleteCredentials(db: Db, staff: SessionUser | null, representativeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockLive(tx, representativeId);
    if (!row.api_client_id) throw new ConflictError('admin.partners.api.key.missing');
    await tx
      .update(representatives)
      .set({ api_client_id: null, api_client_secret_hash: null, api_key_created_at: null })
      .where(eq(representatives.id, representativeId));
    await logStaffAction(tx, staff, {
      action: 'api-key-delete',
      resource: RESOURCE,
      recordId: representativeId,
      changes: { api_client_id: row.api_client_id },
    });
  });
}

/** A fixed-length digest of a hex hash, so unequal lengths compare in constant time too. */
const digestOf = (hex: string) => createHash('sha256').update(hex, 'utf8').digest();

/**
 * The representative whose live, active credentials these are, or null. The secret's hash is compared in
 * constant time; an unknown client id costs the same comparison, so timing tells nothing either way.
 */
export async function verifyClientCredentials(
  db: Db,
  clientId: string,
  secret: string,
): Promise<{ representativeId: number; userId: number; legalEntityId: number } | null> {
  if (!clientId || !secret) return null;
  const [row] = await db
    .select({
      id: representatives.id,
      user_id: representatives.user_id,
      legal_entity_id: representatives.legal_entity_id,
      hash: representatives.api_client_secret_hash,
      status: representatives.status,
    })
    .from(representatives)
    .where(and(eq(representatives.api_client_id, clientId), isNull(representatives.deleted_at)))
    .limit(1);
  const matches = timingSafeEqual(digestOf(row?.hash ?? ''), digestOf(hashClientSecret(secret)));
  if (!row?.hash || !matches || row.status !== 'active') return null;
  return { representativeId: row.id, userId: row.user_id, legalEntityId: row.legal_entity_id };
}
