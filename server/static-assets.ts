import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files named by their content (the build's `/assets/`, the pages' messages) never change: kept a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * Serves the client build. Hashed files under `/assets/` never change, so browsers keep them for a
 * year; the rest (favicon, manifest, robots) for an hour. Precompressed `.br`/`.gz` twins are sent to
 * browsers that accept them.
 */
export async function serveClientBuild(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : SHORT);
    },
  });
}
