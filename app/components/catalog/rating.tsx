import { decimalComma } from '../../../contracts/numbers.ts';
import { useT } from '../../i18n/use-t.ts';
import { plural } from '../../i18n/plural.ts';
import classes from './cards.module.css';

/** Stars as text for screen readers ("Рейтинг 4,8 з 5"), the number and the count of reviews ("25 відгуків"). */
export function Rating({ rating, reviews }: { rating: number | null; reviews: number }) {
  const { t, locale } = useT();
  if (rating === null) return null;
  const value = decimalComma(rating);
  return (
    <p className={classes.rating}>
      <span className={classes.star} aria-hidden="true">
        ★
      </span>
      <span className="vz-visually-hidden">{t('rating.value', { rating: value })}</span>
      <span aria-hidden="true">{value}</span>
      <span className={classes.reviews}>{plural(t, locale, 'catalog.reviews', reviews)}</span>
    </p>
  );
}
