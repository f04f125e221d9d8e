import type { Locale } from '../../contracts/locale.ts';
import { localeFromPath } from '../../contracts/page-url.ts';

export { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contracts/locale.ts';
// Shared with the server (sitemaps, head meta): one definition of how a locale sits in a path.
export { localeFromPath, localizedPath, unlocalizedPath } from '../../contracts/page-url.ts';

/** The cookie that remembers the visitor's language choice (SPEC §9: 365 days, path /, SameSite=Lax). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The HTML language code: the `ua` route locale is Ukrainian, `uk`. */
export function htmlLang(locale: Locale): 'uk' | 'ru' {
  return locale === 'ua' ? 'uk' : 'ru';
}

/** `Set-Cookie`/`document.cookie` value that records the language choice. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** The locale of a page or data request (`/ru.data` and `/ru/kyiv.data` are Russian too). */
export function localeFromRequest(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname.replace(/\.data$/, ''));
}
