import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { SCRIPT_HASHES_HEADER } from '../contracts/page-caching.ts';
import { withScriptHashes } from './plugins/security-headers.ts';
import { ownOrigin } from './request-origin.ts';

export type LoadContextFactory = (request: FastifyRequest) => AppLoadContext | Promise<AppLoadContext>;

/** Turns a Fastify request into the Fetch API request React Router expects. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  // The validated origin (trusted proxies only), so a strange Host cannot make `new URL` throw; joined as
  // text so a path like `//other.example/` stays a path instead of naming another host.
  const url = new URL(`${ownOrigin(request)}${request.url}`);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * A page allows its inline scripts by their hashes (app/script-hashes.server.ts), so its HTML and policy can be
 * shared by every visitor (docs/decisions/174).
 */
function allowScriptsByHash(reply: FastifyReply, hashes: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', withScriptHashes(policy, hashes));
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === SCRIPT_HASHES_HEADER) allowScriptsByHash(reply, value);
    else if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // A page is rendered whole (app/entry.server.tsx): sent as one buffer, not through a stream per request.
  if (response.headers.get('content-type')?.startsWith('text/html')) return reply.send(Buffer.from(await response.arrayBuffer()));
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/**
 * The build's own React Router makes its request handler: the production build bundles the router's production
 * copy (vite.config.ts), and a loader's `data()` or a page's error is only understood by the copy that made it.
 */
function requestHandlerOf(build: ServerBuild): typeof createRequestHandler {
  return (build.entry.module as { createRequestHandler?: typeof createRequestHandler }).createRequestHandler ?? createRequestHandler;
}

/**
 * Mounts the React Router app as the catch-all of the server. `getBuild` is called per request so the
 * development server can hand out a fresh build; production passes the imported build.
 */
export async function mountReactRouter(
  app: FastifyInstance,
  getBuild: () => Promise<ServerBuild>,
  getLoadContext: LoadContextFactory,
  mode: 'production' | 'development',
): Promise<void> {
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  await app.register(async (scope) => {
    // Pages read their own bodies (form actions): leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const build = await getBuild();
        let handler = handlers.get(build);
        if (!handler) handlers.set(build, (handler = requestHandlerOf(build)(build, mode)));
        const response = await handler(toWebRequest(request, reply), await getLoadContext(request));
        return sendWebResponse(reply, response);
      },
    });
  });
}
