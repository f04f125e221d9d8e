import { addDays, CLINIC_TIME_ZONE, zonedInstant } from '../../../contracts/zoned-time.ts';

/**
 * A list's period filter (a date field offered above the list): days picked in the clinics' calendar
 * (Europe/Kyiv), kept in the page URL as `from..to` (either end may be empty), sent as
 * `$gte` the first day's midnight and `$lt` the midnight after the last day, so the last day counts whole.
 */
const SEPARATOR = '..';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Period {
  from: string;
  to: string;
}

export function readPeriod(value: string): Period {
  const [from = '', to = ''] = value.split(SEPARATOR);
  return { from: DAY.test(from) ? from : '', to: DAY.test(to) ? to : '' };
}

export const writePeriod = ({ from, to }: Period): string => (from || to ? `${from}${SEPARATOR}${to}` : '');

/** The instant a Kyiv day starts (`days` later than `day`), right on the days clocks change too. */
export function dayStart(day: string, days = 0): string {
  return new Date(zonedInstant(addDays(day, days), 0, CLINIC_TIME_ZONE)).toISOString();
}

/** The filter branch of a period, or undefined when neither end is a day. */
export function periodBranch(value: string): Record<string, string> | undefined {
  const { from, to } = readPeriod(value);
  if (!from && !to) return undefined;
  return { ...(from && { $gte: dayStart(from) }), ...(to && { $lt: dayStart(to, 1) }) };
}
