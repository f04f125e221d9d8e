import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { epochMs, isoFromMs, selectRows } from '../../db/sql.ts';

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

function targetCondition(target: FeedbackTarget): SQL {
  return 'doctorId' in target ? sql`doctor_id = ${target.doctorId}` : sql`institution_id = ${target.institutionId}`;
}

/** Published, untrashed reviews of a doctor or an institution with the 1–5 breakdown. */
export async function loadReviews(db: Db, target: FeedbackTarget, { showRating = true, limit = PROFILE_REVIEWS } = {}): Promise<ReviewsBlock> {
  const where = sql`${targetCondition(target)} and status = 'published' and deleted_at is null`;
  const [counts, items] = await Promise.all([
    selectRows<{ rating: number; count: number }>(db, sql`select rating::int as rating, count(*)::int as count from reviews where ${where} group by rating`),
    selectRows<Omit<ReviewItem, 'published_at'> & { published_ms: number | null }>(
      db,
      sql`select id, author_name, text, rating::int as rating, reply, locale, ${epochMs(sql`published_at`)} as published_ms
          from reviews where ${where} order by published_at desc nulls last, id desc limit ${limit}`,
    ),
  ]);
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  const stars = counts.reduce((sum, row) => sum + row.rating * row.count, 0);
  const breakdown = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: counts.find((row) => row.rating === rating)?.count ?? 0 }));
  return {
    total,
    average: showRating && total > 0 ? Math.round((stars / total) * 100) / 100 : null,
    breakdown: showRating ? breakdown : null,
    items: items.map(({ published_ms, ...item }) => ({ ...item, rating: showRating ? item.rating : null, published_at: isoFromMs(published_ms) })),
  };
}

/** Published questions with their answers, the latest first. */
export async function loadQuestions(db: Db, target: FeedbackTarget, { limit = PROFILE_QUESTIONS } = {}): Promise<QuestionItem[]> {
  const rows = await selectRows<Omit<QuestionItem, 'published_at'> & { published_ms: number | null }>(
    db,
    sql`select id, author_name, question, answer, locale, ${epochMs(sql`published_at`)} as published_ms
        from questions_answers where ${targetCondition(target)} and status = 'published' and deleted_at is null
        order by published_at desc nulls last, id desc limit ${limit}`,
  );
  return rows.map(({ published_ms, ...item }) => ({ ...item, published_at: isoFromMs(published_ms) }));
}
