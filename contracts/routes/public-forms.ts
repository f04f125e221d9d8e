import type { z } from 'zod';
import {
  ZSubmissionAnswer,
  ZSubmitArticleCommentRequest,
  ZSubmitCallbackRequest,
  ZSubmitEmergencyRequest,
  ZSubmitQuestionRequest,
  ZSubmitReviewRequest,
  ZSubmitSupportRequest,
} from '../feedback.ts';
import { route } from './define.ts';

/**
 * What visitors send from the public pages (SPEC §1, §3): each `POST /public/<form>` answers
 * `201 {data: {id, status, message}}`, `422` per field, `429` with `Retry-After`. The services of
 * features/feedback and features/support read the bodies with these schemas (`bodyUnchecked`).
 */
function form<const P extends string, const O extends string, B extends z.ZodType>(path: P, operationId: O, body: B, summary: string, description = '') {
  return route({
    method: 'POST',
    path,
    access: { anyone: true },
    body,
    bodyUnchecked: true,
    answer: { status: 201, schema: ZSubmissionAnswer, description: 'received' },
    errors: { 400: 'not JSON', 422: 'per-field errors; unknown keys refused', 429: 'too many submissions, try again in N seconds' },
    operationId,
    summary,
    description,
    tag: 'public forms',
  });
}

export const submitReview = form(
  'public/reviews',
  'submitReview',
  ZSubmitReviewRequest,
  'Review of a doctor or a medical institution',
  'A confirmation e-mail goes to `email` when given.',
);
export const submitQuestion = form(
  'public/questions',
  'submitQuestion',
  ZSubmitQuestionRequest,
  'Question to a doctor, a clinic or under an article',
  'The answer is e-mailed once staff answer it.',
);
export const submitArticleComment = form('public/article-comments', 'submitArticleComment', ZSubmitArticleCommentRequest, 'Comment under a blog article');
export const submitSupportRequest = form(
  'public/support-requests',
  'submitSupportRequest',
  ZSubmitSupportRequest,
  'Message to support',
  'E-mail or phone required; a confirmation e-mail goes to `email`.',
);
export const submitCallbackRequest = form('public/callback-requests', 'submitCallbackRequest', ZSubmitCallbackRequest, '"Call me back" request');
export const submitEmergencyRequest = form(
  'public/emergency-requests',
  'submitEmergencyRequest',
  ZSubmitEmergencyRequest,
  'Ambulance request; the operator calls back',
);
