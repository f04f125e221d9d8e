import type { questions_answers, reviews } from '../../db/schema/index.ts';
import { ANSWERS, QUESTIONS, REVIEW_TEXTS } from '../../db/demo-data/texts.ts';
import type { Random } from '../random.ts';
import { buildPersonName } from './people.ts';

export type ReviewRow = (typeof reviews)['$inferInsert'];
export type QuestionRow = (typeof questions_answers)['$inferInsert'];

const DAY = 24 * 60 * 60 * 1000;

/** A date within the last `days` days before `today`. */
export function daysBefore(random: Random, today: Date, days: number): Date {
  return new Date(today.getTime() - random.int(1, days) * DAY - random.int(0, DAY - 1));
}

/** A review: mostly positive, as on real medical marketplaces; most are published. */
export function buildReviewRow(
  random: Random,
  input: { doctor_id?: number | null; institution_id?: number | null; specialization_id?: number | null; patient_id?: number | null; today: Date },
): ReviewRow {
  const rating = random.weighted([
    [5, 62],
    [4, 20],
    [3, 10],
    [2, 5],
    [1, 3],
  ] as const);
  const mood = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
  const locale = random.chance(0.75) ? 'ua' : 'ru';
  const text = random.pick(REVIEW_TEXTS[mood]);
  const author = buildPersonName(random);
  const status = random.weighted([
    ['published', 85],
    ['new', 8],
    ['in_process', 4],
    ['rejected', 3],
  ] as const);
  const received = daysBefore(random, input.today, 720);
  return {
    doctor_id: input.doctor_id ?? null,
    institution_id: input.institution_id ?? null,
    specialization_id: input.specialization_id ?? null,
    patient_id: input.patient_id ?? null,
    status,
    rating,
    locale,
    author_name: locale === 'ua' ? author.first_name_ua : author.first_name_ru,
    text: locale === 'ua' ? text[0] : text[1],
    received_at: received,
    published_at: status === 'published' ? new Date(received.getTime() + random.int(1, 3) * DAY) : null,
  };
}

export function buildQuestionRow(
  random: Random,
  input: { doctor_id?: number | null; institution_id?: number | null; article_id?: number | null; today: Date },
): QuestionRow {
  const index = random.int(0, QUESTIONS.length - 1);
  const locale = random.chance(0.75) ? 'ua' : 'ru';
  const language = locale === 'ua' ? 0 : 1;
  const author = buildPersonName(random);
  const status = random.weighted([
    ['published', 70],
    ['processed', 10],
    ['in_process', 8],
    ['new', 12],
  ] as const);
  const received = daysBefore(random, input.today, 365);
  const answered = status === 'published' || status === 'processed';
  return {
    doctor_id: input.doctor_id ?? null,
    institution_id: input.institution_id ?? null,
    article_id: input.article_id ?? null,
    status,
    locale,
    author_name: language === 0 ? author.first_name_ua : author.first_name_ru,
    question: QUESTIONS[index][language],
    answer: answered ? ANSWERS[index][language] : null,
    received_at: received,
    published_at: status === 'published' ? new Date(received.getTime() + 2 * DAY) : null,
  };
}

/** Rating fields consistent with a list of reviews: the mean of published ones, two decimals. */
export function ratingOf(list: readonly Pick<ReviewRow, 'status' | 'rating'>[]): { rating: number; reviews_count: number } {
  const published = list.filter((r) => r.status === 'published');
  if (published.length === 0) return { rating: 0, reviews_count: 0 };
  const sum = published.reduce((total, r) => total + r.rating, 0);
  return { rating: Math.round((sum / published.length) * 100) / 100, reviews_count: published.length };
}

/**
 * One review per patient and target (docs/decisions/266): a patient drawn twice for the same doctor or clinic
 * signs only the first; the others stay as reviews from the public form. The draws themselves are unchanged.
 */
export function onePerPatient(rows: { patient_id?: number | null }[]): void {
  const seen = new Set<number>();
  for (const row of rows) {
    if (row.patient_id == null) continue;
    if (seen.has(row.patient_id)) row.patient_id = null;
    else seen.add(row.patient_id);
  }
}
