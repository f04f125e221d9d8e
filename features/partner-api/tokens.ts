import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legal_entities, partner_api_tokens, representatives } from '../../db/schema/index.ts';
import {
  parseScopes,
  PARTNER_SCOPES,
  TOKEN_PREFIX,
  TOKEN_TTL_SECONDS,
  type OAuthErrorCode,
  type PartnerScope,
  type TTokenAnswer,
} from '../../contracts/partner-api.ts';
import { hashClientSecret, verifyClientCredentials } from '../partners/api-credentials.ts';

/**
 * OAuth 2.0 client credentials (RFC 6749 §4.4) for the partner API (docs/decisions/240). A token is 32 random
 * bytes, kept only as its SHA-256, valid for `TOKEN_TTL_SECONDS`, and tied to the client secret it was issued
 * against: regenerating the secret ends every token of the old one.
 */

/** An RFC 6749 §5.2 refusal: the token endpoint answers `{error, error_description}` with this status. */
export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    readonly status: 400 | 401,
    readonly description: string,
  ) {
    super(code);
    this.name = 'OAuthError';
  }
}

export interface PartnerCaller {
  representativeId: number;
  userId: number;
  legalEntityId: number;
  clientId: string;
  scopes: PartnerScope[];
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface TokenRequest {
  grantType: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  scope: string | undefined;
}

/** Issues a bearer token, or throws the RFC's error: the client is checked before the grant and the scope. */
export async function issueToken(db: Db, request: TokenRequest, now: Date): Promise<TTokenAnswer> {
  if (!request.clientId || !request.clientSecret) throw new OAuthError('invalid_client', 401, 'client authentication failed');
  const client = await verifyClientCredentials(db, request.clientId, request.clientSecret);
  if (!client) throw new OAuthError('invalid_client', 401, 'client authentication failed');
  if (!request.grantType) throw new OAuthError('invalid_request', 400, 'grant_type is required');
  if (request.grantType !== 'client_credentials') throw new OAuthError('unsupported_grant_type', 400, 'only client_credentials is supported');
  // No scope asked: the client gets every scope it may have (RFC 6749 §3.3 lets the server pick a default).
  const scopes = request.scope === undefined ? [...PARTNER_SCOPES] : parseScopes(request.scope);
  if (!scopes) throw new OAuthError('invalid_scope', 400, 'scope is "read", "write" or both');
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expires = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
  const scope = scopes.join(' ');
  await db.insert(partner_api_tokens).values({
    representative_id: client.representativeId,
    token_hash: sha256(token),
    secret_hash: hashClientSecret(request.clientSecret),
    scope,
    expires_at: expires,
    created_at: now,
  });
  // Expired tokens of this client are of no use to anyone: gone as new ones come.
  await db.delete(partner_api_tokens).where(and(eq(partner_api_tokens.representative_id, client.representativeId), lt(partner_api_tokens.expires_at, now)));
  return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS, scope };
}

/**
 * The caller a bearer token stands for, or null: unknown, expired, issued against a secret that was since
 * regenerated or deleted, or of a representative no longer active.
 */
export async function verifyToken(db: Db, token: string, now: Date): Promise<PartnerCaller | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await db
    .select({
      representative_id: partner_api_tokens.representative_id,
      user_id: representatives.user_id,
      legal_entity_id: representatives.legal_entity_id,
      // Issued together with the secret's hash, which the token matched: never null here.
      client_id: sql<string>`${representatives.api_client_id}`,
      scope: partner_api_tokens.scope,
    })
    .from(partner_api_tokens)
    .innerJoin(representatives, eq(representatives.id, partner_api_tokens.representative_id))
    .innerJoin(legal_entities, eq(legal_entities.id, representatives.legal_entity_id))
    .where(
      and(
        eq(partner_api_tokens.token_hash, sha256(token)),
        gt(partner_api_tokens.expires_at, now),
        isNull(representatives.deleted_at),
        eq(representatives.status, 'active'),
        isNull(legal_entities.deleted_at),
        isNotNull(representatives.api_client_secret_hash),
        eq(partner_api_tokens.secret_hash, representatives.api_client_secret_hash),
      ),
    );
  if (!row) return null;
  return {
    representativeId: row.representative_id,
    userId: row.user_id,
    legalEntityId: row.legal_entity_id,
    clientId: row.client_id,
    scopes: parseScopes(row.scope) ?? [],
  };
}
