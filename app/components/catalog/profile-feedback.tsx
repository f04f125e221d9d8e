import { useT } from '../../i18n/use-t.ts';
import { plural } from '../../i18n/plural.ts';
import { Rating } from './rating.tsx';
import classes from './profile.module.css';

export interface ReviewsData {
  total: number;
  average: number | null;
  breakdown: { rating: number; count: number }[] | null;
  items: { id: number; author_name: string; text: string; rating: number | null; reply: string | null; published_at: string | null }[];
}

export interface QuestionData {
  id: number;
  author_name: string;
  question: string;
  answer: string | null;
}

/** `2030-03-04T…` → `04.03.2030`: the same text on the server and in the browser. */
const day = (iso: string | null) => (iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : null);

/** The average, how many reviews gave each star (a hidden rating shows neither), then the latest reviews. */
export function ReviewList({ reviews }: { reviews: ReviewsData }) {
  const { t, locale } = useT();
  if (reviews.total === 0) return <p>{t('catalog.profile.reviews.none')}</p>;
  const widest = Math.max(1, ...(reviews.breakdown ?? []).map((row) => row.count));
  return (
    <>
      {reviews.average !== null && <Rating rating={reviews.average} reviews={reviews.total} />}
      {reviews.breakdown && (
        <ul className={classes.breakdown}>
          {reviews.breakdown.map((row) => (
            <li key={row.rating}>
              <span className="vz-visually-hidden">
                {t('catalog.profile.reviews.stars', { stars: plural(t, locale, 'catalog.review.star', row.rating), count: row.count })}
              </span>
              <span aria-hidden="true">{row.rating}★</span>
              <span className={classes.bar} aria-hidden="true">
                <span style={{ width: `${(row.count / widest) * 100}%` }} />
              </span>
              <span aria-hidden="true">{row.count}</span>
            </li>
          ))}
        </ul>
      )}
      {reviews.average === null && <p>{plural(t, locale, 'catalog.reviews', reviews.total)}</p>}
      <ul className={classes.feedback}>
        {reviews.items.map((review) => (
          <li key={review.id}>
            <article>
              <h3 className={classes.subheading}>
                {review.author_name}
                {review.rating !== null && (
                  <span className={classes.stars5}>
                    <span aria-hidden="true"> {'★'.repeat(review.rating)}</span>
                    <span className="vz-visually-hidden"> {t('rating.value', { rating: review.rating })}</span>
                  </span>
                )}
              </h3>
              {review.published_at && <p className={classes.note}>{day(review.published_at)}</p>}
              <p>{review.text}</p>
              {review.reply && (
                <blockquote className={classes.reply}>
                  <strong>{t('catalog.profile.reviews.reply')}:</strong> {review.reply}
                </blockquote>
              )}
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Published questions; answered ones show the answer (the same ones the FAQ markup lists). */
export function QuestionList({ questions }: { questions: readonly QuestionData[] }) {
  const { t } = useT();
  if (questions.length === 0) return <p>{t('catalog.profile.questions.none')}</p>;
  return (
    <ul className={classes.feedback}>
      {questions.map((item) => (
        <li key={item.id}>
          <article>
            <h3 className={classes.subheading}>{item.question}</h3>
            <p className={classes.note}>{item.author_name}</p>
            {item.answer && (
              <blockquote className={classes.reply}>
                <strong>{t('catalog.profile.questions.answer')}:</strong> {item.answer}
              </blockquote>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
