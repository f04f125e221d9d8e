import { describe, expect, it } from 'vitest';
import { booking as ru } from '../../i18n/ru/booking.ts';
import { booking as ua } from '../../i18n/ua/booking.ts';
import { clinicToday, formatClinicClock, formatDayNumeric, formatMmSs, holdTimeLeft, isCountdownMilestone } from './format.ts';

/** The catalog text of the hold's time left, interpolated as i18next does for these plain values. */
function holdText(catalog: Record<string, string>, seconds: number): string {
  const { key, values } = holdTimeLeft(seconds);
  return (catalog[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: 'hours' | 'minutes' | 'seconds') => String(values[name]));
}

describe('booking formats', () => {
  it('keeps a calendar date on its day whatever the zone', () => {
    expect(formatDayNumeric('ua', '2030-03-31')).toBe('31.03.2030');
  });

  it('takes today in Kyiv, not UTC', () => {
    expect(clinicToday(new Date('2030-03-04T22:30:00Z'))).toBe('2030-03-05');
  });

  it("says a clinic's clock time, with the day when it is not today in Kyiv", () => {
    const now = Date.parse('2030-03-04T22:30:00Z'); // 00:30 on 5 March in Kyiv
    expect(formatClinicClock('2030-03-04T22:45:00Z', now)).toBe('00:45');
    expect(formatClinicClock('2030-03-04T21:15:00Z', now)).toBe('04.03 23:15');
    expect(formatClinicClock('2030-06-06T07:00:00Z', now)).toBe('06.06 10:00');
  });

  it('counts down as mm:ss', () => {
    expect(formatMmSs(600)).toBe('10:00');
    expect(formatMmSs(65)).toBe('01:05');
    expect(formatMmSs(-3)).toBe('00:00');
  });

  it('words the hold as time left, never as a clock that reads like an appointment hour', () => {
    expect(holdText(ua, 599)).toBe('Час утримується ще 9 хв 59 с');
    expect(holdText(ru, 599)).toBe('Время удерживается ещё 9 мин 59 с');
    expect(holdText(ru, 600)).toBe('Время удерживается ещё 10 мин');
    // A clinic's move holds a time for hours: told in hours and minutes, not 239 minutes.
    expect(holdText(ua, 4 * 3600 - 7)).toBe('Час утримується ще 3 год 59 хв');
    expect(holdText(ru, 3600)).toBe('Время удерживается ещё 1 ч 0 мин');
    expect(holdText(ua, 42)).toBe('Час утримується ще 42 с');
    expect(holdText(ru, -1)).toBe('Время удерживается ещё 0 с');
    for (const seconds of [600, 599, 61, 60, 1]) expect(holdText(ru, seconds)).not.toMatch(/\d:\d\d/);
  });

  it('announces only at milestones', () => {
    const spoken = Array.from({ length: 601 }, (_, second) => second).filter(isCountdownMilestone);
    expect(spoken).toEqual([10, 30, 60, 120, 180, 240, 300]);
  });
});
