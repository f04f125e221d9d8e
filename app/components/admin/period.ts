/**
 * A list's period filter (a date field offered above the list): days picked in the clinics' calendar
 * (Europe/Kyiv), kept in the page URL as `from..to` (either end may be empty), sent as
 * `$gte` the first day's midnight and `$lt` the midnight after the last day, so the last day counts whole.
 */
const TIME_ZONE = 'Europe/Kyiv';
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

/** Milliseconds the zone's wall clock is ahead of UTC at `at`. */
function zoneOffset(at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - at;
}

/** The instant a Kyiv day starts (`days` later than `day`), right on the days clocks change too. */
export function dayStart(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date + days);
  const guess = wall - zoneOffset(wall);
  return new Date(wall - zoneOffset(guess)).toISOString();
}

/** The filter branch of a period, or undefined when neither end is a day. */
export function periodBranch(value: string): Record<string, string> | undefined {
  const { from, to } = readPeriod(value);
  if (!from && !to) return undefined;
  return { ...(from && { $gte: dayStart(from) }), ...(to && { $lt: dayStart(to, 1) }) };
}
