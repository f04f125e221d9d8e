import { describe, expect, it } from 'vitest';
import { kyivDayStart, nextDay } from './kyiv-time.ts';

describe('Kyiv days', () => {
  it('begin at 22:00 UTC in winter and 21:00 UTC in summer, across both changes', () => {
    expect(kyivDayStart('2026-01-15')).toBe('2026-01-14T22:00:00.000Z');
    expect(kyivDayStart('2026-07-01')).toBe('2026-06-30T21:00:00.000Z');
    expect(kyivDayStart('2026-03-29')).toBe('2026-03-28T22:00:00.000Z');
    expect(kyivDayStart('2026-03-30')).toBe('2026-03-29T21:00:00.000Z');
    expect(kyivDayStart('2026-10-25')).toBe('2026-10-24T21:00:00.000Z');
    expect(kyivDayStart('2026-10-26')).toBe('2026-10-25T22:00:00.000Z');
  });

  it('refuse what is not a day; count the next day across months and years', () => {
    expect(kyivDayStart('2026-13-45x')).toBeUndefined();
    expect(kyivDayStart('')).toBeUndefined();
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
