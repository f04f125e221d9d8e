import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../contracts/cookies.ts';
import { ForbiddenError, UnauthorizedError } from '../../features/errors.ts';
import { hasPermissions, type SessionUser, type UserType } from '../../features/accounts/permissions.ts';
import type { Services } from '../../features/services.ts';
import { isProbe } from '../probes.ts';
import '../session-user.ts';

/** `__Host-` binds the cookie to our exact origin (Secure, Path=/, no Domain) when served over HTTPS. */
export const SECURE_SESSION_COOKIE = '__Host-vizyt_session';
/** Plain-HTTP development has no Secure cookies, so no `__Host-` prefix either. */
export const PLAIN_SESSION_COOKIE = 'vizyt_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The cookie token of a valid session (to drop it on logout or a new sign-in), or null. */
    sessionToken: string | null;
  }
}

export interface SessionPluginOptions {
  services: Services;
  config: Pick<Config, 'publicOrigin'>;
}

/** HTTPS as the client sees it (trustProxy honours X-Forwarded-Proto), or a configured https origin. */
export function isSecureRequest(request: FastifyRequest, config: Pick<Config, 'publicOrigin'>): boolean {
  return request.protocol === 'https' || !!config.publicOrigin?.startsWith('https:');
}

export function sessionCookieName(request: FastifyRequest, config: Pick<Config, 'publicOrigin'>): string {
  return isSecureRequest(request, config) ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE;
}

export function setSessionCookie(reply: FastifyReply, config: Pick<Config, 'publicOrigin'>, token: string, maxAgeSeconds: number): void {
  const secure = isSecureRequest(reply.request, config);
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: maxAgeSeconds,
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', path: '/', secure, maxAge: maxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'publicOrigin'>): void {
  const secure = isSecureRequest(reply.request, config);
  reply.clearCookie(secure ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { sameSite: 'lax', path: '/', secure });
}

/** preHandler: a signed-in user (401 `user.unauthorized`), of one of `types` when given (403 `lack.of.rights`). */
export function requireUser(...types: UserType[]) {
  return async (request: FastifyRequest): Promise<void> => {
    signedIn(request, types);
  };
}

/** preHandler: a staff user holding every permission named (SPEC §6); 401 without a session, else 403. */
export function requirePermissions(names: string | readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!hasPermissions(signedIn(request, []), names)) throw new ForbiddenError();
  };
}

function signedIn(request: FastifyRequest, types: readonly UserType[]): SessionUser {
  const user = request.sessionUser;
  if (!user) throw new UnauthorizedError();
  if (types.length && !types.includes(user.user_type)) throw new ForbiddenError();
  return user;
}

/** Static files and probes never need the session: no database query for them, and their caching stays. */
function needsSession(url: string): boolean {
  const path = url.split('?', 1)[0];
  if (isProbe(path)) return false;
  return !/\.[a-z0-9]{1,12}$/i.test(path) || path.startsWith('/api/');
}

/**
 * Loads the signed-in user of every request into `request.sessionUser` (one query; a second, rare one
 * slides `last_seen_at`). A cookie naming no valid session is cleared. Anything answered to a signed-in
 * user, and every `/api/v1/auth/*` answer, is marked `Cache-Control: no-store`.
 */
async function sessionPlugin(app: FastifyInstance, { services, config }: SessionPluginOptions): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!needsSession(request.url)) return;
    const token = request.cookies[sessionCookieName(request, config)];
    if (!token) return;
    const session = await services.accounts.resolveSession(token);
    if (!session) {
      clearSessionCookie(reply, config);
      return;
    }
    request.sessionUser = session.user;
    request.sessionToken = token;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.sessionUser || request.url.startsWith('/api/v1/auth/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

// fastify-plugin semantics without the dependency: the decorations and hooks apply to the whole app.
(sessionPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
(sessionPlugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] = 'vizyt-session';

export { sessionPlugin };
