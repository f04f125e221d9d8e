import { ZTimesheetEntryRequest, type CalendarDay, type TimesheetEntryKind, type TTimesheetEntryRequest } from '../../../../contracts/timesheets.ts';
import type { Translator } from '../../../api/schema-messages.ts';
import { schemaFieldErrors, type FieldErrors } from '../../forms/form-errors.ts';
import { regroup } from '../../timesheets/form-state.ts';

/** One start–end pair of the dialog. */
export interface Interval {
  start: string;
  end: string;
}

export interface DayChoice {
  kind: TimesheetEntryKind;
  from: string | null;
  to: string | null;
  intervals: Interval[];
}

/**
 * The dated entries one choice becomes (docs/decisions/209): a day off is one entry over the dates; work or an
 * absence is one entry per interval over the same dates. Each is checked by the shared contract before sending.
 */
export function dayRequests({ kind, from, to, intervals }: DayChoice): TTimesheetEntryRequest[] {
  const dates = { weekday: null, date_from: from, date_to: to ?? from };
  if (kind === 'day_off') return [{ kind, ...dates, start_time: null, end_time: null }];
  return intervals.map((interval) => ({ kind, ...dates, start_time: interval.start || null, end_time: interval.end || null }));
}

/** Where a refusal of the `index`-th request shows: dates on the date picker, times on that interval's inputs. */
export const placeField = (index: number) => (field: string) => {
  if (field === 'date_from' || field === 'date_to' || field === 'weekday') return 'dates';
  if (field === 'start_time' || field === 'end_time') return `i${index}_${field}`;
  return field;
};

/** The shared contract's refusals of every request, placed on the dialog's fields. */
export function checkRequests(requests: readonly TTimesheetEntryRequest[], translate: Translator): FieldErrors {
  const errors: FieldErrors = {};
  requests.forEach((request, index) => {
    const checked = ZTimesheetEntryRequest.safeParse(request);
    if (checked.success) return;
    for (const [field, texts] of Object.entries(regroup(schemaFieldErrors(checked.error, translate), placeField(index)))) {
      errors[field] = [...new Set([...(errors[field] ?? []), ...texts])];
    }
  });
  return errors;
}

/** The intervals a day starts the dialog with: its work hours, or a usual day. */
export const initialIntervals = (day: CalendarDay | undefined): Interval[] =>
  day?.work.length ? day.work.map((span) => ({ start: span.start_time, end: span.end_time })) : [{ start: '09:00', end: '18:00' }];
