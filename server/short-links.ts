import type { FastifyInstance } from 'fastify';
import { LOCALES } from '../contracts/locale.ts';
import { localizedPath } from '../contracts/page-url.ts';
import { waitlistOfferPath, waitlistShortPath } from '../contracts/waitlist.ts';
import { visitMovePath, visitMoveShortPath } from '../contracts/visit-moves.ts';

/**
 * `GET /w/{offer}` and `/ru/w/{offer}`: the short link an SMS of a waitlist offer carries, so that the message
 * fits one Cyrillic segment (docs/decisions/303). It leads to the offer's page in the cabinet, which asks whoever
 * is not signed in to sign in; it says nothing of the offer itself. Registered before the React Router catch-all.
 */
export async function shortLinkRoutes(app: FastifyInstance): Promise<void> {
  for (const locale of LOCALES) {
    app.get<{ Params: { id: string } }>(waitlistShortPath(0, locale).replace(/0$/, ':id'), async (request, reply) => {
      const { id } = request.params;
      if (!/^[1-9]\d{0,9}$/.test(id)) return reply.callNotFound();
      return reply.header('Cache-Control', 'no-store').redirect(localizedPath(waitlistOfferPath(Number(id)), locale), 302);
    });
    // `/m/{visit}`: a visit her clinic moves (docs/decisions/309).
    app.get<{ Params: { id: string } }>(visitMoveShortPath(0, locale).replace(/0$/, ':id'), async (request, reply) => {
      const { id } = request.params;
      if (!/^[1-9]\d{0,9}$/.test(id)) return reply.callNotFound();
      return reply.header('Cache-Control', 'no-store').redirect(localizedPath(visitMovePath(Number(id)), locale), 302);
    });
  }
}
