import { SiteLink } from '../site-link.tsx';
import type { PromotionCard as PromotionCardData, PromotionDiscount } from '../../../contracts/content.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { CoverImage } from './cover-image.tsx';
import { formatHryvnias } from '../../../contracts/numbers.ts';
import { formatDate } from './format.ts';
import classes from './cards.module.css';

/** "−20%" or "−150 грн". */
export function discountLabel(discount: PromotionDiscount, t: Translate): string {
  return discount.type === 'percentage'
    ? t('content.promotion.discount.percentage', { value: discount.value })
    : t('content.promotion.discount.amount', { value: formatHryvnias(discount.value) });
}

/** "Постійна акція", "До 15 жовтня 2024" or "З 1 вересня 2024". */
export function promotionPeriod(promotion: Pick<PromotionCardData, 'kind' | 'start_at' | 'end_at'>, t: Translate): string {
  if (promotion.end_at) return t('content.promotion.until', { date: formatDate(promotion.end_at, t) });
  if (promotion.kind === 'permanent' || !promotion.start_at) return t('content.promotion.permanent');
  return t('content.promotion.since', { date: formatDate(promotion.start_at, t) });
}

/** A running promotion in a list: discount, name, what it is, until when, how many offers and from what price. */
export function PromotionCard({ promotion, headingLevel = 2 }: { promotion: PromotionCardData; headingLevel?: 2 | 3 }) {
  const { t, locale } = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={classes.card}>
      <div className={classes.cover} data-variant="promotion">
        {promotion.image && <CoverImage src={promotion.image} width={480} height={270} loading="lazy" decoding="async" />}
        <span className={classes.badge}>{discountLabel(promotion.discount, t)}</span>
      </div>
      <div className={classes.body}>
        <Heading className={classes.name}>
          <SiteLink to={localizedPath(`/promotions/${promotion.slug}`, locale)} className={classes.cardLink}>
            {promotion.name}
          </SiteLink>
        </Heading>
        {promotion.short_description && <p className={classes.text}>{promotion.short_description}</p>}
        <p className={classes.meta}>{promotionPeriod(promotion, t)}</p>
        {promotion.participants_count > 0 && (
          <p className={classes.meta}>
            {t('content.promotion.offers', { n: promotion.participants_count })}
            {promotion.price_from !== null && <> · {t('content.promotion.price.from', { price: formatHryvnias(promotion.price_from) })}</>}
          </p>
        )}
      </div>
    </article>
  );
}
