import { describe, expect, it } from 'vitest';
import type { ListingFilters as CatalogListingFilters } from '../catalog/listing-url.ts';
import { buildListingPath, presentVariables, type ListingFilters } from './listing-filters.ts';
import { choosePattern, fillTemplate, patternUrlVariables, variableValues, type PatternRow } from './patterns.ts';
import { fakeTranslate, filters } from '../../tests/support/factories/seo.ts';

// The catalogue's parsed filters must plug straight into the SEO layer.
const parsed: CatalogListingFilters = {};
const accepted: ListingFilters = parsed;

describe('pattern keys', () => {
  it('are the filter variables named in the url, forms counting as their base', () => {
    expect([...patternUrlVariables('/doctors/{city}/{specialization}')].sort()).toEqual(['city', 'specialization']);
    expect([...patternUrlVariables('/{city_locative}/x/{specialization_doctor}/{unknown}')].sort()).toEqual(['city', 'specialization']);
    expect(patternUrlVariables('/doctors').size).toBe(0);
  });

  const patterns: PatternRow[] = [
    { id: 1, type: 'doctors', url: '/doctors/{city}', is_index: true },
    { id: 2, type: 'doctors', url: '/doctors/{city}/{specialization}', is_index: true },
    { id: 3, type: 'doctors', url: '/doctors/{city}/{specialization}/{doctor_feature}', is_index: false },
    { id: 4, type: 'medical_institutions', url: '/med-centers/{city}/{specialization}', is_index: true },
    { id: 5, type: 'doctors', url: '/doctors/{specialization}/{city}', is_index: true },
  ];

  it('pick the most specific pattern of the kind whose variables are all present', () => {
    const cityAndSpecialization = presentVariables({ city: filters.kyiv, specialization: filters.cardiology });
    expect(choosePattern(patterns, 'doctors', cityAndSpecialization)).toEqual({ pattern: patterns[1], exact: true });
    const withFeature = presentVariables({ city: filters.kyiv, specialization: filters.cardiology, doctorFeature: filters.children });
    expect(choosePattern(patterns, 'doctors', withFeature)).toEqual({ pattern: patterns[2], exact: true });
    const withType = presentVariables({ city: filters.kyiv, specialization: filters.cardiology, institutionType: filters.clinics });
    expect(choosePattern(patterns, 'doctors', withType)).toEqual({ pattern: patterns[1], exact: false });
    expect(choosePattern(patterns, 'doctors', presentVariables({ specialization: filters.cardiology }))).toBeNull();
    expect(choosePattern(patterns, 'home', presentVariables({ city: filters.kyiv }))).toBeNull();
  });
});

describe('template variables', () => {
  it('speak the page language with the locative city and the doctor name', () => {
    const all = {
      city: filters.kyiv,
      specialization: filters.cardiology,
      doctorFeature: filters.children,
      institutionType: filters.clinics,
      institutionFeature: filters.parking,
    };
    expect(variableValues(all, 'ua', fakeTranslate('ua'))).toEqual({
      city: 'Київ',
      city_locative: 'у Києві',
      specialization: 'Кардіологія',
      specialization_doctor: 'Кардіолог',
      doctor_feature: 'Приймає дітей',
      medical_institution_type: 'Клініки',
      medical_institution_feature: 'Парковка',
    });
    expect(variableValues(all, 'ru', fakeTranslate('ru'))).toMatchObject({
      city: 'Киев',
      city_locative: 'в Киеве',
      specialization_doctor: 'Кардиолог',
      medical_institution_type: 'Клиники',
    });
  });

  it('fall back to a phrase with the nominative when the locative form is missing', () => {
    const city = { ...filters.kyiv, name_locative_ua: null, name_locative_ru: '' };
    expect(variableValues({ city }, 'ua', fakeTranslate('ua')).city_locative).toBe('у місті Київ');
    expect(variableValues({ city }, 'ru', fakeTranslate('ru')).city_locative).toBe('в городе Киев');
  });

  it('fill templates, dropping missing values cleanly and capitalising the start', () => {
    const values = { city_locative: 'у Києві', specialization_doctor: 'кардіолог' };
    expect(fillTemplate('{specialization_doctor} {city_locative}: запис онлайн', values)).toBe('Кардіолог у Києві: запис онлайн');
    expect(fillTemplate('{specialization_doctor} {doctor_feature} {city_locative}, {medical_institution_type}', values)).toBe('Кардіолог у Києві');
    expect(fillTemplate('{city_locative} — {unknown}', values)).toBe('У Києві');
    expect(fillTemplate('{city_locative} лікарі', values, { capitalize: false })).toBe('у Києві лікарі');
  });
});

describe('listing paths', () => {
  it('put the segments in canonical order and give city homes their own path', () => {
    const all = {
      institutionFeature: filters.parking,
      doctorFeature: filters.children,
      specialization: filters.cardiology,
      institutionType: filters.clinics,
      city: filters.kyiv,
    };
    expect(buildListingPath('doctors', all)).toBe('/doctors/kyiv/kardiolohiia/pryimaie-ditei/kliniky/parkovka');
    expect(buildListingPath('medical_institutions', all)).toBe('/med-centers/kyiv/kliniky/parkovka/kardiolohiia');
    expect(buildListingPath('home', { city: filters.kyiv })).toBe('/kyiv');
    expect(buildListingPath('home', {})).toBe('/');
    expect(accepted).toEqual({});
  });
});
