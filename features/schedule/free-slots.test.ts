import { describe, expect, it } from 'vitest';
import { computeFreeSlots, type TimesheetRule } from './free-slots.ts';
import { zonedClock, zonedDate, zonedInstant, zoneOffsetMinutes } from '../../contracts/zoned-time.ts';

const KYIV = 'Europe/Kyiv';
const weekly = (weekday: number, start: string, end: string, kind: TimesheetRule['kind'] = 'work'): TimesheetRule => ({
  kind,
  weekday,
  date_from: null,
  date_to: null,
  start_time: start,
  end_time: end,
});
const dated = (from: string, to: string, kind: TimesheetRule['kind'], start: string | null = null, end: string | null = null): TimesheetRule => ({
  kind,
  weekday: null,
  date_from: from,
  date_to: to,
  start_time: start,
  end_time: end,
});
const everyDay = (start: string, end: string) => [1, 2, 3, 4, 5, 6, 7].map((day) => weekly(day, start, end));
const clocks = (slots: { start: number }[]) => slots.map((slot) => `${zonedDate(slot.start, KYIV)} ${zonedClock(slot.start, KYIV)}`);
const LONG_AGO = 0;

describe('zoned time (Europe/Kyiv)', () => {
  it('knows the winter and summer offsets and the change days', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'), KYIV)).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), KYIV)).toBe(180);
    expect(new Date(zonedInstant('2026-03-29', 8 * 60, KYIV)).toISOString()).toBe('2026-03-29T05:00:00.000Z');
    expect(new Date(zonedInstant('2026-03-28', 8 * 60, KYIV)).toISOString()).toBe('2026-03-28T06:00:00.000Z');
    expect(new Date(zonedInstant('2026-10-25', 8 * 60, KYIV)).toISOString()).toBe('2026-10-25T06:00:00.000Z');
    // 03:30 does not exist on 29 March (the clock jumped from 03:00 to 04:00): it moves forward by the gap.
    expect(new Date(zonedInstant('2026-03-29', 3 * 60 + 30, KYIV)).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 03:30 happens twice on 25 October: the first one.
    expect(new Date(zonedInstant('2026-10-25', 3 * 60 + 30, KYIV)).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('computeFreeSlots', () => {
  it('steps through the work hours by the service duration', () => {
    const slots = computeFreeSlots({ rules: [weekly(1, '09:00', '11:00')], busy: [], from: '2026-03-02', days: 1, durationMinutes: 30, now: LONG_AGO });
    expect(clocks(slots)).toEqual(['2026-03-02 09:00', '2026-03-02 09:30', '2026-03-02 10:00', '2026-03-02 10:30']);
    const long = computeFreeSlots({ rules: [weekly(1, '09:00', '11:00')], busy: [], from: '2026-03-02', days: 1, durationMinutes: 45, now: LONG_AGO });
    expect(clocks(long)).toEqual(['2026-03-02 09:00', '2026-03-02 09:45']);
  });

  it('leaves out absences, appointments, holds and the past', () => {
    const busy = [{ start: zonedInstant('2026-03-02', 9 * 60 + 30, KYIV), end: zonedInstant('2026-03-02', 10 * 60 + 15, KYIV) }];
    const rules = [weekly(1, '09:00', '13:00'), weekly(1, '12:00', '12:30', 'absence')];
    const now = zonedInstant('2026-03-02', 9 * 60 + 1, KYIV);
    const slots = computeFreeSlots({ rules, busy, from: '2026-03-02', days: 1, durationMinutes: 30, now });
    expect(clocks(slots)).toEqual(['2026-03-02 10:30', '2026-03-02 11:00', '2026-03-02 11:30', '2026-03-02 12:30']);
  });

  it('lets dated entries override the week: a vacation range, replaced hours, an extra working day', () => {
    const rules = [
      ...[1, 2, 3, 4, 5].map((day) => weekly(day, '09:00', '10:00')),
      weekly(6, '', '', 'day_off'),
      dated('2026-03-03', '2026-03-05', 'day_off'),
      dated('2026-03-06', '2026-03-06', 'work', '14:00', '15:00'),
      dated('2026-03-07', '2026-03-07', 'work', '10:00', '11:00'),
    ].map((rule) => (rule.kind === 'day_off' ? { ...rule, start_time: null, end_time: null } : rule));
    const slots = computeFreeSlots({ rules, busy: [], from: '2026-03-02', days: 7, durationMinutes: 60, now: LONG_AGO });
    expect(clocks(slots)).toEqual(['2026-03-02 09:00', '2026-03-06 14:00', '2026-03-07 10:00']);
  });

  it('keeps wall-clock hours across the spring change and skips the hour that does not exist', () => {
    const rules = everyDay('08:00', '10:00');
    const slots = computeFreeSlots({ rules, busy: [], from: '2026-03-28', days: 2, durationMinutes: 60, now: LONG_AGO });
    expect(clocks(slots)).toEqual(['2026-03-28 08:00', '2026-03-28 09:00', '2026-03-29 08:00', '2026-03-29 09:00']);
    const night = computeFreeSlots({ rules: everyDay('02:00', '05:00'), busy: [], from: '2026-03-29', days: 1, durationMinutes: 60, now: LONG_AGO });
    // 02:00–05:00 on that night is two real hours: 02:00 and then 04:00 (03:00 never shows on the clock).
    expect(clocks(night)).toEqual(['2026-03-29 02:00', '2026-03-29 04:00']);
  });

  it('keeps wall-clock hours across the autumn change, where the night has an extra hour', () => {
    const rules = everyDay('08:00', '09:00');
    const slots = computeFreeSlots({ rules, busy: [], from: '2026-10-24', days: 2, durationMinutes: 60, now: LONG_AGO });
    expect(slots.map((slot) => new Date(slot.start).toISOString())).toEqual(['2026-10-24T05:00:00.000Z', '2026-10-25T06:00:00.000Z']);
    const night = computeFreeSlots({ rules: everyDay('02:00', '05:00'), busy: [], from: '2026-10-25', days: 1, durationMinutes: 60, now: LONG_AGO });
    expect(night).toHaveLength(4);
  });

  it('stops at the limit and answers nothing for a non-positive duration', () => {
    const rules = everyDay('08:00', '20:00');
    expect(computeFreeSlots({ rules, busy: [], from: '2026-03-02', days: 14, durationMinutes: 20, now: LONG_AGO, limit: 3 })).toHaveLength(3);
    expect(computeFreeSlots({ rules, busy: [], from: '2026-03-02', days: 14, durationMinutes: 0, now: LONG_AGO })).toEqual([]);
  });
});
