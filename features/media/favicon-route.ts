import type { FastifyPluginAsync } from 'fastify';

/** The site's icon: the brand green tile with a white "V" (SPEC §3 colours); drawn here, no image file. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1A4B48"/>' +
  '<path d="M17 18l15 30 15-30" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></svg>';

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
