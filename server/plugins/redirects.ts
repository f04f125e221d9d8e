import type { FastifyInstance } from 'fastify';
import { isAbsoluteTarget, isReservedPath, normaliseRedirectPath, type RedirectStatus } from '../../contracts/redirects.ts';

export interface RedirectLookup {
  lookup(path: string, query: string): Promise<{ location: string; status: RedirectStatus } | null>;
}

/** A permanent redirect may be kept as long as a page (decision 174); a temporary one never. */
const CACHE_CONTROL: Record<RedirectStatus, string> = { '301': 'public, max-age=300', '302': 'no-store' };

/** The data request of a client navigation (React Router single fetch): `/old.data` for `/old`, `/_root.data` for `/`. */
const DATA_REQUEST = /\.data$/;
/** Any other file (hashed assets, `sw.js`, sitemaps): never redirected, never looked up. */
const FILE_NAME = /\.[a-z0-9]{1,12}$/i;

/** The page a path names: the path itself, or the page a `.data` request loads. */
function pagePath(path: string): { page: string; data: boolean } | null {
  if (!path.startsWith('/') || path.startsWith('//') || /^\/api(\/|$)/i.test(path)) return null;
  if (DATA_REQUEST.test(path)) return { page: path === '/_root.data' ? '/' : path.replace(DATA_REQUEST, ''), data: true };
  return FILE_NAME.test(path) ? null : { page: path, data: false };
}

/** The query a page was asked with: a data request's own `_routes` parameter is the router's, not the page's. */
function pageQuery(query: string, data: boolean): string {
  if (!data || !query) return query;
  const kept = query
    .slice(1)
    .split('&')
    .filter((part) => part && !part.startsWith('_routes='));
  return kept.length ? `?${kept.join('&')}` : '';
}

/** A header-safe Location: non-ASCII letters of a path or an address percent-encoded. */
function headerLocation(location: string): string {
  if (isAbsoluteTarget(location)) return new URL(location).href;
  const url = new URL(location, 'http://site.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * SPEC §7 redirect lookup (docs/decisions/245): a GET or HEAD for a page path staff redirected answers 301 or
 * 302 with its target before anything renders; a client navigation's data request answers React Router's
 * own redirect (204 with `X-Remix-Redirect`), so the router moves to the target in the app, or loads an
 * absolute address as a whole document. Paths that cannot be sources (`/api/…`, files, `/healthz`, the back
 * office) are never looked up. A lookup that fails (the database is away) lets the request through to be
 * answered as usual.
 */
export async function staffRedirects(app: FastifyInstance, { redirects }: { redirects: RedirectLookup }): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const queryAt = request.url.indexOf('?');
    const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const page = pagePath(path);
    // What can never be a source (probes, the back office, files) is not looked up: it answers as before.
    if (!page || isReservedPath(normaliseRedirectPath(page.page))) return;
    let found: Awaited<ReturnType<RedirectLookup['lookup']>>;
    try {
      found = await redirects.lookup(page.page, pageQuery(queryAt < 0 ? '' : request.url.slice(queryAt), page.data));
    } catch (error) {
      request.log.warn({ err: error }, 'redirect lookup failed');
      return;
    }
    if (!found) return;
    const location = headerLocation(found.location);
    if (page.data) {
      reply.header('cache-control', 'no-store').header('x-remix-redirect', location).header('x-remix-status', found.status);
      if (isAbsoluteTarget(found.location)) reply.header('x-remix-reload-document', 'true');
      return reply.status(204).send();
    }
    return reply.header('cache-control', CACHE_CONTROL[found.status]).redirect(location, Number(found.status));
  });
}
Object.defineProperty(staffRedirects, Symbol.for('skip-override'), { value: true });
