import { describe, expect, it } from 'vitest';
import { calendar, foldLine, icsText, icsTime } from './ics.ts';

describe('iCalendar', () => {
  it('escapes text values and writes UTC times', () => {
    expect(icsText('Клініка, вул. Січових Стрільців; 2\\3\nповерх')).toBe('Клініка\\, вул. Січових Стрільців\\; 2\\\\3\\nповерх');
    expect(icsTime('2030-03-31T07:30:00.000Z')).toBe('20300331T073000Z');
  });

  it('folds long lines at 75 octets without splitting a Cyrillic letter', () => {
    const line = `SUMMARY:${'Консультація кардіолога '.repeat(6)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('builds a calendar with CRLF line ends and a cancelled status', () => {
    const body = calendar('Vizyt', [
      { uid: 'appointment-1@vizyt', start: '2030-03-31T07:30:00Z', end: '2030-03-31T08:00:00Z', summary: 'Прийом', cancelled: true, stamp: new Date('2030-03-01T00:00:00Z') },
    ]);
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });
});
