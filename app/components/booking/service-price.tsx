import type { TBookingService } from '../../../contracts/booking.ts';
import { useT } from '../../i18n/use-t.ts';
import classes from './booking.module.css';
import { formatKopecks } from '../../../contracts/numbers.ts';

/** Price and duration of a service; a promotion shows the old price struck through. */
export function ServicePrice({ service }: { service: Pick<TBookingService, 'cost' | 'promotion_cost' | 'duration'> }) {
  const { t } = useT();
  const promoted = service.promotion_cost !== null && service.promotion_cost < service.cost;
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
        <strong>{formatKopecks(service.cost)}</strong>
      )}
      {' · '}
      {t('booking.duration', { n: service.duration })}
    </span>
  );
}
