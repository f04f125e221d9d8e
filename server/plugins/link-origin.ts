import type { FastifyInstance } from 'fastify';
import { withLinkOrigin } from '../../features/link-origin.ts';
import type { Config } from '../config.ts';
import { requestOrigin } from '../request-origin.ts';

/**
 * Without `PUBLIC_ORIGIN`, every request runs with its own origin bound (features/link-origin.ts), so a message it
 * causes links to the site the person used, as its pages and files do (docs/decisions/304). Registered only when
 * `PUBLIC_ORIGIN` is unset: set, it is the origin of every link.
 */
async function linkOriginPlugin(app: FastifyInstance, { config }: { config: Pick<Config, 'publicOrigin' | 'trustedProxies'> }): Promise<void> {
  app.addHook('onRequest', (request, _reply, done) => withLinkOrigin(requestOrigin(request, config), done));
}

(linkOriginPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
(linkOriginPlugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] = 'vizyt-link-origin';

export { linkOriginPlugin };
