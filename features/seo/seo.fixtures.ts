import type { Locale } from '../../contracts/locale.ts';
import type { CityFilter, NamedFilter, SpecializationFilter } from './listing-filters.ts';
import type { SeoMessageKey, Translate } from './messages.ts';

/** Resolved filters as the catalogue hands them over, for the SEO tests. */
export const filters = {
  kyiv: { id: 1, slug: 'kyiv', name_ua: 'Київ', name_ru: 'Киев', name_locative_ua: 'у Києві', name_locative_ru: 'в Киеве' } satisfies CityFilter,
  odesa: { id: 2, slug: 'odesa', name_ua: 'Одеса', name_ru: 'Одесса', name_locative_ua: 'в Одесі', name_locative_ru: 'в Одессе' } satisfies CityFilter,
  cardiology: {
    id: 10, slug: 'kardiolohiia', name_ua: 'Кардіологія', name_ru: 'Кардиология', doctor_name_ua: 'Кардіолог', doctor_name_ru: 'Кардиолог',
  } satisfies SpecializationFilter,
  children: { id: 20, slug: 'pryimaie-ditei', name_ua: 'Приймає дітей', name_ru: 'Принимает детей' } satisfies NamedFilter,
  clinics: { id: 30, slug: 'kliniky', name_ua: 'Клініки', name_ru: 'Клиники' } satisfies NamedFilter,
  parking: { id: 40, slug: 'parkovka', name_ua: 'Парковка', name_ru: 'Парковка' } satisfies NamedFilter,
};

/**
 * A stand-in for the app's catalogs (features cannot import app/): the place phrases as the catalogs
 * word them, every other key echoed with its parameters so a test sees which text was asked for and
 * with what. The real wording is tested with the real catalogs in server/seo-routes.test.ts.
 */
export function fakeTranslate(locale: Locale): Translate {
  const phrases: Partial<Record<SeoMessageKey, string>> =
    locale === 'ua'
      ? { 'seo.place.city': 'у місті {{city}}', 'seo.place.country': 'в Україні', 'seo.listing.h1': '{{subject}} {{place}}', 'seo.listing.h1.qualified': '{{heading}}: {{qualifiers}}' }
      : { 'seo.place.city': 'в городе {{city}}', 'seo.place.country': 'в Украине', 'seo.listing.h1': '{{subject}} {{place}}', 'seo.listing.h1.qualified': '{{heading}}: {{qualifiers}}' };
  return (key, params = {}) => {
    const phrase = phrases[key];
    if (phrase) return phrase.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
    return `[${key}${Object.entries(params).map(([name, value]) => ` ${name}=${value}`).join('')}]`;
  };
}
