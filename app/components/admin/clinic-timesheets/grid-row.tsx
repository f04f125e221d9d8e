import { Anchor } from '@mantine/core';
import clsx from 'clsx';
import { memo, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { adminPath } from '../paths.ts';
import { cellLabel, doctorCalendarPath, type ClinicRow } from './clinic-rows.ts';
import classes from './clinic-timesheets.module.css';
import { DayContent } from './day-content.tsx';
import { RowNotes } from './row-notes.tsx';

export interface GridRowProps {
  row: ClinicRow;
  rowIndex: number;
  dates: readonly string[];
  /** `dayName` of each date, in the same order. */
  dayNames: readonly string[];
  today: string;
  compact: boolean;
  /** The column holding the grid's one tab stop when it is in this row, else -1. */
  tabStop: number;
  /** Chosen day columns of this row, `[low, high]`, or `[0, -1]` when none. */
  chosenFrom: number;
  chosenTo: number;
  onCellFocus: (row: number, col: number) => void;
  onDayClick: (event: MouseEvent, row: number, col: number) => void;
  onDayOpen: (row: number, col: number) => void;
}

/**
 * One doctor's row of the clinic grid. Memoised: a key press re-renders only the rows whose focus or choice
 * changed, so moving through a month of twenty doctors stays instant.
 */
export const GridRow = memo(function GridRow({
  row,
  rowIndex,
  dates,
  dayNames,
  today,
  compact,
  tabStop,
  chosenFrom,
  chosenTo,
  onCellFocus,
  onDayClick,
  onDayOpen,
}: GridRowProps) {
  const { t, locale } = useT();
  return (
    <tr className={clsx(row.timesheet && !row.timesheet.is_active && classes.inactive)}>
      <th scope="row" className={classes.doctor}>
        <Anchor
          component={Link}
          to={adminPath(locale, doctorCalendarPath(row))}
          className={classes.doctorLink}
          data-cell={`${rowIndex}:0`}
          tabIndex={tabStop === 0 ? 0 : -1}
          onFocus={() => onCellFocus(rowIndex, 0)}
          title={row.doctor.name}
        >
          {row.name}
        </Anchor>
        <RowNotes row={row} />
      </th>
      {dates.map((date, index) => {
        const col = index + 1;
        const chosen = col >= chosenFrom && col <= chosenTo;
        return (
          <td
            key={date}
            role="gridcell"
            data-cell={`${rowIndex}:${col}`}
            data-date={date}
            tabIndex={tabStop === col ? 0 : -1}
            aria-selected={chosen}
            aria-label={cellLabel(row, date, dayNames[index], t)}
            className={clsx(classes.day, date === today && classes.todayColumn, chosen && classes.selected)}
            onFocus={() => onCellFocus(rowIndex, col)}
            onClick={(event) => onDayClick(event, rowIndex, col)}
            onDoubleClick={() => onDayOpen(rowIndex, col)}
          >
            <DayContent row={row} day={row.days.get(date)} compact={compact} />
          </td>
        );
      })}
    </tr>
  );
});
