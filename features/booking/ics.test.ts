import { describe, expect, it } from 'vitest';
import { calendarText, eventStatus } from './ics.ts';

const entry = {
  id: 7,
  status: 'booked',
  revision: 3,
  start: '2030-03-31T07:30:00.000Z',
  end: '2030-03-31T08:00:00.000Z',
  summary: `${'Консультація кардіолога, '.repeat(4)}Коваль; 2\\3`,
  location: 'Клініка, вул. Січових Стрільців',
  url: 'https://vizyt.example/ru/patients/appointment',
};

describe('iCalendar', () => {
  it('maps appointment statuses: waiting for the clinic is tentative, approved confirmed, withdrawn cancelled', () => {
    expect(eventStatus('booked')).toBe('TENTATIVE');
    expect(eventStatus('approved')).toBe('CONFIRMED');
    for (const status of ['cancelled', 'rejected', 'expired']) expect(eventStatus(status)).toBe('CANCELLED');
  });

  it('writes one event per appointment with its UID, SEQUENCE, status, UTC times and link, as valid folded text', () => {
    const body = calendarText('Vizyt', [entry], new Date('2030-03-01T00:00:00Z'));
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    const lines = body.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('\r\nUID:appointment-7@vizyt\r\n');
    expect(unfolded).toContain('\r\nSEQUENCE:3\r\n');
    expect(unfolded).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(unfolded).toContain('\r\nDTSTART:20300331T073000Z\r\n');
    expect(unfolded).toContain('\r\nURL;VALUE=URI:https://vizyt.example/ru/patients/appointment\r\n');
    expect(unfolded).toContain('Коваль\\; 2\\\\3');
    expect(unfolded).toContain('LOCATION:Клініка\\, вул. Січових Стрільців');
  });
});
