import type { FastifyInstance } from 'fastify';
import { translate } from '../../app/i18n/catalogs.ts';
import type { TSubmissionAnswer, TSubmissionKind } from '../../contracts/feedback.ts';
import type { RouteDeclaration } from '../../contracts/routes/define.ts';
import * as forms from '../../contracts/routes/public-forms.ts';
import type { SubmissionContext, Submitted } from '../../features/feedback/guard.ts';
import type { Services } from '../../features/services.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

type Submit = (body: never, context: SubmissionContext) => Promise<Submitted>;
type FormRoute = typeof forms.submitReview | typeof forms.submitQuestion | typeof forms.submitArticleComment;

/**
 * What visitors send from the public pages (SPEC §1, §3): reviews, questions, article comments, support,
 * callback and ambulance requests, declared in contracts/routes/public-forms.ts. Under `/public/` so no
 * name can collide with a back-office resource (`/reviews` is the moderators' list). The rules live in
 * features/feedback and features/support.
 */
export async function publicFormRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  // JSON only: a cross-site HTML form can post text/plain without a preflight; this answers it 400.
  api.removeContentTypeParser('text/plain');

  const handled: [RouteDeclaration, TSubmissionKind, Submit][] = [
    [forms.submitReview, 'review', services.feedback.submitReview],
    [forms.submitQuestion, 'question', services.feedback.submitQuestion],
    [forms.submitArticleComment, 'article-comment', services.feedback.submitArticleComment],
    [forms.submitSupportRequest, 'support', services.support.submitSupport],
    [forms.submitCallbackRequest, 'callback', services.support.submitCallback],
    [forms.submitEmergencyRequest, 'emergency', services.support.submitEmergency],
  ];

  for (const [declaration, kind, submit] of handled) {
    // The six forms answer alike; one declaration's types stand for all of them.
    register(api, declaration as FormRoute, async ({ body, request, reply }) => {
      const locale = requestLocale(request);
      const submitted = await submit(body as never, { ip: request.ip, locale, user: request.sessionUser ?? null });
      const data: TSubmissionAnswer = { ...submitted, message: translate(locale, `feedback.${kind}.received`, { id: submitted.id }) };
      // Only a receipt is never stored; a refusal answers as every other error.
      reply.header('cache-control', 'no-store');
      return { data };
    });
  }
}
