import { sql, type SQL } from 'drizzle-orm';
import { epochMs, isoFromMs } from '../../db/sql.ts';
import { parseJson } from './doctor-cards.ts';

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

/** What {@link feedbackColumns} adds to a profile's row: JSON text, null when there is nothing. */
export interface FeedbackColumns {
  review_counts: string | null;
  review_items: string | null;
  question_items: string | null;
}

type ReviewTuple = [number, string, string, number, string | null, 'ua' | 'ru', number | null];
type QuestionTuple = [number, string, string, string | null, 'ua' | 'ru', number | null];

/**
 * A profile's published, untrashed reviews (the count per star and the latest {@link PROFILE_REVIEWS}) and
 * questions (the latest {@link PROFILE_QUESTIONS}), as three JSON columns of the profile's own statement:
 * one round trip for the page instead of four (docs/decisions/312). `owner` is the profile row's id, `column`
 * the feedback's column that names it.
 */
export function feedbackColumns(column: 'doctor_id' | 'institution_id', owner: SQL): SQL {
  const of = sql`${sql.raw(column)} = ${owner} and status = 'published' and deleted_at is null`;
  const newest = sql.raw('published_at desc nulls last, id desc');
  return sql`(select json_agg(json_build_array(rating, n)) from (select rating, count(*)::int as n from reviews where ${of} group by rating) counts)::text
      as review_counts,
    (select json_agg(json_build_array(id, author_name, "text", rating, reply, locale, published_ms) order by ${newest})
      from (select id, author_name, "text", rating, reply, locale, published_at, ${epochMs(sql`published_at`)} as published_ms
        from reviews where ${of} order by ${newest} limit ${PROFILE_REVIEWS}) latest)::text as review_items,
    (select json_agg(json_build_array(id, author_name, question, answer, locale, published_ms) order by ${newest})
      from (select id, author_name, question, answer, locale, published_at, ${epochMs(sql`published_at`)} as published_ms
        from questions_answers where ${of} order by ${newest} limit ${PROFILE_QUESTIONS}) latest)::text as question_items`;
}

/** The reviews block of a row read with {@link feedbackColumns}; star ratings left out when the doctor hides them. */
export function reviewsBlock(row: FeedbackColumns, { showRating = true } = {}): ReviewsBlock {
  const counts = parseJson<[number, number][]>(row.review_counts);
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const stars = counts.reduce((sum, [rating, count]) => sum + rating * count, 0);
  const breakdown = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: counts.find(([stars]) => stars === rating)?.[1] ?? 0 }));
  return {
    total,
    average: showRating && total > 0 ? Math.round((stars / total) * 100) / 100 : null,
    breakdown: showRating ? breakdown : null,
    items: parseJson<ReviewTuple[]>(row.review_items).map(([id, author_name, text, rating, reply, locale, published]) => ({
      id,
      author_name,
      text,
      rating: showRating ? rating : null,
      reply,
      locale,
      published_at: isoFromMs(published),
    })),
  };
}

/** The questions of a row read with {@link feedbackColumns}, the latest first. */
export function questionItems(row: FeedbackColumns): QuestionItem[] {
  return parseJson<QuestionTuple[]>(row.question_items).map(([id, author_name, question, answer, locale, published]) => ({
    id,
    author_name,
    question,
    answer,
    locale,
    published_at: isoFromMs(published),
  }));
}
