import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { readUpload, readUploadVariant } from './uploads.ts';

const A_YEAR = 365 * 24 * 60 * 60;

/**
 * `GET /media/uploads/:file`: an uploaded image; its name is its content's hash, so it is cached for good.
 * `?w=480` (a width of UPLOAD_VARIANT_WIDTHS) answers a narrower copy for `srcset`; another width is not found.
 */
export const uploadRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/media/uploads/:file', async (request, reply) => {
    const { w } = request.query;
    const file =
      w === undefined
        ? await readUpload(db, request.params.file)
        : /^\d{1,4}$/.test(w)
          ? await readUploadVariant(db, request.params.file, Number(w))
          : undefined;
    if (!file) return reply.code(404).send({ message: 'Not Found' });
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', `public, max-age=${A_YEAR}, immutable`)
      .header('Content-Security-Policy', "default-src 'none'")
      .send(file.data);
  });
};
