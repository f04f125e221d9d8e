import { describe, expect, it } from 'vitest';
import { cityFromParams, matchCity } from './city.ts';

const cities = [
  { city_slug: 'kyiv', name_ua: 'Київ', name_ru: 'Киев' },
  { city_slug: 'lviv', name_ua: 'Львів', name_ru: 'Львов' },
];

describe('city matching', () => {
  it('matches slugs in any letter case', () => {
    expect(matchCity(cities, 'kyiv')?.city_slug).toBe('kyiv');
    expect(matchCity(cities, 'KYIV')?.city_slug).toBe('kyiv');
    expect(matchCity(cities, 'Lviv')?.city_slug).toBe('lviv');
  });

  it('does not match unknown or empty values', () => {
    expect(matchCity(cities, 'no-such-city')).toBeUndefined();
    expect(matchCity(cities, '')).toBeUndefined();
    expect(matchCity(cities, undefined)).toBeUndefined();
    expect(matchCity(cities, 'kyi')).toBeUndefined();
  });

  it('selects the city named by any route parameter, splat segments included', () => {
    expect(cityFromParams(cities, { city: 'Kyiv' })?.city_slug).toBe('kyiv');
    expect(cityFromParams(cities, { slug: 'dr-house', '*': 'kardiolog/lviv' })?.city_slug).toBe('lviv');
    expect(cityFromParams(cities, { slug: 'kardiolog' })).toBeUndefined();
    expect(cityFromParams(cities, {})).toBeUndefined();
  });
});
