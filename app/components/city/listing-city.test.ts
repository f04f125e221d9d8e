import { describe, expect, it } from 'vitest';
import { listingPathInCity } from './listing-city.ts';

const cities = ['kyiv', 'lviv', 'odesa'];

describe('the header city menu on a listing', () => {
  it('changes only the city segment and keeps the specialization, other segments and the query', () => {
    expect(listingPathInCity('/ru/doctors/pediatr', '?sort=price', cities, 'kyiv')).toBe('/ru/doctors/kyiv/pediatr?sort=price');
    expect(listingPathInCity('/doctors/lviv/pediatr/pryimaie-ditei', '', cities, 'kyiv')).toBe('/doctors/kyiv/pediatr/pryimaie-ditei');
    expect(listingPathInCity('/med-centers/odesa/kliniky', '?view=map', cities, 'lviv')).toBe('/med-centers/lviv/kliniky?view=map');
    expect(listingPathInCity('/ru/doctors', '?day=tomorrow', cities, 'odesa')).toBe('/ru/doctors/odesa?day=tomorrow');
  });

  it('removes the city for all cities and starts again at page 1', () => {
    expect(listingPathInCity('/ru/doctors/kyiv/pediatr', '?page=3&sort=price', cities, '')).toBe('/ru/doctors/pediatr?sort=price');
    expect(listingPathInCity('/doctors/KYIV', '?page=2', cities, '')).toBe('/doctors');
  });

  it('is not for other pages: the menu opens the city home there', () => {
    for (const path of ['/', '/ru', '/kyiv', '/doctor/ivan-petrenko', '/search', '/ru/med-center']) {
      expect(listingPathInCity(path, '', cities, 'kyiv'), path).toBeNull();
    }
  });
});
