import { describe, expect, test } from 'vitest';
import { clinicPeriod, datesOf, readClinicPeriod, stepPeriod, writeClinicPeriod } from './clinic-period.ts';

describe('the clinic calendar in the address', () => {
  const today = '2030-03-27';

  test('reads what fits and falls back for the rest', () => {
    expect(readClinicPeriod(new URLSearchParams('clinic=12&view=month&date=2030-10-27'), today)).toEqual({ clinicId: 12, view: 'month', date: '2030-10-27' });
    expect(readClinicPeriod(new URLSearchParams('clinic=abc&view=year&date=2030-02-30'), today)).toEqual({ clinicId: null, view: 'week', date: today });
    expect(readClinicPeriod(new URLSearchParams('clinic=0'), today).clinicId).toBeNull();
  });

  test('writes only what differs from the defaults, and reads it back', () => {
    const state = { clinicId: 7, view: 'month' as const, date: '2030-04-01' };
    expect(writeClinicPeriod(state, today).toString()).toBe('clinic=7&view=month&date=2030-04-01');
    expect(readClinicPeriod(writeClinicPeriod(state, today), today)).toEqual(state);
    expect(writeClinicPeriod({ clinicId: 7, view: 'week', date: today }, today).toString()).toBe('clinic=7');
  });

  test('a week runs Monday to Sunday across the DST change; a month is its own days', () => {
    expect(clinicPeriod('week', '2030-03-27')).toEqual({ from: '2030-03-25', to: '2030-03-31' });
    expect(datesOf('2030-03-25', '2030-03-31')).toHaveLength(7);
    expect(clinicPeriod('month', '2030-02-14')).toEqual({ from: '2030-02-01', to: '2030-02-28' });
    expect(datesOf('2030-10-01', '2030-10-31')).toHaveLength(31);
    expect(stepPeriod('week', '2030-03-27', 1)).toBe('2030-04-01');
    expect(stepPeriod('month', '2030-01-31', 1)).toBe('2030-02-01');
  });
});
