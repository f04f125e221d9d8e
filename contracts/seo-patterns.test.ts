import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  normaliseSeoUrl,
  samplePath,
  SEO_SNIPPET_LIMITS,
  snippetWarnings,
  textVariablesOf,
  textVariableValues,
  unknownVariables,
} from './seo-patterns.ts';

const kyivCardiology = textVariableValues(
  { city: { name: 'Київ', locative: 'у Києві' }, specialization: { name: 'Кардіологія', doctor_name: 'Кардіолог' } },
  (city) => `у місті ${city}`,
);

describe('SEO variables, shared by the server and the back office preview', () => {
  it('fill every form of a variable from a sample, in its language', () => {
    expect(kyivCardiology).toEqual({ city: 'Київ', city_locative: 'у Києві', specialization: 'Кардіологія', specialization_doctor: 'Кардіолог' });
    expect(fillTemplate('{specialization_doctor} {city_locative}: запис онлайн', kyivCardiology)).toBe('Кардіолог у Києві: запис онлайн');
  });

  it('fall back to a phrase when the city has no locative form, and to the field when the specialization has no doctor name', () => {
    const values = textVariableValues(
      { city: { name: 'Ірпінь', locative: null }, specialization: { name: 'УЗД', doctor_name: null } },
      (city) => `у місті ${city}`,
    );
    expect(fillTemplate('{specialization_doctor} {city_locative}', values)).toBe('УЗД у місті Ірпінь');
  });

  it('vanish when absent, leaving no doubled space, space before punctuation or dangling separator', () => {
    expect(fillTemplate('{specialization_doctor} {doctor_feature} {city_locative}, ціни — {unknown}', kyivCardiology)).toBe('Кардіолог у Києві, ціни');
    expect(fillTemplate('{doctor_feature}: кардіолог', {}, { capitalize: false })).toBe('кардіолог');
  });

  it('are those SPEC §3 names for each page type: the home page has the city only', () => {
    expect(textVariablesOf('home')).toEqual(['city', 'city_locative']);
    expect(textVariablesOf('doctors')).toContain('medical_institution_feature');
    expect(unknownVariables('{city} {specialization} {typo}', 'home')).toEqual(['specialization', 'typo']);
    expect(unknownVariables('{city_locative} {doctor_feature}', 'medical_institutions')).toEqual([]);
  });

  it('make a pattern url a sample page, and a typed url its stored form', () => {
    expect(samplePath('/doctors/{city}/{specialization_doctor}/{doctor_feature}', { city: 'kyiv', specialization: 'kardiolog' })).toBe(
      '/doctors/kyiv/kardiolog/{doctor_feature}',
    );
    expect(normaliseSeoUrl(' /doctors/kyiv/ ')).toBe('/doctors/kyiv');
    expect(normaliseSeoUrl('/')).toBe('/');
  });
});

describe('snippet length warnings', () => {
  it('warn (with the length and the limit) only past what search results show', () => {
    const title = 'Т'.repeat(SEO_SNIPPET_LIMITS.title);
    const description = 'О'.repeat(SEO_SNIPPET_LIMITS.description);
    expect(snippetWarnings({ title, description })).toEqual([]);
    expect(snippetWarnings({ title: `${title}!`, description: `${description}!` })).toEqual([
      { field: 'title', length: SEO_SNIPPET_LIMITS.title + 1, limit: SEO_SNIPPET_LIMITS.title },
      { field: 'description', length: SEO_SNIPPET_LIMITS.description + 1, limit: SEO_SNIPPET_LIMITS.description },
    ]);
  });

  it('count characters as a reader does, not UTF-16 units', () => {
    expect(snippetWarnings({ title: '🩺'.repeat(SEO_SNIPPET_LIMITS.title), description: '' })).toEqual([]);
  });
});
