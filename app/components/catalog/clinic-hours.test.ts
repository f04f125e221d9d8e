import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/catalogs.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { hoursSummary, weekDays } from './clinic-hours.ts';

const t =
  (locale: 'ua' | 'ru'): Translate =>
  (key, params) =>
    translate(locale, key, params);

describe('hoursSummary', () => {
  it('shows SPEC §9 defaults for a clinic that keeps no hours', () => {
    expect(hoursSummary({}, t('ua'))).toBe('Пн–Пт 8:00–20:00, Сб–Нд 9:00–20:00');
    expect(hoursSummary(null, t('ru'))).toBe('Пн–Пт 8:00–20:00, Сб–Вс 9:00–20:00');
  });

  it('says "daily" when every day is alike, and names closed days', () => {
    const week = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, { from: '07:30', to: '21:00' }]));
    expect(hoursSummary(week, t('ua'))).toBe('Щодня 7:30–21:00');
    expect(hoursSummary({ mon: { from: '09:00', to: '18:00' }, tue: { from: '09:00', to: '18:00' } }, t('ua'))).toBe('Пн–Вт 9:00–18:00, Ср–Нд вихідний');
  });

  it('keeps the days of a profile as they are', () => {
    const days = weekDays({});
    expect(days).toHaveLength(7);
    expect(hoursSummary(days, t('ua'))).toBe('Пн–Пт 8:00–20:00, Сб–Нд 9:00–20:00');
  });
});
