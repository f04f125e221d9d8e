import { z } from 'zod';
import {
  ZSubmissionAnswer,
  ZSubmitArticleCommentRequest,
  ZSubmitCallbackRequest,
  ZSubmitEmergencyRequest,
  ZSubmitQuestionRequest,
  ZSubmitReviewRequest,
  ZSubmitSupportRequest,
} from '../../contracts/feedback.ts';
import { SUBMISSION_LIMITS } from '../../features/feedback/guard.ts';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _omit, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};
const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });

function form(summary: string, schema: z.ZodType, description = '') {
  const { limit, windowSeconds } = SUBMISSION_LIMITS.perIp;
  return {
    post: {
      tags: ['public forms'],
      summary,
      description: `${description} Stored as \`new\` for moderation; nothing is published automatically. At most ${limit} per address every ${windowSeconds / 60} minutes. The language is the request's Accept-Language. Texts are plain text, never HTML.`.trim(),
      security: [],
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(schema, 'input') } } },
      responses: {
        201: { description: 'received', content: { 'application/json': { schema: jsonSchema(ZSubmissionAnswer, 'output') } } },
        400: error('not JSON'),
        422: error('per-field errors; unknown keys refused'),
        429: { ...error('too many submissions, try again in N seconds'), headers: { 'Retry-After': { schema: { type: 'integer' } } } },
      },
    },
  };
}

/** OpenAPI paths of the public forms (server/api/public-forms.ts). */
export function publicFormsOpenApiPaths(): Record<string, unknown> {
  return {
    '/api/v1/public/reviews': form('Review of a doctor or a medical institution', ZSubmitReviewRequest, 'A confirmation e-mail goes to `email` when given.'),
    '/api/v1/public/questions': form('Question to a doctor, a clinic or under an article', ZSubmitQuestionRequest, 'The answer is e-mailed once staff answer it.'),
    '/api/v1/public/article-comments': form('Comment under a blog article', ZSubmitArticleCommentRequest),
    '/api/v1/public/support-requests': form('Message to support', ZSubmitSupportRequest, 'E-mail or phone required; a confirmation e-mail goes to `email`.'),
    '/api/v1/public/callback-requests': form('"Call me back" request', ZSubmitCallbackRequest),
    '/api/v1/public/emergency-requests': form('Ambulance request; the operator calls back', ZSubmitEmergencyRequest),
  };
}
