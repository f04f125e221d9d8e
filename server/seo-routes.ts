import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from './config.ts';
import type { Services } from '../features/services.ts';
import { robotsTxt } from '../features/seo/robots.ts';
import { createSitemapService } from '../features/seo/sitemap.ts';
import { requestOrigin } from './request-origin.ts';

export interface SeoRoutesOptions {
  services: Services;
  config: Pick<Config, 'publicOrigin' | 'trustedProxies'>;
}

/** Crawlers fetch these often and they change slowly: an hour in any cache (docs/decisions/090). */
const CACHE_CONTROL = 'public, max-age=3600';

const send = (reply: FastifyReply, type: string, body: string) => reply.header('cache-control', CACHE_CONTROL).type(type).send(body);

/**
 * `/robots.txt`, `/sitemap.xml` and `/sitemaps/*.xml`. Registered before the React Router catch-all
 * (`/*`), whose 404 page would otherwise answer them.
 */
export async function seoRoutes(app: FastifyInstance, { services, config }: SeoRoutesOptions): Promise<void> {
  const seo = services.seo;
  const sitemaps = createSitemapService(services.database.reads, { patterns: seo.patterns, onInvalidate: seo.onInvalidate });
  const xml = 'application/xml; charset=utf-8';

  app.get('/robots.txt', async (request, reply) => send(reply, 'text/plain; charset=utf-8', robotsTxt(requestOrigin(request, config))));

  app.get('/sitemap.xml', async (request, reply) => send(reply, xml, await sitemaps.index(requestOrigin(request, config))));

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const body = await sitemaps.child(request.params.file, requestOrigin(request, config));
    if (body === null) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return send(reply, xml, body);
  });
}
