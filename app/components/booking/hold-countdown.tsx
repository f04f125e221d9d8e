import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useSecondsLeft } from '../account/countdown.ts';
import { holdTimeLeft, isCountdownMilestone } from './format.ts';
import classes from './booking.module.css';

/**
 * The hold's countdown (SPEC §4: "reserved with a countdown") from the server's `seconds_left`, worded as
 * time left ("Час утримується ще 9 хв 59 с"): a bare `10:00` under the grid of times read as an hour.
 * The visible timer is not live (it would be read every second); a separate polite region speaks at
 * milestones (every minute from five, 30 and 10 seconds). `onExpire` runs once at zero.
 */
export function HoldCountdown({ deadline, onExpire }: { deadline: number; onExpire: () => void }) {
  const { t } = useT();
  const seconds = useSecondsLeft(deadline);
  const [spoken, setSpoken] = useState('');
  const left = holdTimeLeft(seconds);
  const text = t(left.key, left.values);
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    if (isCountdownMilestone(seconds)) setSpoken(text);
    if (seconds === 0 && !expired.current) {
      expired.current = true;
      expire.current();
    }
    // A new second, or the same second in another language; `t` itself is a new function on every render.
  }, [seconds, text]);

  return (
    <div>
      <span role="timer" aria-live="off" className={classes.timer} data-countdown data-seconds={seconds}>
        {text}
      </span>
      <span role="status" aria-live="polite" aria-atomic="true" className="vz-visually-hidden">
        {spoken}
      </span>
    </div>
  );
}
