import { describe, expect, test } from 'vitest';
import { describeEntry, findConflict, type EntryShape } from './conflicts.ts';

const weekly = (weekday: number, kind: EntryShape['kind'], start: string | null = null, end: string | null = null, id?: number): EntryShape => ({
  id,
  kind,
  weekday,
  date_from: null,
  date_to: null,
  start_time: start,
  end_time: end,
});
const dated = (from: string, to: string, kind: EntryShape['kind'], start: string | null = null, end: string | null = null): EntryShape => ({
  kind,
  weekday: null,
  date_from: from,
  date_to: to,
  start_time: start,
  end_time: end,
});

describe('timesheet overlap rules', () => {
  test('touching intervals are fine, shared minutes are not; an edit skips itself', () => {
    const morning = weekly(1, 'work', '09:00', '13:00', 1);
    expect(findConflict(weekly(1, 'work', '13:00', '17:00'), [morning])).toBeUndefined();
    expect(findConflict(weekly(1, 'work', '12:59', '17:00'), [morning])).toEqual({ field: 'start_time', other: morning });
    expect(findConflict(weekly(2, 'work', '09:00', '13:00'), [morning])).toBeUndefined();
    expect(findConflict(weekly(1, 'work', '10:00', '12:00', 1), [morning])).toBeUndefined();
  });

  test('an absence may sit inside work hours but not on another absence; a day off shares its days with nothing', () => {
    const work = weekly(1, 'work', '09:00', '17:00');
    const lunch = weekly(1, 'absence', '13:00', '14:00');
    expect(findConflict(lunch, [work])).toBeUndefined();
    expect(findConflict(weekly(1, 'absence', '13:30', '15:00'), [work, lunch])?.field).toBe('start_time');
    expect(findConflict(weekly(1, 'day_off'), [work])?.field).toBe('weekday');
    expect(findConflict(weekly(1, 'work', '18:00', '19:00'), [weekly(1, 'day_off')])?.field).toBe('weekday');
  });

  test('dated ranges clash when their days meet; weekly and dated layers never clash', () => {
    const vacation = dated('2030-07-15', '2030-08-04', 'day_off');
    expect(findConflict(dated('2030-08-04', '2030-08-04', 'work', '09:00', '12:00'), [vacation])?.field).toBe('date_from');
    expect(findConflict(dated('2030-08-05', '2030-08-05', 'work', '09:00', '12:00'), [vacation])).toBeUndefined();
    expect(findConflict(weekly(1, 'work', '09:00', '12:00'), [vacation])).toBeUndefined();
    expect(
      findConflict(dated('2030-07-01', '2030-07-31', 'work', '11:00', '12:00'), [dated('2030-07-10', '2030-07-10', 'work', '10:00', '11:30')])?.field,
    ).toBe('start_time');
  });

  test('describes the other rule for the message', () => {
    expect(describeEntry(dated('2030-07-15', '2030-08-04', 'day_off'))).toBe('2030-07-15–2030-08-04');
    expect(describeEntry(dated('2030-07-15', '2030-07-15', 'work', '09:00:00', '12:00:00'))).toBe('2030-07-15 09:00–12:00');
    expect(describeEntry(weekly(3, 'absence', '13:00', '14:00'))).toBe('13:00–14:00');
  });
});
