import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, isRouteErrorResponse, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { hasSignedInHint } from '../contracts/cookies.ts';
import { SCRIPT_HASHES_HEADER } from '../contracts/page-caching.ts';
import type { PublicRouteHandle } from './components/layouts/public-layout.tsx';
import { ItemMarkupProvider, ServerOnlyDataProvider } from './components/layouts/static-list.tsx';
import { joinDocument, splitDocument } from './document-parts.server.ts';
import { renderItemMarkup } from './item-markup.server.ts';
import { paintFirstDocument, type Wake } from './paint-first.server.ts';
import { scriptHashSources } from './script-hashes.server.ts';
import { isMalformedQuery } from './shell/url.ts';

export const streamTimeout = 5_000;

/** The request handler of this build's own React Router, for the server to mount (server/ssr.ts, docs/decisions/297). */
export { createRequestHandler } from 'react-router';

/** An error answer is never kept: the next request may well succeed (a page published, the database back). */
const ERROR_CACHE_CONTROL = 'no-store';
/**
 * A page that does not say it may be shared (sign-in, registration, booking, the cabinets' shells): the
 * browser may keep it but asks again each time, and no shared cache keeps it.
 */
const UNSHARED_CACHE_CONTROL = 'private, no-cache';

/** SPEC §5/§8: a malformed query string is a plain 404 "Not Found", not a page. */
function malformedQueryResponse(request: Request): Response | null {
  if (!isMalformedQuery(new URL(request.url).search)) return null;
  return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': ERROR_CACHE_CONTROL } });
}

/**
 * Every HTML answer says how it may be kept (docs/decisions/174): a page's own `headers` (decision 100's
 * shared caching for pages to read) unless the answer is an error, else {@link UNSHARED_CACHE_CONTROL}.
 * A signed-in visitor's answers become `no-store` in the session plugin whatever this says.
 */
function setCacheControl(headers: Headers, status: number): void {
  if (status >= 400) headers.set('Cache-Control', ERROR_CACHE_CONTROL);
  else if (!headers.has('Cache-Control')) headers.set('Cache-Control', UNSHARED_CACHE_CONTROL);
}

/**
 * A shared page carries a validator of its exact HTML, so a cache that must ask again each time
 * (docs/decisions/289) gets a bodiless 304 while nothing changed and the new page the request after an edit.
 * Weak: the same page compressed differently is still the same page.
 */
function notModified(request: Request, headers: Headers, status: number, etag: string): Response | null {
  if (status !== 200 || !headers.get('Cache-Control')?.startsWith('public')) return null;
  headers.set('ETag', etag);
  const asked = request.headers.get('if-none-match');
  if (!asked || !asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2))) return null;
  return new Response(null, { headers, status: 304 });
}

/** A page to read wakes its scripts on the visitor's first activity; every other page at first paint. */
function wakeOf({ staticHandlerContext, routeModules }: EntryContext): Wake {
  const leaf = staticHandlerContext.matches.at(-1);
  if (!leaf || staticHandlerContext.errors) return 'paint';
  const handle = routeModules[leaf.route.id]?.handle as PublicRouteHandle | undefined;
  return handle?.hydration === 'on-intent' ? 'intent' : 'paint';
}

/**
 * Renders a page. Pages are sent whole (`onAllReady`), not streamed: every public page is meant to be
 * complete HTML for visitors and crawlers alike, and no route defers data. The finished document is
 * rewritten so its scripts load after the first paint, or on a page to read at the visitor's first
 * activity (app/paint-first.server.ts). A page to read opened by an anonymous visitor holds nothing personal
 * and goes without the server's `Cross-Origin-Opener-Policy: same-origin`, which would make the browser
 * open it in a fresh process (a browsing context group swap) when coming from any page without it
 * (docs/decisions/166); a signed-in visitor's pages, and every other page, keep it.
 *
 * Pages carry no per-response nonce: their inline scripts are allowed by their hashes (listed for the
 * server in {@link SCRIPT_HASHES_HEADER}), so the HTML and its policy are the same for every visitor and
 * a shared cache can keep both (docs/decisions/174).
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  const malformed = malformedQueryResponse(request);
  if (malformed) return malformed;
  if (request.method.toUpperCase() === 'HEAD') {
    setCacheControl(headers, status);
    return new Response(null, { status, headers });
  }

  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    // Cleared as soon as the page is done: a pending timer keeps the whole render (its tree, data and document) in
    // memory for its six seconds, some hundred pages at a time under load (docs/decisions/312).
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    timer.unref();
    const { pipe, abort } = renderToPipeableStream(
      <ServerOnlyDataProvider value={loadContext.serverOnly ?? null}>
        <ItemMarkupProvider value={renderItemMarkup}>
          <ServerRouter context={routerContext} url={request.url} />
        </ItemMarkupProvider>
      </ServerOnlyDataProvider>,
      {
        // Suspense boundaries split hydration only (docs/decisions/165): their HTML stays in place, never
        // moved to the end of the document behind a script that reveals it (which readers without
        // JavaScript, and the first paint, would miss).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const chunks: Buffer[] = [];
          const collect = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const wake = wakeOf(routerContext);
              headers.set('Content-Type', 'text/html; charset=utf-8');
              if (wake === 'intent' && !hasSignedInHint(request.headers.get('cookie') ?? '')) headers.set('Cross-Origin-Opener-Policy', 'unsafe-none');
              setCacheControl(headers, statusCode);
              const { text, content } = splitDocument(Buffer.concat(chunks));
              const page = paintFirstDocument(text, wake);
              headers.set(SCRIPT_HASHES_HEADER, scriptHashSources(page.html, page.addedScripts).join(' '));
              const { body, etag } = joinDocument(page.html, content);
              clearTimeout(timer);
              resolve(
                notModified(request, headers, statusCode, etag) ??
                  new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { headers, status: statusCode }),
              );
              done();
            },
          });
          pipe(collect);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
  });
}

/** Client navigations fetch `*.data`; they answer the same plain 404 for a malformed query. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  return malformedQueryResponse(request) ?? response;
}

/**
 * Loader, action and render errors go to the server's structured log, which keeps query parameters and
 * values out (the default would print them to the console). Not-found answers are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  context.logError(error);
};
