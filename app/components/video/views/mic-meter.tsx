import { useRef } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { SPEAKING_LEVEL, useAudioLevel } from '../call/audio-level.ts';
import classes from './video.module.css';

const HOLD_MS = 1500;

/** The microphone's level as a bar, with words for screen readers: silent, heard, or muted. */
export function MicMeter({ track, on }: { track: MediaStreamTrack | null; on: boolean }) {
  const { t } = useT();
  const level = useAudioLevel(track, on);
  const percent = Math.round(level * 100);
  // Words between syllables would flicker: "heard" holds for a moment after the last loud sample.
  const heardAt = useRef(Number.NEGATIVE_INFINITY);
  const now = performance.now();
  if (level >= SPEAKING_LEVEL) heardAt.current = now;
  const heard = now - heardAt.current < HOLD_MS;
  const words = !on ? t('video.device.level.muted') : heard ? t('video.device.level.heard') : t('video.device.level.silent');
  return (
    <div>
      <p className={classes.muted} id="video-level-label">
        {t('video.device.level')}: <span data-mic-words>{words}</span>
      </p>
      <div
        className={classes.meter}
        role="meter"
        aria-labelledby="video-level-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words}
        data-mic-level={percent}
      >
        <span className={classes.meterFill} style={{ width: `${percent}%` }} />
      </div>
      {on && <p className={classes.muted}>{t('video.device.level.hint')}</p>}
    </div>
  );
}
