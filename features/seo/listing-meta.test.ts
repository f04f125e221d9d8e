import { describe, expect, it } from 'vitest';
import { documentOfText } from '../../contracts/rich-text.ts';
import { composeListingMeta, indexableByDefault, type FilteredPageRow, type PatternTextsRow } from './listing-meta.ts';
import { fakeTranslate, filters, noTexts } from '../../tests/support/factories/seo.ts';

const cityPattern: PatternTextsRow = {
  ...noTexts,
  id: 1,
  type: 'doctors',
  url: '/doctors/{city}/{specialization}',
  is_index: true,
  h1_ua: '{specialization_doctor} {city_locative}',
  h1_ru: '{specialization_doctor} {city_locative}',
  meta_title_ua: '{specialization_doctor} {city_locative}: запис онлайн | Vizyt',
  meta_title_ru: '{specialization_doctor} {city_locative}: запись онлайн | Vizyt',
  text_ua: documentOfText('Оберіть лікаря {city_locative}.'),
  text_ru: documentOfText('Выберите врача {city_locative}.'),
};

const filteredPage: FilteredPageRow = {
  ...noTexts,
  url: '/doctors/kyiv/kardiolohiia',
  is_index: false,
  is_redirect: false,
  redirect_url: null,
  h1_ua: 'Найкращі кардіологи Києва',
  h1_ru: null,
  meta_keywords_ua: 'кардіолог київ',
};

const kyivCardiology = { city: filters.kyiv, specialization: filters.cardiology };

describe('listing meta', () => {
  it('takes the filtered page of the exact URL first, field by field, then the pattern', () => {
    const meta = composeListingMeta({
      kind: 'doctors',
      filters: kyivCardiology,
      locale: 'ua',
      translate: fakeTranslate('ua'),
      filteredPage,
      patterns: [cityPattern],
    });
    expect(meta).toMatchObject({
      h1: 'Найкращі кардіологи Києва',
      title: 'Кардіолог у Києві: запис онлайн | Vizyt',
      keywords: 'кардіолог київ',
      text: documentOfText('Оберіть лікаря у Києві.'),
      is_index: false,
      redirect: null,
      source: 'filtered_page',
    });
    // The Russian h1 is empty on the filtered page: the pattern fills it.
    const ru = composeListingMeta({
      kind: 'doctors',
      filters: kyivCardiology,
      locale: 'ru',
      translate: fakeTranslate('ru'),
      filteredPage,
      patterns: [cityPattern],
    });
    expect(ru.h1).toBe('Кардиолог в Киеве');
  });

  it('fills the pattern in each language with the right forms', () => {
    const ua = composeListingMeta({
      kind: 'doctors',
      filters: kyivCardiology,
      locale: 'ua',
      translate: fakeTranslate('ua'),
      filteredPage: null,
      patterns: [cityPattern],
    });
    const ru = composeListingMeta({
      kind: 'doctors',
      filters: { city: filters.odesa, specialization: filters.cardiology },
      locale: 'ru',
      translate: fakeTranslate('ru'),
      filteredPage: null,
      patterns: [cityPattern],
    });
    expect(ua).toMatchObject({ h1: 'Кардіолог у Києві', title: 'Кардіолог у Києві: запис онлайн | Vizyt', is_index: true, source: 'pattern' });
    expect(ru).toMatchObject({
      h1: 'Кардиолог в Одессе',
      title: 'Кардиолог в Одессе: запись онлайн | Vizyt',
      text: documentOfText('Выберите врача в Одессе.'),
    });
    // The pattern has no description: the built-in one is asked for with the pattern's h1.
    expect(ua.description).toBe('[seo.doctors.description h1=Кардіолог у Києві]');
  });

  it('names the filters a broader pattern leaves out of its h1', () => {
    const narrower = {
      kind: 'doctors' as const,
      filters: { ...kyivCardiology, doctorFeature: filters.children },
      locale: 'ua' as const,
      translate: fakeTranslate('ua'),
      filteredPage: null,
    };
    const meta = composeListingMeta({ ...narrower, patterns: [cityPattern] });
    expect(meta).toMatchObject({ h1: 'Кардіолог у Києві: приймає дітей', title: 'Кардіолог у Києві: запис онлайн | Vizyt', source: 'pattern' });
    // A pattern text that already uses the feature is left as written.
    const withFeature = { ...cityPattern, h1_ua: '{specialization_doctor} {city_locative} ({doctor_feature})' };
    expect(composeListingMeta({ ...narrower, patterns: [withFeature] }).h1).toBe('Кардіолог у Києві (Приймає дітей)');
    // A city the pattern does not name joins as a place, keeping its capital letter.
    const bySpecialization = { ...cityPattern, url: '/doctors/{specialization}', h1_ua: '{specialization_doctor}' };
    expect(composeListingMeta({ ...narrower, patterns: [bySpecialization] }).h1).toBe('Кардіолог у Києві: приймає дітей');
  });

  it('redirects in the page language when the filtered page says so', () => {
    const moved = { ...filteredPage, is_redirect: true, redirect_url: '/doctors/kyiv' };
    const input = { kind: 'doctors' as const, filters: kyivCardiology, translate: fakeTranslate('ru'), filteredPage: moved, patterns: [] };
    expect(composeListingMeta({ ...input, locale: 'ru' }).redirect).toBe('/ru/doctors/kyiv');
    expect(composeListingMeta({ ...input, locale: 'ua' }).redirect).toBe('/doctors/kyiv');
    expect(composeListingMeta({ ...input, locale: 'ua', filteredPage: { ...moved, redirect_url: 'https://example.org/x' } }).redirect).toBe(
      'https://example.org/x',
    );
  });

  it('falls back to the built-in texts of each listing kind', () => {
    const doctors = composeListingMeta({
      kind: 'doctors',
      filters: { city: filters.kyiv, specialization: filters.cardiology, doctorFeature: filters.children },
      locale: 'ua',
      translate: fakeTranslate('ua'),
      filteredPage: null,
      patterns: [],
    });
    expect(doctors).toMatchObject({
      h1: 'Кардіолог у Києві: приймає дітей',
      title: '[seo.doctors.title h1=Кардіолог у Києві: приймає дітей]',
      text: null,
      source: 'default',
    });
    expect(doctors.keywords).toBe('[seo.doctors.keywords heading=кардіолог у києві]');
    const clinics = composeListingMeta({
      kind: 'medical_institutions',
      filters: { institutionType: filters.clinics, specialization: filters.cardiology },
      locale: 'ru',
      translate: fakeTranslate('ru'),
      filteredPage: null,
      patterns: [],
    });
    expect(clinics.h1).toBe('Клиники в Украине: кардиология');
    const everyone = composeListingMeta({ kind: 'doctors', filters: {}, locale: 'ru', translate: fakeTranslate('ru'), filteredPage: null, patterns: [] });
    expect(everyone.h1).toBe('[seo.doctors.subject] в Украине');
    const home = composeListingMeta({
      kind: 'home',
      filters: { city: filters.odesa },
      locale: 'ua',
      translate: fakeTranslate('ua'),
      filteredPage: null,
      patterns: [],
    });
    expect(home.h1).toBe('[seo.home.city.h1 place=в Одесі]');
  });

  it('indexes the main listings and leaves thin combinations to a filtered page or an exact pattern', () => {
    expect(indexableByDefault('doctors', kyivCardiology)).toBe(true);
    expect(indexableByDefault('doctors', { specialization: filters.cardiology })).toBe(true);
    expect(indexableByDefault('doctors', { ...kyivCardiology, doctorFeature: filters.children })).toBe(false);
    expect(indexableByDefault('doctors', { city: filters.kyiv, institutionType: filters.clinics })).toBe(false);
    expect(indexableByDefault('medical_institutions', { city: filters.kyiv, institutionType: filters.clinics })).toBe(true);
    expect(indexableByDefault('medical_institutions', { institutionFeature: filters.parking })).toBe(false);

    const thin = {
      kind: 'doctors' as const,
      filters: { ...kyivCardiology, doctorFeature: filters.children },
      locale: 'ua' as const,
      translate: fakeTranslate('ua'),
      filteredPage: null,
    };
    // The {city, specialization} pattern stands in for the texts but does not make the thin page indexable…
    expect(composeListingMeta({ ...thin, patterns: [cityPattern] }).is_index).toBe(false);
    // …a pattern written for exactly this combination does, unless it says otherwise.
    const exact = { ...cityPattern, id: 2, url: '/doctors/{city}/{specialization}/{doctor_feature}' };
    expect(composeListingMeta({ ...thin, patterns: [cityPattern, exact] }).is_index).toBe(true);
    expect(composeListingMeta({ ...thin, patterns: [{ ...exact, is_index: false }] }).is_index).toBe(false);
    // A filtered page decides on its own.
    expect(composeListingMeta({ ...thin, patterns: [], filteredPage: { ...filteredPage, is_index: true } }).is_index).toBe(true);
  });
});
