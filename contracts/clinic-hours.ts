import type { Weekday } from './working-hours.ts';

/** A day of the week as stored in a clinic's hours. */
export type ClinicWeekday = Weekday;

/**
 * SPEC §9 "work hours shown": daily 8:00–20:00, weekend 9:00–20:00, for a clinic that keeps none of its own
 * (its profile, its card, the site footer).
 */
export const DEFAULT_CLINIC_HOURS: Readonly<Record<ClinicWeekday, { from: string; to: string }>> = {
  mon: { from: '08:00', to: '20:00' },
  tue: { from: '08:00', to: '20:00' },
  wed: { from: '08:00', to: '20:00' },
  thu: { from: '08:00', to: '20:00' },
  fri: { from: '08:00', to: '20:00' },
  sat: { from: '09:00', to: '20:00' },
  sun: { from: '09:00', to: '20:00' },
};
