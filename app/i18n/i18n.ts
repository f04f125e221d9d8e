import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Locale } from './locale.ts';
import { interpolate, messagesOf, registerMessages, type Messages, type TranslateParams } from './messages.ts';

/** A translator for one locale: flat dotted keys (`lack.of.rights`), `{{name}}` placeholders. */
export interface I18n {
  language: Locale;
  t(key: string, params?: TranslateParams): string;
  exists(key: string): boolean;
}

/**
 * A translator over the given messages (docs/decisions/040, 160). Not i18next: the catalogs are flat,
 * use no plural suffixes, nesting or formatters, so lookup plus `{{name}}` is all i18next did here, for
 * 18 KB of every public page's JavaScript.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return {
    language: locale,
    t: (key, params) => {
      const text = messages[key];
      return text === undefined ? key : interpolate(text, params);
    },
    exists: (key) => messages[key] !== undefined,
  };
}

/**
 * The page's translator: the messages the server sent with the page, registered for `translate()`
 * in the browser too. The server registers the whole catalogs itself and is never changed here.
 */
export function i18nFor(locale: Locale, messages: Messages): I18n {
  if (typeof document === 'undefined') return createI18n(locale, messages);
  registerMessages(locale, messages);
  return createI18n(locale, messagesOf(locale));
}

const I18nContext = createContext<I18n>(createI18n('ua', {}));

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** `{ t, i18n }` of the page (the react-i18next shape the shell was written against). */
export function useTranslation(): { t: I18n['t']; i18n: I18n } {
  const i18n = useContext(I18nContext);
  return { t: i18n.t, i18n };
}
