import type { FastifyInstance } from 'fastify';
import { MESSAGES_FILE_PREFIX } from '../app/i18n/messages-file.ts';
import { messagesFiles } from '../app/i18n/page-messages.server.ts';
import { IMMUTABLE } from './static-assets.ts';

/**
 * `GET /assets/messages/{locale}.{scope}.{hash}.json`: the pages' messages (docs/decisions/277). Named by their
 * content, so kept for good; a name of an earlier build (a tab opened before a deployment) gets today's
 * messages of its language and scope, not kept, rather than a page that can never wake.
 */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  const files = messagesFiles();
  const byPath = new Map(files.map((file) => [file.path, file]));
  app.get(`${MESSAGES_FILE_PREFIX}:file`, async (request, reply) => {
    const exact = byPath.get(request.url.split('?')[0]);
    const [locale, scope] = (request.params as { file: string }).file.split('.');
    const file = exact ?? files.find((candidate) => candidate.locale === locale && candidate.scope === scope);
    if (!file) return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not Found' });
    return reply
      .header('Cache-Control', exact ? IMMUTABLE : 'no-cache')
      .header('Content-Security-Policy', "default-src 'none'")
      .type('application/json; charset=utf-8')
      .send(file.json);
  });
}
