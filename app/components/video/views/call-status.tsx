import type { TVideoRole } from '../../../../contracts/video.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { NetworkQuality, NetworkSample } from '../call/network-quality.ts';
import { Presence } from './person-card.tsx';
import { useNow } from './use-now.ts';
import { formatClock, secondsSince } from './video-format.ts';
import classes from './video.module.css';

/** Above the video: the visit timer from the start, the network's quality in words, and whether the other party is here. */
export function CallStatus({
  startedAt,
  quality,
  sample,
  peerRole,
  peerOnline,
}: {
  startedAt: string | null;
  quality: NetworkQuality;
  sample: NetworkSample | null;
  peerRole: TVideoRole;
  peerOnline: boolean;
}) {
  const { t } = useT();
  const now = useNow(1000);
  const details =
    sample && sample.rttMs !== null
      ? t('video.quality.details', { rtt: sample.rttMs, loss: sample.lossPercent === null ? 0 : Math.round(sample.lossPercent * 10) / 10 })
      : undefined;
  return (
    <div className={classes.bar}>
      {startedAt && (
        <span>
          {t('video.call.timer')}:{' '}
          <span role="timer" className={classes.countdown} data-visit-timer>
            {formatClock(secondsSince(startedAt, now))}
          </span>
        </span>
      )}
      <span className={classes.quality} data-quality={quality} title={details}>
        <span className={classes.qualityBars} aria-hidden>
          <span />
          <span />
          <span />
        </span>
        {t('video.quality.label')}: {t(`video.quality.${quality}`)}
        {details && <span className="vz-visually-hidden"> ({details})</span>}
      </span>
      <Presence role={peerRole} online={peerOnline} />
    </div>
  );
}
