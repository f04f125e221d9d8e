/**
 * The catalog keys the SEO layer asks for. The texts live with the other page texts in
 * `app/i18n/{ua,ru}/seo.ts` (checked against this list by the typecheck); the server's head builders
 * ask for them through a `translate` bound to the page's language.
 */
export const SEO_MESSAGE_KEYS = [
  'seo.place.country',
  'seo.place.city',
  'seo.listing.h1',
  'seo.listing.h1.qualified',
  'seo.doctors.subject',
  'seo.doctors.title',
  'seo.doctors.description',
  'seo.doctors.keywords',
  'seo.clinics.subject',
  'seo.clinics.title',
  'seo.clinics.description',
  'seo.clinics.keywords',
  'seo.home.h1',
  'seo.home.title',
  'seo.home.description',
  'seo.home.keywords',
  'seo.home.city.h1',
  'seo.home.city.title',
  'seo.home.city.description',
  'seo.home.city.keywords',
] as const;

export type SeoMessageKey = (typeof SEO_MESSAGE_KEYS)[number];
