import { IconPlayerPause, IconUserOff } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t.ts';
import type { ClinicRow } from './clinic-rows.ts';
import classes from './clinic-timesheets.module.css';

/** Under a doctor's name: their specialization, and in words (with an icon) a timesheet switched off or a doctor who left. */
export function RowNotes({ row }: { row: ClinicRow }) {
  const { t } = useT();
  return (
    <>
      {row.specialization ? <span className={classes.note}>{row.specialization}</span> : null}
      {row.timesheet && !row.timesheet.is_active ? (
        <span className={classes.note}>
          <IconPlayerPause size={12} aria-hidden /> {t('admin.timesheets.inactive')}
        </span>
      ) : null}
      {row.doctor.attached ? null : (
        <span className={classes.note}>
          <IconUserOff size={12} aria-hidden /> {t('admin.timesheets.former')}
        </span>
      )}
    </>
  );
}
