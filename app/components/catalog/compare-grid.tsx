import { IconCheck, IconMinus } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { SiteLink } from '../site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { PHONE_COLUMNS, pickForColumn, type CompareCell, type CompareColumn, type CompareTableModel } from './compare-table-data.ts';
import classes from './compare-table.module.css';

interface GridProps {
  model: CompareTableModel;
  caption: string;
  /** The columns a phone shows, in its order. */
  pair: readonly number[];
  onPick: (pair: number[]) => void;
  onRemove: (id: number) => void;
}

/**
 * The comparison as a real table (`<th scope>` for names and labels). On a wide screen every column
 * shows and the labels stay at the left while it scrolls; on a phone (docs/decisions/185) two columns
 * show side by side, each row's label on a line of its own above its values, and with more than two
 * compared the visitor picks which two. Hidden columns are `display: none` on a phone only, so a screen
 * reader there hears what is on the screen.
 */
export function CompareGrid({ model, caption, pair, onPick, onRemove }: GridProps) {
  const { t } = useT();
  // On a phone the pair's columns come first, in the pair's order (grid `order`); the others are hidden.
  const place = (id: number): { 'data-off'?: true; style?: CSSProperties } => {
    const position = pair.indexOf(id);
    return position < 0 ? { 'data-off': true } : { style: { order: position + 1 } };
  };
  return (
    <>
      {model.columns.length > PHONE_COLUMNS && <PhonePicker columns={model.columns} pair={pair} onPick={onPick} />}
      <div className={classes.scroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={classes.table} data-compare-kind={model.kind}>
          <caption className="vz-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={classes.corner}>
                {t('places.compare.field')}
              </th>
              {model.columns.map((column) => (
                <th scope="col" key={column.id} data-column={column.id} {...place(column.id)}>
                  <ColumnHead column={column} onRemove={onRemove} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.rows.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td key={model.columns[index].id} data-column={model.columns[index].id} {...place(model.columns[index].id)}>
                    <Cell cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function ColumnHead({ column, onRemove }: { column: CompareColumn; onRemove: (id: number) => void }) {
  const { t } = useT();
  return (
    <div className={classes.head}>
      {column.image && <img className={classes.image} src={column.image} alt="" width={56} height={56} loading="lazy" decoding="async" />}
      <SiteLink to={column.path} className={classes.name}>
        {column.name}
      </SiteLink>
      {column.subtitle && <span className={classes.subtitle}>{column.subtitle}</span>}
      <button type="button" className={classes.remove} onClick={() => onRemove(column.id)} aria-label={t('places.compare.remove.label', { name: column.name })}>
        {t('places.compare.remove')}
      </button>
    </div>
  );
}

function Cell({ cell }: { cell: CompareCell }) {
  const { t } = useT();
  switch (cell.kind) {
    case 'none':
      return <span className={classes.muted}>{t('places.compare.none')}</span>;
    case 'text':
      return <>{cell.text}</>;
    case 'lines':
      return (
        <ul className={classes.lines}>
          {cell.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      );
    case 'yes-no':
      return (
        <span className={classes.yesNo} data-value={cell.value ? 'yes' : 'no'}>
          {cell.value ? <IconCheck size={18} stroke={2.5} aria-hidden="true" /> : <IconMinus size={18} stroke={2} aria-hidden="true" />}
          {cell.text}
        </span>
      );
    case 'booking':
      return (
        <>
          <SiteLink to={cell.to} className={classes.slot} aria-label={cell.label} data-booking>
            {cell.text}
          </SiteLink>
          <span className={classes.slotNote}>{cell.note}</span>
        </>
      );
  }
}

/** On a phone with more than two compared: which two stand side by side (native selects, one per column). */
function PhonePicker({ columns, pair, onPick }: { columns: readonly CompareColumn[]; pair: readonly number[]; onPick: (pair: number[]) => void }) {
  const { t } = useT();
  return (
    <fieldset className={classes.picker}>
      <legend className={classes.pickerLegend}>{t('places.compare.pick')}</legend>
      {pair.map((id, position) => (
        <label key={position} className={classes.pickerField}>
          <span className="vz-visually-hidden">{t('places.compare.pick.column', { n: position + 1 })}</span>
          <select className={classes.select} value={id} onChange={(event) => onPick(pickForColumn(pair, position, Number(event.target.value)))}>
            {columns.map((column) => (
              <option key={column.id} value={column.id}>
                {column.name}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
