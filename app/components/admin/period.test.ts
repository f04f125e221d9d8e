import { describe, expect, it } from 'vitest';
import { dayStart, periodBranch, readPeriod, writePeriod } from './period.ts';

describe('period filter', () => {
  it('starts Kyiv days at their midnight, winter and summer, and across the clock changes', () => {
    expect(dayStart('2025-01-15')).toBe('2025-01-14T22:00:00.000Z');
    expect(dayStart('2025-07-01')).toBe('2025-06-30T21:00:00.000Z');
    expect(dayStart('2025-03-30')).toBe('2025-03-29T22:00:00.000Z');
    expect(dayStart('2025-03-30', 1)).toBe('2025-03-30T21:00:00.000Z');
    expect(dayStart('2025-10-26', 1)).toBe('2025-10-26T22:00:00.000Z');
  });

  it('keeps either end in the URL and counts the last day whole', () => {
    expect(readPeriod('2025-01-01..2025-01-31')).toEqual({ from: '2025-01-01', to: '2025-01-31' });
    expect(readPeriod('..2025-01-31')).toEqual({ from: '', to: '2025-01-31' });
    expect(readPeriod('nonsense')).toEqual({ from: '', to: '' });
    expect(writePeriod({ from: '2025-01-01', to: '' })).toBe('2025-01-01..');
    expect(writePeriod({ from: '', to: '' })).toBe('');
    expect(periodBranch('2025-01-01..2025-01-31')).toEqual({ $gte: '2024-12-31T22:00:00.000Z', $lt: '2025-01-31T22:00:00.000Z' });
    expect(periodBranch('..')).toBeUndefined();
  });
});
