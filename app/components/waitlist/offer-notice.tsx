import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { TWaitlistOffer } from '../../../contracts/waitlist.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDayLong } from '../booking/format.ts';
import { OfferCountdown, WRAPPING } from './waitlist-parts.tsx';
import { waitlistOfferPath } from './waitlist-paths.ts';
import bookingClasses from '../booking/booking.module.css';
import classes from './waitlist.module.css';

/** An open offer at the top of her list: the time, whose, how long it is still hers, and the way to answer it. */
export function OfferNotice({ offer, answeredAt, onExpire }: { offer: TWaitlistOffer; answeredAt: number; onExpire: () => void }) {
  const { t, locale } = useT();
  const headingId = `waitlist-offer-${offer.id}`;
  const place = offer.format === 'online' ? t('booking.format.online') : offer.institution?.name;
  return (
    <section className={classes.offer} aria-labelledby={headingId} data-waitlist-offer={offer.id}>
      <h2 className={classes.offerTitle} id={headingId}>
        {t('waitlist.offer.banner', { day: formatDayLong(locale, offer.date), time: offer.time })}
      </h2>
      <p className={bookingClasses.muted}>{[offer.doctor.name, offer.service.name, place].filter(Boolean).join(' · ')}</p>
      <OfferCountdown secondsLeft={offer.seconds_left} answeredAt={answeredAt} onExpire={onExpire} />
      <div className={bookingClasses.actions}>
        <Button component={Link} to={localizedPath(waitlistOfferPath(offer.id), locale)} size="md" styles={WRAPPING} data-action="waitlist-offer-open">
          {t('waitlist.offer.open')}
        </Button>
      </div>
    </section>
  );
}
