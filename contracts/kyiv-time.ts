/** Clinics, visits and the back office count days in Kyiv (ARCHITECTURE §5). */
export const KYIV_TIME_ZONE = 'Europe/Kyiv';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: KYIV_TIME_ZONE, timeZoneName: 'longOffset' });

/** Kyiv's offset from UTC at an instant, in minutes (+120 in winter, +180 in summer). */
function kyivOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+02:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant a Kyiv day (`YYYY-MM-DD`) begins, as an ISO string; `undefined` for anything else. */
export function kyivDayStart(day: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(utcMidnight)) return undefined;
  // The offset at the guess is the offset at midnight, except within hours of a change, which is never at midnight in Kyiv.
  const instant = utcMidnight - kyivOffsetMinutes(utcMidnight - 2 * 3_600_000) * 60_000;
  return new Date(instant).toISOString();
}

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
