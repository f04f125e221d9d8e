import { describe, expect, it } from 'vitest';
import { formatKopecks } from '../../contracts/numbers.ts';
import { renderMessage } from './templates.ts';

describe('message templates', () => {
  it('write sums as the site does, the hryvnia sign coming from the formatter alone', () => {
    const params = { number: 'VZ-2030-000001', amount: formatKopecks(125_000), doctor: 'Олена Петренко', date: '04.03.2030', time: '10:00' };
    expect(renderMessage('ua', 'messages.appointment.paid.text', params)).toBe('Оплату 1\u202f250\u202f₴ отримано: Олена Петренко, 04.03.2030 о 10:00.');
    expect(renderMessage('ru', 'messages.appointment.refunded.text', { amount: formatKopecks(9950) })).toBe(
      'Оплата 99,50\u202f₴ возвращена на карту, которой вы платили. Банк обычно зачисляет средства в течение 1–3 банковских дней.',
    );
  });
});
