import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useSecondsLeft } from '../account/countdown.ts';
import { formatMmSs, isCountdownMilestone } from './format.ts';
import classes from './booking.module.css';

/**
 * The hold's countdown (SPEC §4: "reserved with a countdown"), mm:ss from the server's `seconds_left`.
 * The visible timer is not live (it would be read every second); a separate polite region speaks at
 * milestones (every minute from five, 30 and 10 seconds). `onExpire` runs once at zero.
 */
export function HoldCountdown({ deadline, onExpire }: { deadline: number; onExpire: () => void }) {
  const { t } = useT();
  const seconds = useSecondsLeft(deadline);
  const [spoken, setSpoken] = useState('');
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    if (isCountdownMilestone(seconds)) setSpoken(t('booking.hold.left.announce', { time: formatMmSs(seconds) }));
    if (seconds === 0 && !expired.current) {
      expired.current = true;
      expire.current();
    }
    // Only a new second matters: `t` is a new function on every render.
  }, [seconds]);

  return (
    <div>
      <span className={classes.muted}>{t('booking.hold.left')}</span>{' '}
      <span role="timer" aria-live="off" className={classes.timer} data-countdown>
        {formatMmSs(seconds)}
      </span>
      <span role="status" aria-live="polite" aria-atomic="true" className="vz-visually-hidden">
        {spoken}
      </span>
    </div>
  );
}
