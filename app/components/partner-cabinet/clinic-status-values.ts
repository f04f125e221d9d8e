import type { TClinicStatus, TClinicStatusKind, TClinicStatusUpdate } from '../../../contracts/clinic-status.ts';
import { addDays, clockMinutes, CLINIC_TIME_ZONE, zonedClock, zonedDate, zonedInstant, zoneOffsetMinutes } from '../../../contracts/zoned-time.ts';

/**
 * The clinic status panel's values (docs/decisions/306): a status, a note and an end given as a day (none, today,
 * tomorrow) and a clock time in Kyiv, which is what a partner on a phone thinks in; the API takes an instant.
 */

export const UNTIL_DAYS = ['none', 'today', 'tomorrow'] as const;
export type UntilDay = (typeof UNTIL_DAYS)[number];

export interface StatusFormValues {
  status: TClinicStatusKind | null;
  note: string;
  day: UntilDay;
  /** `HH:MM` on the clinic's clock; empty while no end is chosen. */
  time: string;
}

/** The form as the current status leaves it; with none, nothing is chosen yet. */
export function statusFormValues(current: TClinicStatus | null, now = Date.now()): StatusFormValues {
  if (!current) return { status: null, note: '', day: 'none', time: '' };
  const until = current.until === null ? null : Date.parse(current.until);
  const today = zonedDate(now, CLINIC_TIME_ZONE);
  const day = until === null ? 'none' : zonedDate(until, CLINIC_TIME_ZONE) === today ? 'today' : 'tomorrow';
  return { status: current.status, note: current.note ?? '', day, time: until === null ? '' : zonedClock(until, CLINIC_TIME_ZONE) };
}

/** `2030-03-04` and `18:00` on the clinic's clock as an ISO instant with Kyiv's offset of that moment: `2030-03-04T18:00:00+02:00`. */
export function clinicInstant(date: string, time: string): string {
  const offset = zoneOffsetMinutes(zonedInstant(date, clockMinutes(time), CLINIC_TIME_ZONE), CLINIC_TIME_ZONE);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${date}T${time}:00${sign}${hours}:${minutes}`;
}

/** What the form sends (before the shared rule checks it): an empty note and no end are left out. */
export function statusBody(values: StatusFormValues, now = Date.now()): Partial<TClinicStatusUpdate> {
  const note = values.note.trim();
  const until =
    values.day === 'none' || !values.time
      ? undefined
      : clinicInstant(addDays(zonedDate(now, CLINIC_TIME_ZONE), values.day === 'tomorrow' ? 1 : 0), values.time);
  return { ...(values.status && { status: values.status }), ...(note && { note }), ...(until && { until }) };
}
