import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Services } from '../features/services.ts';
import { robotsTxt } from '../features/seo/robots.ts';
import { createSitemapService } from '../features/seo/sitemap.ts';

export interface SeoRoutesOptions {
  services: Services;
  config: Pick<Config, 'publicOrigin'>;
}

/** Crawlers fetch these often and they change slowly: an hour in any cache (docs/decisions/090). */
const CACHE_CONTROL = 'public, max-age=3600';

/** `example.com`, `example.com:8080`, `127.0.0.1:3000`, `[::1]:3000`; anything else is not used in URLs. */
const SAFE_HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin absolute URLs are built on: PUBLIC_ORIGIN when set (always set it in production: a cache in
 * front of the site could otherwise keep an answer built for another Host), else the request's own.
 */
export function publicOriginOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '');
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

const send = (reply: FastifyReply, type: string, body: string) => reply.header('cache-control', CACHE_CONTROL).type(type).send(body);

/**
 * `/robots.txt`, `/sitemap.xml` and `/sitemaps/*.xml`. Registered before the React Router catch-all
 * (`/*`), whose 404 page would otherwise answer them.
 */
export async function seoRoutes(app: FastifyInstance, { services, config }: SeoRoutesOptions): Promise<void> {
  const seo = services.seo;
  const sitemaps = createSitemapService(services.database.db, { patterns: seo.patterns });
  const xml = 'application/xml; charset=utf-8';

  app.get('/robots.txt', async (request, reply) => send(reply, 'text/plain; charset=utf-8', robotsTxt(publicOriginOf(request, config.publicOrigin))));

  app.get('/sitemap.xml', async (request, reply) => send(reply, xml, await sitemaps.index(publicOriginOf(request, config.publicOrigin))));

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const body = await sitemaps.child(request.params.file, publicOriginOf(request, config.publicOrigin));
    if (body === null) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return send(reply, xml, body);
  });
}
