import type { TBookingService } from '../../../contracts/booking.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';
import classes from './booking.module.css';
import { formatKopecks } from '../../../contracts/numbers.ts';

type PricedService = Pick<TBookingService, 'cost' | 'promotion_cost' | 'duration' | 'is_nszu_free'>;

/** What the visit costs, in one phrase: "free by referral" for a service under the state programme (docs/decisions/307). */
export function servicePriceText(t: Translate, service: Omit<PricedService, 'duration'>): string {
  return service.is_nszu_free ? t('booking.price.nszu') : formatKopecks(service.promotion_cost ?? service.cost);
}

/** Price and duration of a service; a promotion shows the old price struck through. */
export function ServicePrice({ service }: { service: PricedService }) {
  const { t } = useT();
  const promoted = !service.is_nszu_free && service.promotion_cost !== null && service.promotion_cost < service.cost;
  return (
    <span className={classes.price}>
      {promoted ? (
        <>
          <del>
            <span className="vz-visually-hidden">{t('booking.price.old')} </span>
            {formatKopecks(service.cost)}
          </del>
          <strong className={classes.promo}>
            <span className="vz-visually-hidden">{t('booking.price.promotion')} </span>
            {formatKopecks(service.promotion_cost!)}
          </strong>
        </>
      ) : (
        <strong data-nszu={service.is_nszu_free || undefined}>{servicePriceText(t, service)}</strong>
      )}
      {' · '}
      {t('booking.duration', { n: service.duration })}
    </span>
  );
}
