import { describe, expect, it } from 'vitest';
import { catalogQueryString, ZCatalogSearchQuery, ZDoctorListPageQuery, ZInstitutionListPageQuery } from './catalog.ts';

describe('catalogue page queries', () => {
  it('read a doctor listing query from a URL, lists comma-separated or repeated', () => {
    const query = ZDoctorListPageQuery.parse({
      page: '3',
      sort: 'price',
      price_min: '200',
      price_max: '1500.5',
      rating_min: '4.5',
      languages: 'EN, de',
      category: ['higher', 'first'],
      experience_min: '10',
      available: 'tomorrow',
      features: 'pryimaie-ditei',
    });
    expect(query).toEqual({
      page: 3,
      sort: 'price',
      price_min: 200,
      price_max: 1500.5,
      rating_min: 4.5,
      languages: ['en', 'de'],
      category: ['higher', 'first'],
      experience_min: 10,
      available: 'tomorrow',
      features: ['pryimaie-ditei'],
    });
  });

  it('forgive anything malformed: defaults instead of errors, so the page still renders', () => {
    const query = ZDoctorListPageQuery.parse({
      page: 'abc',
      sort: 'cheapest',
      price_min: '-5',
      price_max: '',
      rating_min: '7',
      languages: { nested: 'object' },
      category: 'top,first',
      experience_min: '2.5',
      available: 'yesterday',
      unknown: 'ignored',
    });
    expect(query).toEqual({
      page: 1,
      sort: 'rating',
      price_min: undefined,
      price_max: undefined,
      rating_min: undefined,
      languages: [],
      category: ['first'],
      experience_min: undefined,
      available: undefined,
      features: [],
    });
    expect(ZDoctorListPageQuery.parse({})).toMatchObject({ page: 1, sort: 'rating', languages: [], category: [], features: [] });
    expect(ZDoctorListPageQuery.parse({ languages: Array.from({ length: 50 }, (_, i) => `l${i}`) }).languages).toHaveLength(20);
    expect(ZInstitutionListPageQuery.parse({ page: '0', sort: 'name', features: 'a,a,b' })).toEqual({ page: 1, sort: 'name', features: ['a', 'b'] });
  });

  it('take a search string, cut to 100 characters', () => {
    expect(ZCatalogSearchQuery.parse({ q: '  кардіолог ' })).toEqual({ q: 'кардіолог' });
    expect(ZCatalogSearchQuery.parse({ q: ['a', 'b'] })).toEqual({ q: '' });
    expect(ZCatalogSearchQuery.parse({}).q).toBe('');
    expect(ZCatalogSearchQuery.parse({ q: 'я'.repeat(500) }).q).toHaveLength(100);
  });

  it('write query strings for links without the defaults', () => {
    expect(catalogQueryString({ page: 1, sort: 'rating', price_min: 200, languages: ['en', 'de'], features: [] })).toBe('?price_min=200&languages=en%2Cde');
    expect(catalogQueryString({ page: 2, sort: 'earliest' })).toBe('?page=2&sort=earliest');
    expect(catalogQueryString({ page: 1 })).toBe('');
  });
});
