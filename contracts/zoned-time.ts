/**
 * Wall-clock time in a named zone ↔ instants, with Intl only. Clinics are in Europe/Kyiv (ARCHITECTURE §5),
 * whose offset changes on the last Sundays of March and October. Stated here once for the server, the seed
 * and the browser alike.
 */

/** The zone of every clinic: their calendars, clocks and slots. */
export const CLINIC_TIME_ZONE = 'Europe/Kyiv';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in minutes (Kyiv: +120 in winter, +180 in summer). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  // Every slot asks for its date and clock; the answer is remembered per quarter hour, but only for a
  // quarter hour whose two ends agree, so an offset change inside one is always computed afresh.
  const bucket = Math.floor(instant / QUARTER_HOUR);
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  const known = zone.get(bucket);
  if (known !== undefined) return known;
  const offset = computeOffsetMinutes(instant, timeZone);
  const start = bucket * QUARTER_HOUR;
  if (computeOffsetMinutes(start, timeZone) === offset && computeOffsetMinutes(start + QUARTER_HOUR - 1000, timeZone) === offset) {
    if (zone.size >= MAX_REMEMBERED) zone.clear();
    zone.set(bucket, offset);
  }
  return offset;
}

const QUARTER_HOUR = 15 * 60_000;
const MAX_REMEMBERED = 20_000;

/** The answer kept in `memory` under `key`, computed the first time; a full memory starts afresh. */
function remembered<K, V>(memory: Map<K, V>, key: K, compute: () => V): V {
  let value = memory.get(key);
  if (value === undefined) {
    if (memory.size >= MAX_REMEMBERED) memory.clear();
    value = compute();
    memory.set(key, value);
  }
  return value;
}
/** Per zone, per quarter hour since the epoch. */
const offsets = new Map<string, Map<number, number>>();

function computeOffsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall clock in `timeZone` shows `date` `minutes` after midnight. A time skipped by the spring
 * change (03:00–04:00 in Kyiv) moves forward by the gap (03:30 → 04:30); a time shown twice in autumn maps
 * to its first occurrence — what Temporal calls the "compatible" choice.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  // Slot grids ask for the same few wall times (08:00, 09:00, ...) on the same few dates for every doctor;
  // Intl is slow enough that remembering the answers makes a 50-card page several times faster.
  return remembered(instants, `${timeZone}|${date}|${minutes}`, () => computeZonedInstant(date, minutes, timeZone));
}

const instants = new Map<string, number>();

function computeZonedInstant(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const naive = Date.UTC(year, month - 1, day) + minutes * 60_000;
  // The offsets a day before and after cover both sides of any change near this wall time.
  const before = zoneOffsetMinutes(naive - 86_400_000, timeZone);
  const after = zoneOffsetMinutes(naive + 86_400_000, timeZone);
  const shows = (instant: number) => instant + zoneOffsetMinutes(instant, timeZone) * 60_000 === naive;
  const candidates = [naive - before * 60_000, naive - after * 60_000].filter(shows);
  if (candidates.length) return Math.min(...candidates);
  // In a spring gap no instant shows this time; the old offset moves it forward by the gap.
  return naive - before * 60_000;
}

/** `YYYY-MM-DD` of an instant on the zone's calendar. */
export function zonedDate(instant: number, timeZone: string): string {
  return zonedDateAndClock(instant, timeZone).slice(0, 10);
}

/** `HH:MM` on the zone's clock. */
export function zonedClock(instant: number, timeZone: string): string {
  return zonedDateAndClock(instant, timeZone).slice(11, 16);
}

/** `YYYY-MM-DDTHH:MM` on the zone's calendar and clock, at once: a slot shows both. */
export function zonedDateAndClock(instant: number, timeZone: string): string {
  return new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000).toISOString().slice(0, 16);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  // Slot grids walk the same fortnight for every doctor of a page: the days are remembered.
  return remembered(shiftedDays, `${date}|${days}`, () => {
    const [year, month, day] = date.split('-').map(Number);
    return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
  });
}

const shiftedDays = new Map<string, string>();

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return remembered(weekdays, date, () => {
    const [year, month, day] = date.split('-').map(Number);
    return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
  });
}

const weekdays = new Map<string, number>();

/** `HH:MM[:SS]` → minutes after midnight. */
export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
