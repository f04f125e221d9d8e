import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { TAppointment } from '../../../contracts/booking.ts';
import { visitMovePath } from '../../../contracts/visit-moves.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { WRAPPING } from '../waitlist/waitlist-parts.tsx';
import classes from './visit-moves.module.css';

/** On her visit's card while the clinic moves it (docs/decisions/309): what to do, and the page to do it on. */
export function MovingNotice({ appointment }: { appointment: Pick<TAppointment, 'id' | 'being_moved'> }) {
  const { t, locale } = useT();
  if (!appointment.being_moved) return null;
  return (
    <div className={classes.notice} data-being-moved={appointment.id}>
      <p>{t('visit.move.notice')}</p>
      <Button component={Link} to={localizedPath(visitMovePath(appointment.id), locale)} size="sm" styles={WRAPPING} data-action="visit-move">
        {t('visit.move.notice.open')}
      </Button>
    </div>
  );
}
