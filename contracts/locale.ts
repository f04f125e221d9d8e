/** The site's languages: `ua` (default, no URL prefix) and `ru` (under `/ru`). */
export const LOCALES = ['ua', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ua';
