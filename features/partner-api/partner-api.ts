import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { representatives } from '../../db/schema/index.ts';
import { PARTNER_RATE_LIMIT, TOKEN_RATE_LIMIT, ZWebhookEndpointRequest, type PartnerScope, type TIntegrationOverview } from '../../contracts/partner-api.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import type { RateLimiter } from '../accounts/rate-limit.ts';
import { ForbiddenError, TooManyRequestsError } from '../errors.ts';
import { issueCredentials } from '../partners/api-credentials.ts';
import { webhookJobHandler } from './delivery.ts';
import { partnerSessionUser } from './scope.ts';
import { rotateSigningSecret } from './webhook-secrets.ts';
import { issueToken, verifyToken, type PartnerCaller, type TokenRequest } from './tokens.ts';
import { createEndpoint, listDeliveries, listEndpoints, removeEndpoint, WEBHOOK_JOB, type WebhookSettings } from './webhooks.ts';

export { OAuthError, type PartnerCaller } from './tokens.ts';

export interface PartnerApiOptions extends WebhookSettings {
  limiter: RateLimiter;
  now?: () => Date;
  fetch?: typeof fetch;
}

/**
 * The partner integration API's own rules (docs/decisions/240-244): tokens, per-client limits, webhook
 * endpoints and their deliveries. The catalogue, timesheets, slots and appointments it serves are the
 * existing services', called as the partner (features/partner-api/scope.ts).
 */
export function createPartnerApiService(database: Database, options: PartnerApiOptions) {
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const settings: WebhookSettings = { allowLocalHttp: options.allowLocalHttp, allowPrivateNetwork: options.allowPrivateNetwork, resolve: options.resolve };

  /** The partner's legal entity for a signed-in partner of the cabinet; 403 without one. */
  async function cabinetEntity(user: SessionUser): Promise<{ representativeId: number; entityId: number; clientId: string | null; keyCreatedAt: Date | null }> {
    const [row] = await db
      .select({
        id: representatives.id,
        legal_entity_id: representatives.legal_entity_id,
        api_client_id: representatives.api_client_id,
        api_key_created_at: representatives.api_key_created_at,
      })
      .from(representatives)
      .where(and(eq(representatives.user_id, user.id), isNull(representatives.deleted_at)));
    if (!row || user.user_type !== 'partner') throw new ForbiddenError();
    return { representativeId: row.id, entityId: row.legal_entity_id, clientId: row.api_client_id, keyCreatedAt: row.api_key_created_at };
  }

  return {
    /** 429 once a client id asked for too many tokens in the window (counted before the secret is checked). */
    async token(request: TokenRequest) {
      if (request.clientId) {
        const used = await options.limiter.consume(`partner-token:${request.clientId.slice(0, 100)}`, TOKEN_RATE_LIMIT);
        if (!used.allowed) throw new TooManyRequestsError(used.retryAfterSeconds);
      }
      return issueToken(db, request, now());
    },
    authenticate: (token: string) => verifyToken(db, token, now()),
    /** Counts a call of the client; 429 with the seconds to wait past the limit. */
    async throttle(caller: PartnerCaller): Promise<void> {
      const used = await options.limiter.consume(`partner-api:${caller.clientId}`, PARTNER_RATE_LIMIT);
      if (!used.allowed) throw new TooManyRequestsError(used.retryAfterSeconds);
    },
    /** 403 `insufficient_scope` unless the token carries the scope. */
    requireScope(caller: PartnerCaller, scope: PartnerScope): void {
      if (!caller.scopes.includes(scope)) throw new ForbiddenError('partner.api.scope');
    },
    endpoints: (caller: Pick<PartnerCaller, 'legalEntityId'>) => listEndpoints(db, caller.legalEntityId),
    /** The partner API's body, not parsed yet (its routes read their requests themselves). */
    createEndpoint: (caller: Pick<PartnerCaller, 'legalEntityId' | 'userId'>, body: unknown) =>
      createEndpoint(db, caller.legalEntityId, partnerSessionUser(caller.userId), ZWebhookEndpointRequest.parse(body, { reportInput: true }), settings),
    rotateSecret: (caller: Pick<PartnerCaller, 'legalEntityId' | 'userId'>, id: number) =>
      rotateSigningSecret(db, caller.legalEntityId, partnerSessionUser(caller.userId), id, now()),
    removeEndpoint: (caller: Pick<PartnerCaller, 'legalEntityId' | 'userId'>, id: number) =>
      removeEndpoint(db, caller.legalEntityId, partnerSessionUser(caller.userId), id),
    deliveries: (caller: Pick<PartnerCaller, 'legalEntityId'>, endpointId?: number) => listDeliveries(db, caller.legalEntityId, { endpointId }),

    /** The cabinet's integration page: the client id, the endpoints and the latest deliveries. */
    async overview(user: SessionUser): Promise<TIntegrationOverview> {
      const { entityId, clientId, keyCreatedAt } = await cabinetEntity(user);
      const [endpoints, deliveries] = [await listEndpoints(db, entityId), await listDeliveries(db, entityId, { limit: 20 })];
      return { client_id: clientId, api_key_created_at: keyCreatedAt?.toISOString() ?? null, endpoints, deliveries };
    },
    cabinetCreateEndpoint: async (user: SessionUser, input: z.output<typeof ZWebhookEndpointRequest>) =>
      createEndpoint(db, (await cabinetEntity(user)).entityId, user, input, settings),
    cabinetRemoveEndpoint: async (user: SessionUser, id: number) => removeEndpoint(db, (await cabinetEntity(user)).entityId, user, id),
    /**
     * The partner makes its own credentials, or a new secret for them (shown once); the old secret and every
     * token issued against it stop working at once.
     */
    async cabinetIssueCredentials(user: SessionUser) {
      const { representativeId, clientId } = await cabinetEntity(user);
      // The partner's own command is logged as its line (docs/decisions/270), as staff's is as theirs.
      return issueCredentials(db, user, representativeId, clientId ? 'regenerate' : 'generate');
    },
    jobs: { [WEBHOOK_JOB]: webhookJobHandler({ ...settings, now, fetch: options.fetch }) },
  };
}

export type PartnerApiService = ReturnType<typeof createPartnerApiService>;
