import { Anchor, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import clsx from 'clsx';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { adminPath } from '../paths.ts';
import { ActiveSwitch } from './active-switch.tsx';
import type { useClinicWrites } from './clinic-api.ts';
import { cellLabel, dayName, doctorCalendarPath, type ClinicRow } from './clinic-rows.ts';
import classes from './clinic-timesheets.module.css';
import { DayContent } from './day-content.tsx';
import type { GridSelection } from './grid-keys.ts';
import { RowNotes } from './row-notes.tsx';

/**
 * The clinic calendar on a phone (≤ 480 px): a section per doctor with a list of days, each a button that
 * opens the day's dialog (a range of days is chosen in the dialog). Nothing is wider than the screen.
 */
export function ClinicDayList({
  rows,
  dates,
  today,
  writes,
  onOpen,
}: {
  rows: ClinicRow[];
  dates: string[];
  today: string;
  writes: ReturnType<typeof useClinicWrites>;
  onOpen: (selection: GridSelection) => void;
}) {
  const { t, locale } = useT();
  const dayNames = useMemo(() => dates.map((date) => dayName(date, locale)), [dates, locale]);
  return (
    <Stack gap="md">
      {rows.map((row, rowIndex) => (
        <section
          key={row.key}
          className={clsx(classes.phoneDoctor, row.timesheet && !row.timesheet.is_active && classes.inactive)}
          aria-labelledby={`clinic-row-${row.key}`}
        >
          <Title order={2} size="h5" id={`clinic-row-${row.key}`}>
            <Anchor component={Link} to={adminPath(locale, doctorCalendarPath(row))} className={classes.doctorLink}>
              {row.doctor.name}
            </Anchor>
          </Title>
          <RowNotes row={row} />
          <ActiveSwitch row={row} writes={writes} label={t('admin.timesheets.active')} />
          <ul className={classes.phoneDays}>
            {dates.map((date, index) => (
              <li key={date}>
                <button
                  type="button"
                  className={clsx(classes.phoneDay, date === today && classes.todayColumn)}
                  aria-label={cellLabel(row, date, dayNames[index], t)}
                  aria-current={date === today ? 'date' : undefined}
                  onClick={() => onOpen({ row: rowIndex, anchor: index + 1, focus: index + 1 })}
                >
                  <span className={classes.phoneDate}>{dayNames[index]}</span>
                  <DayContent row={row} day={row.days.get(date)} compact={false} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}
