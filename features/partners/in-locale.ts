import type { Locale } from '../../contracts/locale.ts';

/** The column of the page's language, of a text kept in both (`name_ua` or `name_ru`). */
export const inLocale = <Ua, Ru>(locale: Locale, columns: { ua: Ua; ru: Ru }): Ua | Ru => (locale === 'ua' ? columns.ua : columns.ru);
