import { describe, expect, it } from 'vitest';
import { ZClinicStatusUpdate } from '../../../contracts/clinic-status.ts';
import { clinicInstant, statusBody, statusFormValues } from './clinic-status-values.ts';

// 23:30 on 4 March in Kyiv (UTC+2 in winter).
const NOW = Date.parse('2030-03-04T21:30:00Z');

describe('clinic status panel values', () => {
  it("writes an end on the clinic's clock with Kyiv's offset of that day", () => {
    expect(clinicInstant('2030-03-04', '18:00')).toBe('2030-03-04T18:00:00+02:00');
    expect(clinicInstant('2030-07-01', '09:30')).toBe('2030-07-01T09:30:00+03:00');
  });

  it('sends a chosen status with its note and an end today or tomorrow in Kyiv', () => {
    expect(statusBody({ status: 'paused', note: '  Усі в укритті ', day: 'tomorrow', time: '09:00' }, NOW)).toEqual({
      status: 'paused',
      note: 'Усі в укритті',
      until: '2030-03-05T09:00:00+02:00',
    });
    expect(statusBody({ status: 'generator', note: '', day: 'today', time: '23:45' }, NOW)).toEqual({
      status: 'generator',
      until: '2030-03-04T23:45:00+02:00',
    });
    expect(statusBody({ status: 'closed', note: '', day: 'none', time: '18:00' }, NOW)).toEqual({ status: 'closed' });
  });

  it('leaves out what is not chosen, so the shared rule names it', () => {
    const body = statusBody({ status: null, note: '', day: 'none', time: '' }, NOW);
    expect(body).toEqual({});
    expect(ZClinicStatusUpdate.safeParse(body).error?.issues[0]?.path).toEqual(['status']);
  });

  it('starts from the current status, its end as a day and a time', () => {
    expect(statusFormValues(null, NOW)).toEqual({ status: null, note: '', day: 'none', time: '' });
    const current = { status: 'paused' as const, note: 'Укриття', until: '2030-03-04T22:15:00Z', set_at: '2030-03-04T21:00:00Z' };
    expect(statusFormValues(current, NOW)).toEqual({ status: 'paused', note: 'Укриття', day: 'tomorrow', time: '00:15' });
    expect(statusFormValues({ ...current, until: '2030-03-04T21:45:00Z' }, NOW)).toMatchObject({ day: 'today', time: '23:45' });
    expect(statusFormValues({ ...current, until: null, note: null }, NOW)).toEqual({ status: 'paused', note: '', day: 'none', time: '' });
  });
});
