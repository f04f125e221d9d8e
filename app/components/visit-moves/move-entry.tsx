import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { WRAPPING } from '../waitlist/waitlist-parts.tsx';
import { partnerVisitMoveSource } from './visit-moves-api.ts';
import booking from '../booking/booking.module.css';

/** Beside a clinic's status in the cabinet: the way to move every visit of a range there (docs/decisions/309). */
export function VisitMoveEntry({ institutionId }: { institutionId: number }) {
  const { t, locale } = useT();
  return (
    <section className={booking.card} aria-labelledby="visit-move-entry" data-visit-move-entry>
      <h2 id="visit-move-entry" className={booking.cardTitle}>
        {t('visit.move.title')}
      </h2>
      <p className={booking.muted}>{t('visit.move.entry.hint')}</p>
      <div className={booking.actions}>
        <Button
          component={Link}
          to={localizedPath(`${partnerVisitMoveSource.basePath}?institution=${institutionId}`, locale)}
          variant="outline"
          styles={WRAPPING}
          data-action="visit-move-open"
        >
          {t('visit.move.nav')}
        </Button>
      </div>
    </section>
  );
}
