import { IconBeach, IconClock, IconPlayerPause, IconUserOff } from '@tabler/icons-react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import chips from '../../timesheets/timesheets.module.css';
import classes from './clinic-timesheets.module.css';

/** What the cells' colours and icons mean, each said in words too. */
export function Legend() {
  const { t } = useT();
  const item = (kind: string, icon: ReactNode, text: string, muted = false) => (
    <li className={clsx(chips.chip, kind, classes.line, muted && classes.muted)}>
      {icon}
      {text}
    </li>
  );
  return (
    <ul className={classes.legend} aria-label={t('admin.timesheets.legend')}>
      {item(chips.work, <IconClock size={12} aria-hidden />, t('schedule.kind.work'))}
      {item(chips.absence, <IconUserOff size={12} aria-hidden />, t('schedule.absence'))}
      {item(chips.dayOff, <IconBeach size={12} aria-hidden />, t('schedule.day.off'))}
      {item(chips.work, <IconPlayerPause size={12} aria-hidden />, t('admin.timesheets.inactive'), true)}
    </ul>
  );
}
