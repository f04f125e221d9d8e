import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerBuild } from 'react-router';
import { BUILD_GLOBAL, type WorkerBuild } from '../app/service-worker/messages.ts';
import { LOADER_PATH } from '../app/paint-first.server.ts';

/**
 * Route modules whose files make the app shell (docs/decisions/250): the document and the public layout
 * every page to read uses. Other hashed files are kept in the shell cache the first time they are used.
 */
const SHELL_ROUTES = ['root', 'ua:layout-main', 'ru:layout-main'];
/** The loader every page runs (named by its text, docs/decisions/282), and the icon the offline page draws. */
const SHELL_EXTRAS = [LOADER_PATH, '/favicon.svg'];

type Assets = ServerBuild['assets'];

/** Where scripts/build-service-worker.ts writes the bundled worker. */
export const WORKER_BUNDLE = resolve('build/worker/sw.js');

/** The app shell of a build: the entry, the manifest, the shell routes' modules and styles, the loader, the icon. */
export function precacheList(assets: Assets): string[] {
  const files = [assets.entry.module, ...assets.entry.imports, assets.url];
  for (const id of SHELL_ROUTES) {
    const route = assets.routes[id];
    if (route) files.push(route.module, ...(route.imports ?? []), ...(route.css ?? []));
  }
  // React Router marks some stylesheets with a trailing `#`; the file is the same.
  return [...new Set(files.map((file) => file.replace(/#.*$/, '')))].concat(SHELL_EXTRAS);
}

/** The worker's text: the build it belongs to, then the bundled code. Its version is tied to both. */
export function workerSource(assets: Assets, bundle: string): { source: string; version: string } {
  const version = createHash('sha256').update(assets.version).update('\0').update(bundle).digest('hex').slice(0, 16);
  const build: WorkerBuild = { version, precache: precacheList(assets) };
  return { source: `self.${BUILD_GLOBAL}=${JSON.stringify(build)};\n${bundle}`, version };
}

/**
 * In development a worker would only serve stale files: this one removes itself and the caches of an
 * earlier production run on the same address.
 */
export const RETIRING_WORKER = `self.addEventListener('install',()=>self.skipWaiting());
self.addEventListener('activate',(event)=>event.waitUntil(caches.keys().then((names)=>Promise.all(names.filter((name)=>name.startsWith('vz-')).map((name)=>caches.delete(name)))).then(()=>self.registration.unregister())));
`;

export interface ServiceWorkerOptions {
  getBuild: () => Promise<ServerBuild>;
  /** The bundled worker (`build/worker/sw.js`, scripts/build-service-worker.ts); absent or missing: the retiring worker. */
  bundleFile?: string;
}

/**
 * `GET /sw.js` (SPEC §4, §7, §9): from the site root, so it may control every page; never kept by HTTP
 * caches, since browsers compare it byte for byte to find a new version (checked every 20 s).
 */
export const serviceWorkerRoute: FastifyPluginAsync<ServiceWorkerOptions> = async (app, { getBuild, bundleFile }) => {
  const bundle = bundleFile ? await readFile(bundleFile, 'utf8').catch(() => undefined) : undefined;
  if (bundleFile && bundle === undefined) app.log.warn('no service worker bundle in the build: /sw.js retires any installed worker');
  const sources = new WeakMap<ServerBuild, { source: string; etag: string }>();

  async function current(): Promise<{ source: string; etag: string }> {
    if (bundle === undefined) return { source: RETIRING_WORKER, etag: '"retiring"' };
    const build = await getBuild();
    let known = sources.get(build);
    if (!known) {
      const { source, version } = workerSource(build.assets, bundle);
      known = { source, etag: `"${version}"` };
      sources.set(build, known);
    }
    return known;
  }

  app.get('/sw.js', async (request, reply) => {
    const { source, etag } = await current();
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(source);
  });
};
