import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../app/i18n/catalogs.ts';
import type { TSubmissionAnswer, TSubmissionKind } from '../../contracts/feedback.ts';
import type { SubmissionContext, Submitted } from '../../features/feedback/guard.ts';
import type { Services } from '../../features/services.ts';
import { requestLocale } from './locale.ts';

type Submit = (body: never, context: SubmissionContext) => Promise<Submitted>;

/**
 * What visitors send from the public pages (SPEC §1, §3): reviews, questions, article comments, support,
 * callback and ambulance requests. Each `POST /public/<form>` answers `201 {data: {id, status, message}}`,
 * `422` per field in the request's language, `429` with `Retry-After`. Under `/public/` so no name can
 * collide with a back-office resource (`/reviews` is the moderators' list). The rules live in
 * features/feedback and features/support.
 */
export async function publicFormRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  // JSON only: a cross-site HTML form can post text/plain without a preflight; this answers it 400.
  api.removeContentTypeParser('text/plain');

  const forms: Record<string, { kind: TSubmissionKind; submit: Submit }> = {
    '/public/reviews': { kind: 'review', submit: services.feedback.submitReview },
    '/public/questions': { kind: 'question', submit: services.feedback.submitQuestion },
    '/public/article-comments': { kind: 'article-comment', submit: services.feedback.submitArticleComment },
    '/public/support-requests': { kind: 'support', submit: services.support.submitSupport },
    '/public/callback-requests': { kind: 'callback', submit: services.support.submitCallback },
    '/public/emergency-requests': { kind: 'emergency', submit: services.support.submitEmergency },
  };

  for (const [path, { kind, submit }] of Object.entries(forms)) {
    api.post(path, async (request: FastifyRequest, reply: FastifyReply) => {
      const locale = requestLocale(request);
      const submitted = await submit(request.body as never, { ip: request.ip, locale, user: request.sessionUser ?? null });
      const data: TSubmissionAnswer = { ...submitted, message: translate(locale, `feedback.${kind}.received`, { id: submitted.id }) };
      return reply.code(201).header('cache-control', 'no-store').send({ data });
    });
  }
}
