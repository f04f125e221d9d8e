import { IconBeach, IconClock, IconMinus, IconUserOff } from '@tabler/icons-react';
import clsx from 'clsx';
import type { CalendarDay } from '../../../../contracts/timesheets.ts';
import { useT } from '../../../i18n/use-t.ts';
import chips from '../../timesheets/timesheets.module.css';
import { compactHours, dayKind, type ClinicRow } from './clinic-rows.ts';
import classes from './clinic-timesheets.module.css';

const ICON = 12;

/**
 * What one day of one doctor holds, drawn with a colour, an icon and words together (never colour alone):
 * work intervals, absences, a day off, no work, or no timesheet yet. `compact` is the month view's narrow cell.
 * Phrasing content only: the phone list puts it inside a button.
 */
export function DayContent({ row, day, compact }: { row: ClinicRow; day: CalendarDay | undefined; compact: boolean }) {
  const { t } = useT();
  const muted = row.timesheet !== null && !row.timesheet.is_active && classes.muted;
  const chip = (kind: string) => clsx(chips.chip, kind, classes.line, muted);
  switch (dayKind(row, day)) {
    case 'no_timesheet':
      return (
        <span className={clsx(classes.line, classes.none)}>
          <IconMinus size={ICON} aria-hidden />
          {compact ? null : t('admin.timesheets.no.timesheet')}
        </span>
      );
    case 'day_off':
      return (
        <span className={chip(chips.dayOff)}>
          <IconBeach size={ICON} aria-hidden />
          {t(compact ? 'admin.timesheets.day.off.short' : 'schedule.day.off')}
        </span>
      );
    case 'none':
      return <span className={clsx(classes.line, classes.none)}>{compact ? '·' : t('admin.timesheets.no.work')}</span>;
    default:
      break;
  }
  const { work, absences } = day!;
  if (compact) {
    return (
      <span className={classes.lines}>
        {work.length > 0 ? (
          <span className={chip(chips.work)}>
            <IconClock size={ICON - 2} aria-hidden />
            {compactHours(day!)}
          </span>
        ) : null}
        {absences.length > 0 ? (
          <span className={chip(chips.absence)}>
            <IconUserOff size={ICON - 2} aria-hidden />
            {t('admin.timesheets.absence.short')}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <span className={classes.lines}>
      {work.map((span) => (
        <span key={`w${span.entry_id}`} className={chip(chips.work)}>
          <IconClock size={ICON} aria-hidden />
          {span.start_time}–{span.end_time}
        </span>
      ))}
      {absences.map((span) => (
        <span key={`a${span.entry_id}`} className={chip(chips.absence)}>
          <IconUserOff size={ICON} aria-hidden />
          {t('admin.timesheets.absence.short')} {span.start_time}–{span.end_time}
        </span>
      ))}
    </span>
  );
}
