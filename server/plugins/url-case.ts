import type { FastifyInstance } from 'fastify';

/** Browsers and crawlers keep a permanent redirect; a day in shared caches keeps the hop cheap. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/** A file (hashed asset, sitemap, `.data` of a client navigation): its name is its own, never rewritten. */
const FILE_NAME = /\.[a-z0-9]{1,12}$/i;

/**
 * The one canonical address of a page path written with capitals: `/Kyiv/` → `/kyiv`, `/RU/Doctors?page=2`
 * → `/ru/doctors?page=2`. Every page address of the site is lower case (slugs are transliterated and
 * validated as `[a-z0-9-]`, locales and route names are lower case), so lower-casing cannot reach another
 * page; a path that was no page still answers 404, one hop later. `null`: nothing to redirect.
 *
 * Untouched: `/api/` (its own contract), files, and paths a browser might read as another host once
 * rewritten (`//host`, backslashes). Percent escapes keep their spelling; a trailing slash goes with the
 * capitals, so the hop lands on the canonical URL (docs/decisions/042) rather than on a second redirect.
 */
export function lowerCaseLocation(url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!/[A-Z]/.test(path.replace(/%[0-9a-f]{2}/gi, ''))) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (path.toLowerCase() === '/api' || path.toLowerCase().startsWith('/api/') || FILE_NAME.test(path)) return null;
  const lower = path.replace(/%[0-9a-fA-F]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
  const canonical = lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
  return canonical + (queryAt < 0 ? '' : url.slice(queryAt));
}

/** Page addresses with capitals answer a permanent redirect to their lower-case form, query kept (docs/decisions/174). */
export async function urlCase(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const location = lowerCaseLocation(request.url);
    if (location === null) return;
    return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(location, 301);
  });
}
Object.defineProperty(urlCase, Symbol.for('skip-override'), { value: true });
