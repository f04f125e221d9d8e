import type { FastifyInstance } from 'fastify';
import * as routes from '../../contracts/routes/content-pages.ts';
import { createPageBlocks } from '../../features/content/page-blocks.ts';
import type { Services } from '../../features/services.ts';
import { register } from './register-route.ts';

/** The back office's content pages (docs/decisions/288), declared in contracts/routes/content-pages.ts. */
export async function contentPageRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const blocks = createPageBlocks(services.database.db);
  register(api, routes.reorderContentBlocks, async ({ params, body, user }) => ({ data: await blocks.reorder(params.id, body, user) }));
}
