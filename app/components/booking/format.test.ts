import { describe, expect, it } from 'vitest';
import { clinicToday, formatDayNumeric, formatMmSs, isCountdownMilestone } from './format.ts';

describe('booking formats', () => {
  it('keeps a calendar date on its day whatever the zone', () => {
    expect(formatDayNumeric('ua', '2030-03-31')).toBe('31.03.2030');
  });

  it('takes today in Kyiv, not UTC', () => {
    expect(clinicToday(new Date('2030-03-04T22:30:00Z'))).toBe('2030-03-05');
  });

  it('counts down as mm:ss', () => {
    expect(formatMmSs(600)).toBe('10:00');
    expect(formatMmSs(65)).toBe('01:05');
    expect(formatMmSs(-3)).toBe('00:00');
  });

  it('announces only at milestones', () => {
    const spoken = Array.from({ length: 601 }, (_, second) => second).filter(isCountdownMilestone);
    expect(spoken).toEqual([10, 30, 60, 120, 180, 240, 300]);
  });
});
