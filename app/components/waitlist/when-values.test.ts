import { describe, expect, it } from 'vitest';
import { WAITLIST_HORIZON_DAYS } from '../../../contracts/waitlist.ts';
import { addDays, defaultWhen, lastWaitlistDay, rangeErrors, toggled } from './when-values.ts';

const t = ((key: string) => key) as Parameters<typeof rangeErrors>[2];

describe('waitlist dates', () => {
  it('counts calendar days across months and the change to summer time', () => {
    expect(addDays('2030-03-30', 2)).toBe('2030-04-01');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
  });

  it('reaches the horizon counting today as its first day', () => {
    expect(lastWaitlistDay('2030-03-01')).toBe(addDays('2030-03-01', WAITLIST_HORIZON_DAYS - 1));
  });

  it('starts with two weeks, but not past the visit a request would move', () => {
    expect(defaultWhen('2030-03-01')).toMatchObject({ date_from: '2030-03-01', date_to: '2030-03-15', scope: 'doctor' });
    expect(defaultWhen('2030-03-01', '2030-03-05').date_to).toBe('2030-03-05');
    expect(defaultWhen('2030-03-01', '2030-03-25').date_to).toBe('2030-03-15');
    expect(defaultWhen('2030-03-01').weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('refuses a range begun in the past or reaching past the horizon, in the server words', () => {
    const when = { ...defaultWhen('2030-03-01'), date_from: '2030-02-28', date_to: '2030-04-30' };
    expect(rangeErrors(when, '2030-03-01', t)).toEqual({ date_from: ['waitlist.range.past'], date_to: ['waitlist.range.horizon'] });
    expect(rangeErrors(defaultWhen('2030-03-01'), '2030-03-01', t)).toEqual({});
  });

  it('keeps a checkbox list in its own order', () => {
    expect(toggled([1, 2, 3, 4], [4, 1], 2, true)).toEqual([1, 2, 4]);
    expect(toggled([1, 2, 3, 4], [1, 2, 4], 2, false)).toEqual([1, 4]);
  });
});
