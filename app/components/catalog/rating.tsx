import { decimalComma } from '../../../contracts/numbers.ts';
import { useT } from '../../i18n/use-t.ts';
import { plural } from '../../i18n/plural.ts';
import './rating.css';

/**
 * The number after a drawn star, named for screen readers as an image ("Рейтинг 4,8 з 5"), and the count of
 * reviews ("25 відгуків"): two elements, as a listing shows fifty, styled by the image that begins them
 * (docs/decisions/278, 282).
 */
export function Rating({ rating, reviews }: { rating: number | null; reviews: number }) {
  const { t, locale } = useT();
  if (rating === null) return null;
  const value = decimalComma(rating);
  return (
    <p>
      <span role="img" aria-label={t('rating.value', { rating: value })}>
        {value}
      </span>
      {plural(t, locale, 'catalog.reviews', reviews)}
    </p>
  );
}
