import { describe, expect, test } from 'vitest';
import { clinicToday, isoWeekday, stepAnchor, viewRange, weekdayName } from './dates.ts';

describe('timesheet calendar dates', () => {
  test('a week runs Monday to Sunday; a month view covers whole weeks', () => {
    expect(viewRange('week', '2030-07-10')).toEqual({ from: '2030-07-08', to: '2030-07-14' });
    expect(viewRange('month', '2030-07-10')).toEqual({ from: '2030-07-01', to: '2030-08-04' });
    expect(viewRange('month', '2030-09-30')).toEqual({ from: '2030-08-26', to: '2030-10-06' });
    expect(isoWeekday('2030-07-14')).toBe(7);
  });

  test('stepping moves by a week or to the first of the next month, across years', () => {
    expect(stepAnchor('week', '2030-12-31', 1)).toBe('2031-01-06');
    expect(stepAnchor('month', '2030-12-31', 1)).toBe('2031-01-01');
    expect(stepAnchor('month', '2030-03-31', -1)).toBe('2030-02-01');
  });

  test('today is the Kyiv calendar day; weekday names in both languages', () => {
    expect(clinicToday(new Date('2030-07-14T22:30:00Z'))).toBe('2030-07-15');
    expect(weekdayName(1, 'ua')).toBe('понеділок');
    expect(weekdayName(7, 'ru')).toBe('воскресенье');
  });
});
