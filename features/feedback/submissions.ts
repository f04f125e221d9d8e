import type { Database } from '../../db/client.ts';
import { blog_comments, questions_answers, reviews } from '../../db/schema/index.ts';
import {
  ZSubmitArticleCommentRequest,
  ZSubmitQuestionRequest,
  ZSubmitReviewRequest,
  type TSubmitArticleCommentRequest,
  type TSubmitQuestionRequest,
  type TSubmitReviewRequest,
} from '../../contracts/feedback.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { DROPPED, patientId, type SubmissionContext, type SubmissionGuard, type Submitted } from './guard.ts';
import { createTargets } from './targets.ts';
import { insertOneReview } from './one-review.ts';

/**
 * Reviews, questions and article comments from the public pages (SPEC §3). Each is stored as `new` and
 * waits for a moderator: nothing a visitor writes is ever shown before staff publish it
 * (features/feedback/moderation.ts).
 */
export function createFeedbackSubmissions(database: Database, { guard, messenger }: { guard: SubmissionGuard; messenger: Messenger }) {
  const { db } = database;
  const targets = createTargets(db);

  async function confirm(email: string | undefined, send: (email: string) => Promise<unknown>): Promise<void> {
    if (email && (await guard.mayConfirm(email))) await send(email);
  }

  return {
    async submitReview(input: TSubmitReviewRequest, context: SubmissionContext): Promise<Submitted> {
      const data = ZSubmitReviewRequest.parse(input, { reportInput: true });
      await guard.admit('review', context.ip);
      if (guard.isBot(data)) return DROPPED;
      const target = data.doctor_id
        ? await targets.doctor(data.doctor_id, context.locale, data.specialization_id)
        : { ...(await targets.institution(data.institution_id!, context.locale)), specializationId: data.specialization_id ?? null };
      // A signed-in patient has one review per doctor and clinic (docs/decisions/266): a second one is refused.
      const [row] = await insertOneReview('text', () =>
        db
          .insert(reviews)
          .values({
            status: 'new',
            doctor_id: data.doctor_id ?? null,
            institution_id: data.institution_id ?? null,
            specialization_id: target.specializationId,
            patient_id: patientId(context.user),
            locale: context.locale,
            author_name: data.author_name,
            author_email: data.email ?? null,
            author_phone: data.phone ?? null,
            text: data.text,
            rating: data.rating,
          })
          .returning({ id: reviews.id }),
      );
      await confirm(data.email, (email) => messenger.sendEmail(email, 'review.received', { name: data.author_name, target: target.name }, context.locale));
      return { id: row.id, status: 'new' };
    },

    async submitQuestion(input: TSubmitQuestionRequest, context: SubmissionContext): Promise<Submitted> {
      const data = ZSubmitQuestionRequest.parse(input, { reportInput: true });
      await guard.admit('question', context.ip);
      if (guard.isBot(data)) return DROPPED;
      if (data.doctor_id) await targets.doctor(data.doctor_id, context.locale);
      if (data.institution_id) await targets.institution(data.institution_id, context.locale);
      if (data.article_id) await targets.article(data.article_id);
      const [row] = await db
        .insert(questions_answers)
        .values({
          status: 'new',
          locale: context.locale,
          author_name: data.name,
          author_email: data.email,
          patient_id: patientId(context.user),
          question: data.text,
          doctor_id: data.doctor_id ?? null,
          institution_id: data.institution_id ?? null,
          article_id: data.article_id ?? null,
        })
        .returning({ id: questions_answers.id });
      await confirm(data.email, (email) => messenger.sendEmail(email, 'question.received', { name: data.name, question: data.text }, context.locale));
      return { id: row.id, status: 'new' };
    },

    /** No e-mail on this form (SPEC §3: name, phone, comment), so no confirmation beyond the answer. */
    async submitArticleComment(input: TSubmitArticleCommentRequest, context: SubmissionContext): Promise<Submitted> {
      const data = ZSubmitArticleCommentRequest.parse(input, { reportInput: true });
      await guard.admit('article-comment', context.ip);
      if (guard.isBot(data)) return DROPPED;
      await targets.article(data.article_id);
      const [row] = await db
        .insert(blog_comments)
        .values({
          status: 'new',
          article_id: data.article_id,
          user_id: patientId(context.user),
          locale: context.locale,
          author_name: data.name,
          phone: data.phone,
          text: data.comment,
        })
        .returning({ id: blog_comments.id });
      return { id: row.id, status: 'new' };
    },
  };
}

export type FeedbackSubmissions = ReturnType<typeof createFeedbackSubmissions>;
