import { describe, expect, it } from 'vitest';
import { ZVisitMoveCreate } from '../../../contracts/visit-moves.ts';
import { CLINIC_TIME_ZONE, zonedInstant } from '../../../contracts/zoned-time.ts';
import { defaultRange, moveBody, timesByDay } from './move-values.ts';

const kyiv = (date: string, clock: string) => zonedInstant(date, Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)), CLINIC_TIME_ZONE);

describe('the move form', () => {
  it('starts at the next whole hour of the clinics’ clock, for three hours, not past the day', () => {
    expect(defaultRange(kyiv('2030-03-04', '11:20'))).toEqual({ day: '2030-03-04', from: '12:00', to: '15:00' });
    expect(defaultRange(kyiv('2030-03-04', '22:05'))).toEqual({ day: '2030-03-04', from: '23:00', to: '23:59' });
    // After 23:00 nothing of today is left to move: tomorrow morning.
    expect(defaultRange(kyiv('2030-03-31', '23:40'))).toEqual({ day: '2030-04-01', from: '08:00', to: '11:00' });
  });

  it('gives the contract what it judges: every doctor when none is chosen, no empty note, a missing clinic named', () => {
    const values = { institution: '7', doctor: '', day: '2030-03-04', from: '12:00', to: '15:00', note: '  ' };
    expect(ZVisitMoveCreate.parse(moveBody(values))).toEqual({ institution_id: 7, day: '2030-03-04', start_time: '12:00', end_time: '15:00' });
    expect(ZVisitMoveCreate.parse(moveBody({ ...values, doctor: '9', note: ' Світла немає ' }))).toMatchObject({ doctor_id: 9, note: 'Світла немає' });
    const issues = (body: ReturnType<typeof moveBody>) => ZVisitMoveCreate.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues(moveBody({ ...values, institution: '' }))).toEqual([['institution_id', 'validation.required']]);
    expect(issues(moveBody({ ...values, to: '11:00' }))).toEqual([['end_time', 'visit.move.range.order']]);
  });

  it('groups free times by day, keeping their order', () => {
    const times = [
      { date: '2030-03-04', time: '12:00' },
      { date: '2030-03-04', time: '12:30' },
      { date: '2030-03-05', time: '09:00' },
    ];
    expect(timesByDay(times).map((day) => [day.date, day.times.length])).toEqual([
      ['2030-03-04', 2],
      ['2030-03-05', 1],
    ]);
  });
});
