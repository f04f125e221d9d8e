import { IconBolt, IconCircleCheck, IconDoorOff, IconShieldPause, type Icon } from '@tabler/icons-react';
import type { TClinicStatus, TClinicStatusKind } from '../../../contracts/clinic-status.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatClinicClock } from '../booking/format.ts';
import classes from './clinic-status.module.css';

/**
 * A clinic's status right now (docs/decisions/306) as patients see it. Plain markup with no state of its own:
 * a listing's cards render it on the server and may never hydrate. It is text, not an alert: it is there when
 * the page is, nothing announces it.
 */

const ICONS: Record<TClinicStatusKind, Icon> = {
  working: IconCircleCheck,
  generator: IconBolt,
  paused: IconShieldPause,
  closed: IconDoorOff,
};

/** The status's icon, decorative: its words always stand beside it. */
export function ClinicStatusIcon({ status, size = 16 }: { status: TClinicStatusKind; size?: number }) {
  const StatusIcon = ICONS[status];
  return <StatusIcon size={size} stroke={2} aria-hidden="true" focusable="false" />;
}

/** The status as a small badge: an icon and its words. */
export function ClinicStatusBadge({ status }: { status: TClinicStatusKind }) {
  const { t } = useT();
  return (
    <span className={classes.badge} data-clinic-status={status}>
      <ClinicStatusIcon status={status} />
      {t(`clinic.status.${status}`)}
    </span>
  );
}

/** The whole status: the badge, the partner's note, when it was set and, if it ends by itself, when. */
export function ClinicStatusNotice({ status }: { status: TClinicStatus }) {
  const { t } = useT();
  const times = [
    t('clinic.status.set_at', { time: formatClinicClock(status.set_at) }),
    status.until && t('clinic.status.until', { time: formatClinicClock(status.until) }),
  ];
  return (
    <div className={classes.notice} data-clinic-status-notice={status.status}>
      <span className="vz-visually-hidden">{t('clinic.status.label')}:</span>
      <ClinicStatusBadge status={status.status} />
      {status.note && <p data-clinic-status-note>{status.note}</p>}
      <p className={classes.times}>{times.filter(Boolean).join(' · ')}</p>
    </div>
  );
}
