import { useT } from '../../i18n/use-t.ts';
import classes from './listing.module.css';

/** The named choices of the day filter; the same list as `DAY_VALUES` of contracts/catalog.ts. */
export type DayFilterValue = 'today' | 'tomorrow' | 'this_week' | 'next_week';

export interface DayFilterState {
  /** The chosen day (`'date'`: the date below), or `''` for any time. */
  choice: DayFilterValue | 'date' | '';
  /** `YYYY-MM-DD` when a date is chosen. */
  date: string;
  /** What the date picker offers: today to the booking horizon, Kyiv's calendar. */
  min: string;
  max: string;
}

const NAMED: readonly DayFilterValue[] = ['today', 'tomorrow', 'this_week', 'next_week'];

/**
 * Keeps the day filter saying one thing: a typed date selects "another date"; another choice empties the
 * date. A listener of the filter panel (`change` bubbles), so it serves the server's markup as well.
 */
export function keepOneDay(target: EventTarget | null) {
  if (!(target instanceof HTMLInputElement) || !target.form) return;
  const { form } = target;
  if (target.name === 'day' && target.value !== 'date') {
    const date = form.elements.namedItem('date');
    if (date instanceof HTMLInputElement) date.value = '';
  } else if (target.name === 'date' && target.value) {
    const choice = form.querySelector<HTMLInputElement>('input[name="day"][value="date"]');
    if (choice) choice.checked = true;
  }
}

/**
 * "Free time": any, today, tomorrow, this week, next week or a date (docs/decisions/184). Radios and the
 * browser's own date field: keyboard and screen readers know both, they work before the script arrives,
 * and no date-picker code is sent (docs/decisions/160). {@link keepOneDay} keeps the two in step.
 */
export function DayFilter({ state }: { state: DayFilterState }) {
  const { t } = useT();
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{t('catalog.filters.day')}</legend>
      {(['', ...NAMED] as const).map((value) => (
        <label key={value} className={classes.check}>
          <input type="radio" name="day" value={value} defaultChecked={state.choice === value} />
          {t(value === '' ? 'catalog.filters.day.any' : `catalog.filters.day.${value}`)}
        </label>
      ))}
      <label className={classes.check}>
        <input type="radio" name="day" value="date" defaultChecked={state.choice === 'date'} />
        {t('catalog.filters.day.date')}
      </label>
      <label className={classes.dateField}>
        <span>{t('catalog.filters.day.pick')}</span>
        <input type="date" name="date" min={state.min} max={state.max} defaultValue={state.date} />
      </label>
    </fieldset>
  );
}
