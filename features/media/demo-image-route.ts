import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { COVER_FILE, institutionTypeIcon, renderBlogCover, renderPromotionBanner, TYPE_FILE } from './demo-images.ts';
import { renderIconSvg } from './icon-route.ts';

const A_DAY = 24 * 60 * 60;

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', `public, max-age=${A_DAY}`)
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);

const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not Found' });

/**
 * The demo data's `/images/…` pictures (blog covers, promotion banners, institution type icons), drawn on
 * demand (demo-images.ts). Staff uploads live elsewhere; these names only ever come from the seed.
 */
export const demoImageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/images/blog/:file', async (request, reply) => {
    const match = COVER_FILE.exec(request.params.file);
    return match ? sendSvg(reply, renderBlogCover(Number(match[1]))) : notFound(reply);
  });
  app.get<{ Params: { file: string } }>('/images/promotions/:file', async (request, reply) => {
    const match = COVER_FILE.exec(request.params.file);
    return match ? sendSvg(reply, renderPromotionBanner(Number(match[1]))) : notFound(reply);
  });
  app.get<{ Params: { file: string } }>('/images/institution-types/:file', async (request, reply) => {
    const type = institutionTypeIcon(TYPE_FILE.exec(request.params.file)?.[1] ?? '');
    const svg = type && (await renderIconSvg(type.icon, type.color));
    return svg ? sendSvg(reply, svg) : notFound(reply);
  });
};
