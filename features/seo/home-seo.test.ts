import { describe, expect, it } from 'vitest';
import { documentOfText, type RichDocument } from '../../contracts/rich-text.ts';
import { composeHomeSeo, type HomeTextRow } from './home-seo.ts';
import type { FilteredPageRow, PatternTextsRow } from './listing-meta.ts';
import { fakeTranslate, filters, noTexts } from '../../tests/support/factories/seo.ts';

const linked: RichDocument = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Лікарі {city_locative} ' },
        { type: 'text', text: 'поруч', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' {unknown}і ' },
        { type: 'text', text: 'терапевт', marks: [{ type: 'link', attrs: { href: '/doctors/terapevt' } }] },
      ],
    },
  ],
};

const cityPattern: PatternTextsRow = {
  ...noTexts,
  id: 1,
  type: 'home',
  url: '/{city}',
  is_index: true,
  meta_title_ua: 'Лікарі {city_locative} | Vizyt',
  meta_title_ru: 'Врачи {city_locative} | Vizyt',
  text_ua: linked,
  text_ru: null,
};
const countryPattern: PatternTextsRow = { ...noTexts, id: 2, type: 'home', url: '/', is_index: true, meta_title_ua: 'Вся Україна | Vizyt' };
const kyivText: HomeTextRow = { ...noTexts, h1_ua: 'Київ: знайдіть лікаря', meta_description_ua: 'Опис для Києва' };
const generalText: HomeTextRow = { ...noTexts, h1_ua: 'Знайдіть свого лікаря', text_ua: documentOfText('Про Vizyt') };

const compose = (over: Partial<Parameters<typeof composeHomeSeo>[0]>) =>
  composeHomeSeo({
    city: null,
    locale: 'ua',
    translate: fakeTranslate('ua'),
    filteredPage: null,
    patterns: [cityPattern, countryPattern],
    cityText: null,
    generalText,
    ...over,
  });

describe('home page SEO', () => {
  it('fills a city home from its own text, then the home pattern with the city, keeping marks and spaces of the text', () => {
    const kyiv = compose({ city: filters.kyiv, cityText: kyivText });
    expect(kyiv).toMatchObject({ h1: 'Київ: знайдіть лікаря', title: 'Лікарі у Києві | Vizyt', description: 'Опис для Києва', is_index: true, redirect: null });
    expect(kyiv.text?.content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Лікарі у Києві ' },
        { type: 'text', text: 'поруч', marks: [{ type: 'bold' }] },
        // A variable the page does not have vanishes; the spaces around the marks stay.
        { type: 'text', text: ' і ' },
        { type: 'text', text: 'терапевт', marks: [{ type: 'link', attrs: { href: '/doctors/terapevt' } }] },
      ],
    });
    // The country's home text (no city) is not a city's: another city gets the pattern, and the page's own h1.
    const odesa = compose({ city: filters.odesa });
    expect(odesa).toMatchObject({ h1: null, title: 'Лікарі в Одесі | Vizyt', description: null });
    // In Russian the pattern has no text: none is shown rather than the Ukrainian one.
    expect(compose({ city: filters.odesa, locale: 'ru', translate: fakeTranslate('ru') })).toMatchObject({ title: 'Врачи в Одессе | Vizyt', text: null });
  });

  it('fills the country home from its own text, then the `/` pattern', () => {
    expect(compose({})).toMatchObject({ h1: 'Знайдіть свого лікаря', title: 'Вся Україна | Vizyt', text: documentOfText('Про Vizyt') });
  });

  it('lets a filtered page of the exact URL win, keep the page out of the index or move it', () => {
    const page: FilteredPageRow = { ...noTexts, url: '/kyiv', is_index: false, is_redirect: false, redirect_url: null, h1_ua: 'Лікарі столиці' };
    expect(compose({ city: filters.kyiv, cityText: kyivText, filteredPage: page })).toMatchObject({
      h1: 'Лікарі столиці',
      description: 'Опис для Києва',
      is_index: false,
    });
    const moved = compose({ city: filters.kyiv, filteredPage: { ...page, is_redirect: true, redirect_url: '/odesa' }, locale: 'ru' });
    expect(moved.redirect).toBe('/ru/odesa');
  });
});
