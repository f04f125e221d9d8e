import type { FastifyInstance } from 'fastify';
import { webAppManifest } from '../app/components/install/web-app-manifest.server.ts';
import { LOCALES } from '../contracts/locale.ts';
import { APP_ICONS, WEB_APP_MANIFEST_TYPE, webAppManifestPath } from '../contracts/web-app.ts';
import { appIconPng } from '../features/media/app-icons.ts';

/**
 * The manifest changes with a release at most (names, shortcuts): a browser keeps it an hour, as the other
 * files at the root (server/static-assets.ts), and checks it again in the background after that.
 */
const MANIFEST_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
/** Icons change even more rarely; an installed app refreshes them when the manifest changes. */
const ICON_CACHE_CONTROL = 'public, max-age=86400';

/**
 * `GET /manifest.webmanifest`, `GET /ru/manifest.webmanifest` and the app icons (docs/decisions/247).
 * Registered before the React Router catch-all, whose 404 page would otherwise answer them.
 */
export async function webAppRoutes(app: FastifyInstance): Promise<void> {
  for (const locale of LOCALES) {
    const body = JSON.stringify(webAppManifest(locale));
    app.get(webAppManifestPath(locale), async (_request, reply) =>
      reply.header('Cache-Control', MANIFEST_CACHE_CONTROL).type(`${WEB_APP_MANIFEST_TYPE}; charset=utf-8`).send(body),
    );
  }
  for (const icon of APP_ICONS) {
    app.get(icon.path, async (_request, reply) =>
      reply
        .header('Cache-Control', ICON_CACHE_CONTROL)
        .header('Content-Security-Policy', "default-src 'none'")
        .type('image/png')
        .send(await appIconPng(icon.shape, icon.size)),
    );
  }
}
