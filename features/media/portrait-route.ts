import type { FastifyPluginAsync } from 'fastify';
import { portraitSeed, renderPortrait } from './portrait.ts';

const A_YEAR = 365 * 24 * 60 * 60;

/** `GET /media/portraits/:file`: the demo doctors' portraits, drawn on demand; the file name fixes the picture. */
export const portraitRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/media/portraits/:file', async (request, reply) => {
    const seed = portraitSeed(request.params.file);
    if (!seed) return reply.code(404).send({ message: 'Not Found' });
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', `public, max-age=${A_YEAR}, immutable`)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderPortrait(seed));
  });
};
