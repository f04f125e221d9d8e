import { z } from 'zod';

/**
 * A clinic's opening hours and position as staff edit them (the back office's `hours` and `geo` inputs) and
 * the server checks them: one rule for both.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "HH:MM", 00:00–23:59; a day may close at 24:00. */
const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'admin.validation.time' });
const ZClosingTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'admin.validation.time' });

/** One open day: it closes after it opens (the times compare as text, being zero-padded). */
export const ZDayHours = z
  .strictObject({ from: ZTime, to: ZClosingTime })
  .refine((day) => day.to > day.from, { error: 'admin.validation.hours.order', path: ['to'] });

/** Per weekday `{from, to}`; a weekday left out is closed. */
export const ZWorkingHours = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, ZDayHours.optional()])) as Record<Weekday, z.ZodOptional<typeof ZDayHours>>,
);
export type TWorkingHours = z.infer<typeof ZWorkingHours>;

/** Degrees, WGS 84, as the map and the catalogue use them. */
export const ZLatitude = z.number().min(-90, { error: 'admin.validation.latitude' }).max(90, { error: 'admin.validation.latitude' });
export const ZLongitude = z.number().min(-180, { error: 'admin.validation.longitude' }).max(180, { error: 'admin.validation.longitude' });
