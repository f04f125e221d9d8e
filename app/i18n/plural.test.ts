import { describe, expect, it } from 'vitest';
import { catalogs, translate } from './catalogs.ts';
import type { Locale } from './locale.ts';
import { plural, pluralCategory, type PluralBase } from './plural.ts';

const say = (locale: Locale, base: PluralBase, n: number) => plural((key, params) => translate(locale, key, params), locale, base, n);

describe('plural', () => {
  it('chooses the form as CLDR does for Ukrainian and Russian', () => {
    for (const [locale, intl] of [
      ['ua', 'uk'],
      ['ru', 'ru'],
    ] as const) {
      const rules = new Intl.PluralRules(intl);
      for (let n = 0; n <= 1000; n++) expect(pluralCategory(locale, n), `${locale} ${n}`).toBe(rules.select(n));
      for (const n of [0.5, 1.5, 2.25, 21.1]) expect(pluralCategory(locale, n)).toBe('other');
    }
  });

  it.each([
    [0, '0 відгуків'],
    [1, '1 відгук'],
    [2, '2 відгуки'],
    [5, '5 відгуків'],
    [11, '11 відгуків'],
    [12, '12 відгуків'],
    [21, '21 відгук'],
    [22, '22 відгуки'],
    [25, '25 відгуків'],
    [111, '111 відгуків'],
    [1001, '1001 відгук'],
  ])('Ukrainian %i', (n, text) => expect(say('ua', 'catalog.reviews', n)).toBe(text));

  it.each([
    [0, '0 отзывов'],
    [1, '1 отзыв'],
    [2, '2 отзыва'],
    [5, '5 отзывов'],
    [11, '11 отзывов'],
    [14, '14 отзывов'],
    [21, '21 отзыв'],
    [22, '22 отзыва'],
    [25, '25 отзывов'],
    [111, '111 отзывов'],
  ])('Russian %i', (n, text) => expect(say('ru', 'catalog.reviews', n)).toBe(text));

  it('asks about the records in the back office in the right form', () => {
    expect(say('ua', 'admin.list.confirm.restore.records', 1)).toBe('Відновити 1 запис?');
    expect(say('ua', 'admin.list.confirm.restore.records', 3)).toBe('Відновити 3 записи?');
    expect(say('ua', 'admin.list.confirm.restore.records', 11)).toBe('Відновити 11 записів?');
    expect(say('ru', 'admin.list.confirm.delete.records', 21)).toBe('Переместить 21 запись в корзину?');
    expect(say('ru', 'admin.list.confirm.delete.records', 22)).toBe('Переместить 22 записи в корзину?');
    expect(say('ua', 'booking.nav.notifications.unread', 1)).toBe('Сповіщення (1 нове)');
    expect(say('ru', 'booking.nav.notifications.unread', 5)).toBe('Уведомления (5 новых)');
  });

  it('finds all four forms of every counted phrase in both languages', () => {
    for (const locale of ['ua', 'ru'] as const) {
      const keys = Object.keys(catalogs[locale]);
      const bases = new Set(keys.filter((key) => key.endsWith('.few')).map((key) => key.slice(0, -'.few'.length)));
      expect(bases.size).toBeGreaterThan(5);
      for (const base of bases) {
        for (const form of ['one', 'few', 'many', 'other']) expect(keys, `${locale} ${base}.${form}`).toContain(`${base}.${form}`);
      }
    }
  });
});
