import clsx from 'clsx';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate, isoWeekday, weekdayName, type CalendarView } from '../../timesheets/dates.ts';
import { dayName, type ClinicRow } from './clinic-rows.ts';
import classes from './clinic-timesheets.module.css';
import { isSelected, moveInGrid, selectAfterMove, selectedColumns, type GridPosition, type GridSelection } from './grid-keys.ts';
import { GridRow } from './grid-row.tsx';

export interface ClinicGridProps {
  rows: ClinicRow[];
  dates: string[];
  view: CalendarView;
  today: string;
  label: string;
  selection: GridSelection | null;
  onSelect: (selection: GridSelection | null) => void;
  /** Enter, Space or a double click on a day: edit the selection. */
  onOpen: (selection: GridSelection) => void;
}

/**
 * SPEC §2 timesheets, the clinic view: doctors down, days across (WAI-ARIA grid, one tab stop). Arrows move,
 * Shift+←/→ stretch the selection over one doctor's days, Home/End go to the row's ends (Ctrl: the grid's),
 * Enter or Space opens the selection. Each day cell tells a screen reader who, which day and what.
 */
export function ClinicGrid({ rows, dates, view, today, label, selection, onSelect, onOpen }: ClinicGridProps) {
  const { t, locale } = useT();
  const tableRef = useRef<HTMLTableElement>(null);
  const [focus, setFocus] = useState<GridPosition>({ row: 0, col: 1 });
  const wantsFocus = useRef(false);
  const size = { rows: rows.length, cols: dates.length + 1 };
  const at = { row: Math.min(focus.row, size.rows - 1), col: Math.min(focus.col, size.cols - 1) };
  const dayNames = useMemo(() => dates.map((date) => dayName(date, locale)), [dates, locale]);
  // Handlers read the latest choice through a ref, so the memoised rows keep the same handlers.
  const latest = useRef({ selection, onSelect, onOpen });
  latest.current = { selection, onSelect, onOpen };

  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${at.row}:${at.col}"]`)?.focus();
  });

  const onCellFocus = useCallback(
    (row: number, col: number) => setFocus((current) => (current.row === row && current.col === col ? current : { row, col })),
    [],
  );
  const openAt = useCallback((row: number, col: number) => {
    const { selection: chosen, onSelect: select, onOpen: open } = latest.current;
    const target = isSelected(chosen, row, col) ? chosen! : { row, anchor: col, focus: col };
    select(target);
    open(target);
  }, []);
  const onDayClick = useCallback((event: MouseEvent, row: number, col: number) => {
    const { selection: chosen, onSelect: select } = latest.current;
    select(event.shiftKey && chosen?.row === row ? { row, anchor: chosen.anchor, focus: col } : { row, anchor: col, focus: col });
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell || !tableRef.current?.contains(cell)) return;
    const [row, col] = cell.dataset.cell!.split(':').map(Number);
    if ((event.key === 'Enter' || event.key === ' ') && col > 0) {
      event.preventDefault();
      openAt(row, col);
      return;
    }
    const next = moveInGrid({ row, col }, event, size);
    if (!next) return;
    event.preventDefault();
    onSelect(selectAfterMove(selection, { row, col }, next, event));
    wantsFocus.current = true;
    setFocus(next);
  }

  const compact = view === 'month';
  const [chosenLow, chosenHigh] = selection ? selectedColumns(selection) : [0, -1];
  return (
    <div className={classes.scroller}>
      <table
        ref={tableRef}
        role="grid"
        aria-label={label}
        aria-describedby="clinic-grid-hint"
        aria-multiselectable="true"
        className={clsx(classes.grid, compact && classes.month)}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            <th scope="col" className={classes.doctor}>
              {t('admin.timesheets.doctor')}
            </th>
            {dates.map((date) => (
              <th
                key={date}
                scope="col"
                className={clsx(date === today && classes.todayColumn)}
                aria-current={date === today ? 'date' : undefined}
                abbr={formatDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long' })}
              >
                {compact ? (
                  <>
                    {Number(date.slice(8))}
                    <br />
                    {weekdayName(isoWeekday(date), locale, 'short')}
                  </>
                ) : (
                  formatDate(date, locale, { weekday: 'short', day: 'numeric', month: 'short' })
                )}
                {date === today && !compact ? <span className={classes.todayWord}>{t('admin.timesheets.today')}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <GridRow
              key={row.key}
              row={row}
              rowIndex={rowIndex}
              dates={dates}
              dayNames={dayNames}
              today={today}
              compact={compact}
              tabStop={at.row === rowIndex ? at.col : -1}
              chosenFrom={selection?.row === rowIndex ? chosenLow : 0}
              chosenTo={selection?.row === rowIndex ? chosenHigh : -1}
              onCellFocus={onCellFocus}
              onDayClick={onDayClick}
              onDayOpen={openAt}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
