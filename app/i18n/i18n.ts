import i18next, { type i18n as I18n } from 'i18next';
import { catalogs } from './catalogs.ts';
import type { Locale } from './locale.ts';

/**
 * A new i18next instance for one locale. The server makes one per request (no shared mutable
 * language between concurrent requests); the browser keeps one per locale for the session.
 * Catalogs are flat: keys are dotted like the spec (`lack.of.rights`), never nested.
 */
export function createI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'ua',
    supportedLngs: ['ua', 'ru'],
    resources: { [locale]: { translation: catalogs[locale] }, ...(locale === 'ua' ? {} : { ua: { translation: catalogs.ua } }) },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const browserInstances = new Map<Locale, I18n>();

/** On the server: a fresh instance. In the browser: one per locale, reused across navigations. */
export function i18nFor(locale: Locale): I18n {
  if (typeof document === 'undefined') return createI18n(locale);
  let instance = browserInstances.get(locale);
  if (!instance) browserInstances.set(locale, (instance = createI18n(locale)));
  return instance;
}
