import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { PartnerScope } from '../../../contracts/partner-api.ts';
import { DomainError } from '../../../features/errors.ts';
import { OAuthError, type PartnerApiService, type PartnerCaller } from '../../../features/partner-api/partner-api.ts';
import { partnerSessionUser } from '../../../features/partner-api/scope.ts';
import type { SessionUser } from '../../../features/accounts/permissions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner a bearer token of the partner API stands for (docs/decisions/240). */
    partnerCaller: PartnerCaller | null;
  }
}

/** RFC 6750 §3: a 401 or 403 of a bearer-protected call names what was wrong in `WWW-Authenticate`. */
class BearerError extends DomainError {
  constructor(
    status: 401 | 403,
    messageKey: string,
    readonly code: 'invalid_request' | 'invalid_token' | 'insufficient_scope',
  ) {
    super(status, messageKey);
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** The client id and secret of an HTTP Basic header (RFC 6749 §2.3.1: each form-urlencoded), or null. */
export function basicCredentials(request: FastifyRequest): { clientId: string; clientSecret: string } | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  } catch {
    return null;
  }
}

/** Every call but the token's: a live bearer token (401), then the client's budget (429). */
export function bearerAuth(api: FastifyInstance, service: PartnerApiService): void {
  api.decorateRequest('partnerCaller', null);
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.endsWith('/oauth/token')) return;
    const token = bearerToken(request);
    if (!token) throw new BearerError(401, 'partner.api.token.missing', 'invalid_request');
    const caller = await service.authenticate(token);
    if (!caller) throw new BearerError(401, 'partner.api.token.invalid', 'invalid_token');
    await service.throttle(caller);
    request.partnerCaller = caller;
  });
}

/** The partner of this call, and the same partner as the existing services know a signed-in partner. */
export function partnerOf(request: FastifyRequest): { caller: PartnerCaller; user: SessionUser } {
  const caller = request.partnerCaller;
  if (!caller) throw new BearerError(401, 'partner.api.token.missing', 'invalid_request');
  return { caller, user: partnerSessionUser(caller.userId) };
}

/** The access rule of a route of the partner API (contracts/routes/define.ts `partnerToken`): the token holds the scope, else 403. */
export function requireScope(scope: PartnerScope): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!partnerOf(request).caller.scopes.includes(scope)) throw new BearerError(403, 'partner.api.scope', 'insufficient_scope');
  };
}

/** Adds `WWW-Authenticate` to bearer refusals; OAuth token refusals answer the RFC 6749 body. Else: undefined. */
export function answerPartnerError(error: unknown, reply: FastifyReply): FastifyReply | undefined {
  if (error instanceof OAuthError) {
    if (error.status === 401) reply.header('www-authenticate', 'Basic realm="vizyt-partner-api"');
    return reply.status(error.status).header('cache-control', 'no-store').send({ error: error.code, error_description: error.description });
  }
  if (error instanceof BearerError) reply.header('www-authenticate', `Bearer realm="vizyt-partner-api", error="${error.code}"`);
  return undefined;
}
