import type { TVideoStatus } from '../../../../contracts/video.ts';
import { useT } from '../../../i18n/use-t.ts';
import classes from '../../booking/booking.module.css';

const TONE: Record<TVideoStatus, string> = {
  scheduled: 'blue',
  waiting: 'amber',
  in_progress: 'green',
  ended: 'grey',
  missed: 'red',
  cancelled: 'grey',
};

/** A consultation's state as a badge; the word carries the meaning, the colour only helps. */
export function VideoStatusBadge({ status }: { status: TVideoStatus }) {
  const { t } = useT();
  return (
    <span className={classes.badge} data-tone={TONE[status]} data-video-status={status}>
      <span className="vz-visually-hidden">{t('video.field.status')}: </span>
      {t(`video.status.${status}`)}
    </span>
  );
}
