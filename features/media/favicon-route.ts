import type { FastifyPluginAsync } from 'fastify';
import { appIconSvg } from './app-icons.ts';

/** The site's icon: the brand green tile with a white "V" (SPEC §3 colours); drawn in code, no image file. */
export const FAVICON_SVG = appIconSvg('any');

/** `GET /favicon.svg`; the root names it with `<link rel="icon">`, so browsers do not ask for `/favicon.ico`. */
export const faviconRoute: FastifyPluginAsync = async (app) => {
  app.get('/favicon.svg', async (_request, reply) =>
    reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(FAVICON_SVG),
  );
};
