import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { ForbiddenError } from '../../features/errors.ts';
import { isProviderFacingPath } from '../../contracts/payments.ts';
import { PLAIN_SESSION_COOKIE, SECURE_SESSION_COOKIE } from './session.ts';
import { ownOrigin } from '../request-origin.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:${SECURE_SESSION_COOKIE}|${PLAIN_SESSION_COOKIE})=`);

export interface OriginCheckOptions {
  config: Pick<Config, 'publicOrigin'>;
}

function ownOrigins(request: FastifyRequest, config: Pick<Config, 'publicOrigin'>): string[] {
  const origins = [ownOrigin(request)];
  if (config.publicOrigin) origins.push(new URL(config.publicOrigin).origin.toLowerCase());
  return origins;
}

/** True when a state-changing request that carries our session cookie may proceed (docs/decisions/034). */
export function isSameOriginRequest(request: FastifyRequest, config: Pick<Config, 'publicOrigin'>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  return typeof origin === 'string' && ownOrigins(request, config).includes(origin.toLowerCase());
}

/** The browser named another site (Fetch Metadata or Origin); absent headers say nothing. */
function isDeclaredCrossSite(request: FastifyRequest, config: Pick<Config, 'publicOrigin'>): boolean {
  const hasSite = typeof request.headers['sec-fetch-site'] === 'string';
  const hasOrigin = typeof request.headers.origin === 'string';
  return (hasSite || hasOrigin) && !isSameOriginRequest(request, config);
}

/**
 * Cross-site request forgery guard on top of SameSite=Lax: a POST/PUT/PATCH/DELETE carrying a session
 * cookie must come from our own origin, per Fetch Metadata, falling back to `Origin`; otherwise 403.
 * Partner integrations authenticate with the Authorization header, not cookies, and are exempt.
 */
async function originCheckPlugin(app: FastifyInstance, { config }: OriginCheckOptions): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers.authorization) return;
    // LiqPay posts payment results and sends the browser back; both ignore the session (docs/decisions/150).
    if (isProviderFacingPath(request.url)) return;
    const cookie = request.headers.cookie;
    if (cookie && SESSION_COOKIE.test(cookie)) {
      if (!isSameOriginRequest(request, config)) throw new ForbiddenError();
      return;
    }
    // Sign-in carries no session yet; refuse it only when the browser says it is cross-site (login CSRF).
    if (request.url.startsWith('/api/v1/auth/') && isDeclaredCrossSite(request, config)) throw new ForbiddenError();
  });
}

(originCheckPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
(originCheckPlugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] = 'vizyt-origin-check';

export { originCheckPlugin };
