import { describe, expect, it } from 'vitest';
import { dayRange, lastBookableDay } from './day-range.ts';

/** Instants given in UTC; Kyiv is UTC+2 in winter, UTC+3 in summer. */
const at = (iso: string) => Date.parse(iso);

describe('the day filter as a range of days in Europe/Kyiv', () => {
  // Wednesday 2 December 2026, 10:00 in Kyiv.
  const wednesday = at('2026-12-02T08:00:00Z');

  it('names today and tomorrow', () => {
    expect(dayRange({ day: 'today' }, wednesday)).toEqual({ from: '2026-12-02', days: 1, choice: 'today' });
    expect(dayRange({ day: 'tomorrow' }, wednesday)).toEqual({ from: '2026-12-03', days: 1, choice: 'tomorrow' });
  });

  it('runs weeks Monday to Sunday: this week from today, next week the whole of the next', () => {
    expect(dayRange({ day: 'this_week' }, wednesday)).toEqual({ from: '2026-12-02', days: 5, choice: 'this_week' });
    expect(dayRange({ day: 'next_week' }, wednesday)).toEqual({ from: '2026-12-07', days: 7, choice: 'next_week' });
    const monday = at('2026-11-30T08:00:00Z');
    expect(dayRange({ day: 'this_week' }, monday)).toEqual({ from: '2026-11-30', days: 7, choice: 'this_week' });
    expect(dayRange({ day: 'next_week' }, monday)).toEqual({ from: '2026-12-07', days: 7, choice: 'next_week' });
    const sunday = at('2026-12-06T08:00:00Z');
    expect(dayRange({ day: 'this_week' }, sunday)).toEqual({ from: '2026-12-06', days: 1, choice: 'this_week' });
    expect(dayRange({ day: 'next_week' }, sunday)).toEqual({ from: '2026-12-07', days: 7, choice: 'next_week' });
  });

  it("turns the day at Kyiv's midnight, not UTC's", () => {
    // 23:30 on Sunday in Kyiv is still Sunday there, 21:30 UTC.
    expect(dayRange({ day: 'today' }, at('2026-12-06T21:30:00Z'))).toMatchObject({ from: '2026-12-06' });
    expect(dayRange({ day: 'this_week' }, at('2026-12-06T21:30:00Z'))).toMatchObject({ from: '2026-12-06', days: 1 });
    // 00:30 on Monday in Kyiv is still Sunday in UTC: a new week has begun.
    expect(dayRange({ day: 'today' }, at('2026-12-06T22:30:00Z'))).toMatchObject({ from: '2026-12-07' });
    expect(dayRange({ day: 'this_week' }, at('2026-12-06T22:30:00Z'))).toMatchObject({ from: '2026-12-07', days: 7 });
    expect(dayRange({ day: 'tomorrow' }, at('2026-12-06T22:30:00Z'))).toMatchObject({ from: '2026-12-08' });
    // Summer time: 00:30 on 1 July in Kyiv is 21:30 UTC on 30 June.
    expect(dayRange({ day: 'today' }, at('2026-06-30T21:30:00Z'))).toMatchObject({ from: '2026-07-01' });
  });

  it('crosses month and year ends, and the autumn clock change', () => {
    expect(dayRange({ day: 'next_week' }, at('2026-12-30T10:00:00Z'))).toEqual({ from: '2027-01-04', days: 7, choice: 'next_week' });
    // Sunday 25 October 2026 has 25 hours in Kyiv; the week after it still starts on Monday the 26th.
    expect(dayRange({ day: 'next_week' }, at('2026-10-25T20:00:00Z'))).toEqual({ from: '2026-10-26', days: 7, choice: 'next_week' });
  });

  it('takes one date from today up to the booking horizon, and forgives any other', () => {
    expect(dayRange({ date: '2026-12-02' }, wednesday)).toEqual({ from: '2026-12-02', days: 1, choice: 'date' });
    expect(dayRange({ date: '2026-12-15' }, wednesday)).toEqual({ from: '2026-12-15', days: 1, choice: 'date' });
    // A form without script sends the date field too: a named day chosen wins.
    expect(dayRange({ date: '2026-12-15', day: 'today' }, wednesday)).toEqual({ from: '2026-12-02', days: 1, choice: 'today' });
    expect(lastBookableDay(wednesday)).toBe('2026-12-29');
    expect(dayRange({ date: '2026-12-29' }, wednesday)).toMatchObject({ from: '2026-12-29' });
    for (const date of ['2026-12-01', '2026-12-30', '2026-02-30', '2026-13-01', 'tomorrow', '']) {
      expect(dayRange({ date }, wednesday), date).toBeNull();
    }
    expect(dayRange({}, wednesday)).toBeNull();
  });
});
