import { decimalComma } from '../../../contracts/numbers.ts';
import { useT } from '../../i18n/use-t.ts';
import { plural } from '../../i18n/plural.ts';
import classes from './cards.module.css';

/**
 * Stars as text for screen readers ("Рейтинг 4,8 з 5"), the number after a drawn star and the count of reviews
 * ("25 відгуків"): three elements, as a listing shows fifty (docs/decisions/278).
 */
export function Rating({ rating, reviews }: { rating: number | null; reviews: number }) {
  const { t, locale } = useT();
  if (rating === null) return null;
  const value = decimalComma(rating);
  return (
    <p className={classes.rating}>
      <span className="vz-visually-hidden">{t('rating.value', { rating: value })}</span>
      <span aria-hidden="true">{value}</span>
      {plural(t, locale, 'catalog.reviews', reviews)}
    </p>
  );
}
