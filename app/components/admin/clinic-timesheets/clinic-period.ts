import { addDays, clinicToday, shiftMonth, stepAnchor, viewRange, type CalendarView } from '../../timesheets/dates.ts';

/**
 * What the clinic calendar shows, kept in the page's address so a reload or a shared link opens the same
 * clinic, view and period: `?clinic=12&view=month&date=2030-03-01` (docs/decisions/208). The reading is
 * forgiving: anything that does not fit falls back to no clinic, the week view and today.
 */
export interface ClinicPeriodState {
  clinicId: number | null;
  view: CalendarView;
  /** A day inside the period shown (Europe/Kyiv calendar). */
  date: string;
}

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export function readClinicPeriod(params: URLSearchParams, today = clinicToday()): ClinicPeriodState {
  const clinic = params.get('clinic');
  const date = params.get('date');
  return {
    clinicId: clinic && /^\d{1,10}$/.test(clinic) && Number(clinic) > 0 ? Number(clinic) : null,
    view: params.get('view') === 'month' ? 'month' : 'week',
    date: isDate(date) ? date : today,
  };
}

/** The address's query for a state; the week view and today are the defaults and stay out of it. */
export function writeClinicPeriod(state: ClinicPeriodState, today = clinicToday()): URLSearchParams {
  const params = new URLSearchParams();
  if (state.clinicId !== null) params.set('clinic', String(state.clinicId));
  if (state.view === 'month') params.set('view', 'month');
  if (state.date !== today) params.set('date', state.date);
  return params;
}

/** The days shown: Monday to Sunday, or the days of the month (one column per day, no edge weeks). */
export function clinicPeriod(view: CalendarView, date: string): { from: string; to: string } {
  if (view === 'week') return viewRange('week', date);
  return { from: shiftMonth(date, 0), to: addDays(shiftMonth(date, 1), -1) };
}

/** The same place one period earlier or later. */
export const stepPeriod = (view: CalendarView, date: string, direction: 1 | -1) => stepAnchor(view, date, direction);

/** Every date of `from`..`to`. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
