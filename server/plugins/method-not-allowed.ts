import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance } from 'fastify';
import { translate } from '../../app/i18n/catalogs.ts';
import { requestLocale } from '../api/locale.ts';

const API = '/api/';
/** The methods an API route may take, in the order `Allow` names them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const noop = () => undefined;

/**
 * A wrong method on a known API address answers `405 Method Not Allowed` with an `Allow` header naming the
 * methods it takes (RFC 9110 §15.5.6), in the API's error shape and the caller's language; an address no route
 * knows stays a 404. The API's routes are indexed as they are added (the plugin is registered before them), in
 * a router of their own: Fastify's answers only whether a request's method and path match.
 */
async function methodNotAllowedPlugin(app: FastifyInstance): Promise<void> {
  const index = FindMyWay({ ignoreTrailingSlash: false, ignoreDuplicateSlashes: false });
  app.addHook('onRoute', (route) => {
    // A catch-all (`/api/*` answers the API's 404) takes every address: it says nothing of what one takes.
    if (!route.url.startsWith(API) || route.url.includes('*')) return;
    for (const method of [route.method].flat().map((name) => name.toUpperCase() as HTTPMethod)) {
      if (!index.hasRoute(method, route.url)) index.on(method, route.url, noop);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    // Taken by a route of the API: not ours. A catch-all (the pages', the API's 404) or none: ours to check.
    const matched = request.routeOptions.url;
    if (matched !== undefined && matched.startsWith(API) && !matched.includes('*')) return;
    const path = request.url.split('?')[0];
    if (!path.startsWith(API)) return;
    const allowed = METHODS.filter((method) => method !== request.method && index.find(method, path) !== null);
    if (allowed.length === 0) return;
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .header('cache-control', 'no-store')
      .send({ message: translate(requestLocale(request), 'error.method_not_allowed.address') });
  });
}

(methodNotAllowedPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
(methodNotAllowedPlugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] = 'vizyt-method-not-allowed';

export { methodNotAllowedPlugin };
