import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { readUpload } from './uploads.ts';

const A_YEAR = 365 * 24 * 60 * 60;

/** `GET /media/uploads/:file`: an uploaded image; its name is its content's hash, so it is cached for good. */
export const uploadRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { file: string } }>('/media/uploads/:file', async (request, reply) => {
    const file = await readUpload(db, request.params.file);
    if (!file) return reply.code(404).send({ message: 'Not Found' });
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', `public, max-age=${A_YEAR}, immutable`)
      .header('Content-Security-Policy', "default-src 'none'")
      .send(file.data);
  });
};
