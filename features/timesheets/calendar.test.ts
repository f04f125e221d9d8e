import { describe, expect, test } from 'vitest';
import type { TimesheetEntry } from '../../contracts/timesheets.ts';
import { computeFreeSlots } from '../schedule/free-slots.ts';
import { timesheetCalendar } from './calendar.ts';

let sequence = 0;
const entry = (fields: Partial<TimesheetEntry>): TimesheetEntry => ({
  id: ++sequence,
  kind: 'work',
  weekday: null,
  date_from: null,
  date_to: null,
  start_time: null,
  end_time: null,
  ...fields,
});

describe('timesheet calendar', () => {
  const rules = [
    entry({ weekday: 1, start_time: '09:00', end_time: '13:00' }),
    entry({ weekday: 1, start_time: '14:00', end_time: '18:00' }),
    entry({ weekday: 1, kind: 'absence', start_time: '12:00', end_time: '15:00' }),
    entry({ weekday: 7, kind: 'day_off' }),
    entry({ date_from: '2030-03-31', date_to: '2030-03-31', start_time: '10:00', end_time: '12:00' }),
    entry({ date_from: '2030-04-08', date_to: '2030-04-10', kind: 'day_off' }),
  ];

  test('net minutes subtract absences once even where they span two work intervals', () => {
    const [monday] = timesheetCalendar(rules, '2030-04-01', '2030-04-01');
    expect(monday.work_minutes).toBe(4 * 60 + 4 * 60 - 2 * 60);
  });

  test('a day has work exactly when the slot engine finds slots in it (DST Sunday included)', () => {
    const days = timesheetCalendar(rules, '2030-03-25', '2030-04-14');
    for (const day of days) {
      const slots = computeFreeSlots({ rules, busy: [], from: day.date, days: 1, durationMinutes: 30, now: 0 });
      expect(slots.length > 0, day.date).toBe(day.work_minutes > 0);
      expect(slots.length, day.date).toBe(day.work_minutes / 30);
    }
    expect(days.find((day) => day.date === '2030-03-31')).toMatchObject({ day_off: null, work: [{ source: 'dated', start_time: '10:00' }] });
    expect(days.find((day) => day.date === '2030-04-07')?.day_off).toMatchObject({ source: 'weekly' });
    expect(days.find((day) => day.date === '2030-04-08')?.day_off).toMatchObject({ source: 'dated', date_from: '2030-04-08', date_to: '2030-04-10' });
  });
});
