import { describe, expect, it } from 'vitest';
import { indexCatalogDictionaries, type DictionaryEntry } from './dictionaries.ts';
import { buildListingPath, LISTING_ORDER, parseListingPath } from './listing-url.ts';

let id = 0;
const entry = (slug: string, code = slug): DictionaryEntry => ({ id: ++id, code, slug, name_ua: slug, name_ru: slug });
const dictionaries = indexCatalogDictionaries({
  cities: [{ ...entry('kyiv'), name_locative_ua: 'у Києві', name_locative_ru: 'в Киеве', latitude: 50.45, longitude: 30.52 }],
  specializations: [{ ...entry('kardioloh', 'cardiology'), doctor_name_ua: 'кардіолог', doctor_name_ru: 'кардиолог' }],
  doctorFeatures: [entry('pryimaie-ditei', 'child_consultation'), entry('vyklyk-dodomu', 'visit_to_home'), entry('pokazuvaty-na-holovnii', 'show_on_main')],
  // A type whose slug is also a specialization's: the canonical order decides which it is.
  institutionTypes: [
    { ...entry('kliniky', 'clinic'), background_color: '#1A4B48', text_color: '#FFFFFF', image: null },
    { ...entry('kardioloh', 'cardio_center'), background_color: '#E7E7E7', text_color: '#1C1C1A', image: null },
  ],
  institutionFeatures: [entry('parkovka', 'parking')],
  languages: [entry('en')],
});

describe('listing paths', () => {
  it('parse in the canonical order: city, specialization, doctor feature, institution type, institution feature', () => {
    const parsed = parseListingPath('doctors', 'kyiv/kardioloh/pryimaie-ditei/kliniky/parkovka', dictionaries);
    expect(parsed).toMatchObject({ canonicalPath: '/doctors/kyiv/kardioloh/pryimaie-ditei/kliniky/parkovka', isCanonical: true });
    expect(Object.fromEntries(Object.entries(parsed!.filters).map(([slot, value]) => [slot, value.code]))).toEqual({
      city: 'kyiv',
      specialization: 'cardiology',
      doctorFeature: 'child_consultation',
      institutionType: 'clinic',
      institutionFeature: 'parking',
    });
    expect(parseListingPath('doctors', [], dictionaries)).toMatchObject({ filters: {}, canonicalPath: '/doctors', isCanonical: true });
    expect(parseListingPath('doctors', '', dictionaries)).toMatchObject({ canonicalPath: '/doctors', isCanonical: true });
  });

  it('parse any other order, letter case or stray slash as the same page, marked for a 301 to the canonical path', () => {
    for (const path of ['parkovka/kyiv/kardioloh', 'KYIV/Kardioloh/parkovka', 'kyiv//kardioloh/parkovka', 'kyiv/kardioloh/parkovka/']) {
      const parsed = parseListingPath('doctors', path, dictionaries);
      expect(parsed, path).toMatchObject({ canonicalPath: '/doctors/kyiv/kardioloh/parkovka', isCanonical: false });
    }
    expect(parseListingPath('med-centers', 'kardioloh/kyiv/kliniky', dictionaries)).toMatchObject({
      canonicalPath: '/med-centers/kyiv/kliniky/kardioloh',
      isCanonical: false,
    });
  });

  it('answer null for an unknown segment, a repeated kind, or a kind the listing does not take', () => {
    expect(parseListingPath('doctors', 'kyiv/odesa', dictionaries)).toBeNull();
    expect(parseListingPath('doctors', 'kyiv/kyiv', dictionaries)).toBeNull();
    expect(parseListingPath('doctors', 'pryimaie-ditei/vyklyk-dodomu', dictionaries)).toBeNull();
    expect(parseListingPath('med-centers', 'pryimaie-ditei', dictionaries)).toBeNull();
    // Back-office switches are not features a visitor filters by.
    expect(parseListingPath('doctors', 'pokazuvaty-na-holovnii', dictionaries)).toBeNull();
    expect(parseListingPath('doctors', "kyiv/' or 1=1 --", dictionaries)).toBeNull();
  });

  it('give a slug found in two dictionaries to the first free kind in canonical order', () => {
    expect(parseListingPath('doctors', 'kardioloh', dictionaries)?.filters.specialization?.code).toBe('cardiology');
    const both = parseListingPath('doctors', 'kardioloh/kardioloh', dictionaries);
    expect(both?.filters.institutionType?.code).toBe('cardio_center');
    expect(both?.canonicalPath).toBe('/doctors/kardioloh/kardioloh');
    expect(parseListingPath('med-centers', 'kardioloh', dictionaries)?.filters.institutionType?.code).toBe('cardio_center');
  });

  it('build canonical paths from slugs or parsed filters, dropping what the kind does not take', () => {
    expect(buildListingPath('doctors', { specialization: 'kardioloh', city: { slug: 'Kyiv' } })).toBe('/doctors/kyiv/kardioloh');
    expect(buildListingPath('med-centers', { doctorFeature: 'pryimaie-ditei', city: 'kyiv', institutionType: 'kliniky' })).toBe('/med-centers/kyiv/kliniky');
    expect(buildListingPath('doctors', {})).toBe('/doctors');
    const parsed = parseListingPath('doctors', 'kyiv/kardioloh/kliniky', dictionaries)!;
    expect(buildListingPath('med-centers', parsed.filters)).toBe('/med-centers/kyiv/kliniky/kardioloh');
    expect(LISTING_ORDER['med-centers']).toEqual(['city', 'institutionType', 'institutionFeature', 'specialization']);
  });
});
