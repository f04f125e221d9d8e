import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questions_answers, reviews } from '../../db/schema/index.ts';

/** Reviews and questions shown on a profile; the rest is for a "more" page later. */
export const PROFILE_REVIEWS = 20;
export const PROFILE_QUESTIONS = 20;

/** A published review, as written (visitor text is never translated; `locale` says its language). */
export interface ReviewItem {
  id: number;
  author_name: string;
  text: string;
  /** 1–5; null when the doctor hides the rating. */
  rating: number | null;
  reply: string | null;
  locale: 'ua' | 'ru';
  published_at: string | null;
}

export interface ReviewsBlock {
  /** Published reviews in all. */
  total: number;
  /** Mean of the published ratings, two decimals; null when hidden or none. */
  average: number | null;
  /** Count per star, 5 down to 1; null when the rating is hidden. */
  breakdown: { rating: number; count: number }[] | null;
  /** The latest published first. */
  items: ReviewItem[];
}

export interface QuestionItem {
  id: number;
  author_name: string;
  question: string;
  answer: string | null;
  locale: 'ua' | 'ru';
  published_at: string | null;
}

export type FeedbackTarget = { doctorId: number } | { institutionId: number };

/** Published, untrashed feedback of the target in `table`. */
function published(table: typeof reviews | typeof questions_answers, target: FeedbackTarget) {
  const ofTarget = 'doctorId' in target ? eq(table.doctor_id, target.doctorId) : eq(table.institution_id, target.institutionId);
  return and(ofTarget, eq(table.status, 'published'), isNull(table.deleted_at));
}

/** Published, untrashed reviews of a doctor or an institution with the 1–5 breakdown. */
export async function loadReviews(db: Db, target: FeedbackTarget, { showRating = true, limit = PROFILE_REVIEWS } = {}): Promise<ReviewsBlock> {
  const where = published(reviews, target);
  const [counts, items] = await Promise.all([
    db.select({ rating: reviews.rating, count: count() }).from(reviews).where(where).groupBy(reviews.rating),
    db
      .select({
        id: reviews.id,
        author_name: reviews.author_name,
        text: reviews.text,
        rating: reviews.rating,
        reply: reviews.reply,
        locale: reviews.locale,
        published_at: reviews.published_at,
      })
      .from(reviews)
      .where(where)
      .orderBy(sql`${reviews.published_at} desc nulls last`, desc(reviews.id))
      .limit(limit),
  ]);
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  const stars = counts.reduce((sum, row) => sum + row.rating * row.count, 0);
  const breakdown = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: counts.find((row) => row.rating === rating)?.count ?? 0 }));
  return {
    total,
    average: showRating && total > 0 ? Math.round((stars / total) * 100) / 100 : null,
    breakdown: showRating ? breakdown : null,
    items: items.map((item) => ({ ...item, rating: showRating ? item.rating : null, published_at: item.published_at?.toISOString() ?? null })),
  };
}

/** Published questions with their answers, the latest first. */
export async function loadQuestions(db: Db, target: FeedbackTarget, { limit = PROFILE_QUESTIONS } = {}): Promise<QuestionItem[]> {
  const rows = await db
    .select({
      id: questions_answers.id,
      author_name: questions_answers.author_name,
      question: questions_answers.question,
      answer: questions_answers.answer,
      locale: questions_answers.locale,
      published_at: questions_answers.published_at,
    })
    .from(questions_answers)
    .where(published(questions_answers, target))
    .orderBy(sql`${questions_answers.published_at} desc nulls last`, desc(questions_answers.id))
    .limit(limit);
  return rows.map((item) => ({ ...item, published_at: item.published_at?.toISOString() ?? null }));
}
