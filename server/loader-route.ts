import type { FastifyInstance } from 'fastify';
import { LOADER_PATH, LOADER_SOURCE } from '../app/paint-first.server.ts';
import { IMMUTABLE } from './static-assets.ts';

/**
 * `GET /assets/wake.{hash}.js`: the script that starts a page's scripts after its first paint (docs/decisions/166,
 * 282). Named by its text, so kept for good; the name of an earlier build (a page a shared cache kept) gets
 * today's loader, not kept, rather than a page that never wakes.
 */
export async function loaderRoute(app: FastifyInstance): Promise<void> {
  app.get('/assets/wake.:name', async (request, reply) => {
    if (!/^[\w-]+\.js$/.test((request.params as { name: string }).name))
      return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not Found' });
    const exact = request.url.split('?')[0] === LOADER_PATH;
    return reply
      .header('Cache-Control', exact ? IMMUTABLE : 'no-cache')
      .header('Content-Security-Policy', "default-src 'none'")
      .type('text/javascript; charset=utf-8')
      .send(LOADER_SOURCE);
  });
}
