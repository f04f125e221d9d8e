import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/catalogs.ts';
import type { Locale } from '../../i18n/locale.ts';
import { plural } from './plural.ts';

const say = (locale: Locale, n: number) => plural((key, params) => translate(locale, key, params), locale, 'catalog.reviews', n);

describe('plural', () => {
  it.each([
    [1, '1 відгук'],
    [2, '2 відгуки'],
    [5, '5 відгуків'],
    [11, '11 відгуків'],
    [21, '21 відгук'],
    [24, '24 відгуки'],
  ])('Ukrainian %i', (n, text) => expect(say('ua', n)).toBe(text));

  it.each([
    [1, '1 отзыв'],
    [3, '3 отзыва'],
    [12, '12 отзывов'],
    [101, '101 отзыв'],
  ])('Russian %i', (n, text) => expect(say('ru', n)).toBe(text));
});
