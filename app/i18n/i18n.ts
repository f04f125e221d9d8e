import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Locale } from './locale.ts';
import { isKeyInScope, type MessageScope } from './message-scopes.ts';
import { interpolate, messagesOf, type Messages, type TranslateParams } from './messages.ts';

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
  return translator(locale, (key) => messages[key]);
}

function translator(locale: Locale, lookup: (key: string) => string | undefined): I18n {
  return {
    language: locale,
    t: (key, params) => {
      const text = lookup(key);
      return text === undefined ? key : interpolate(text, params);
    },
    exists: (key) => lookup(key) !== undefined,
  };
}

/**
 * The page's translator. In the browser: the messages fetched for the page (docs/decisions/277). On the
 * server, which holds every key, only the keys of the page's scope, so both render the same text.
 */
export function pageI18n(locale: Locale, scope: MessageScope): I18n {
  const messages = messagesOf(locale);
  if (typeof document !== 'undefined') return createI18n(locale, messages);
  return translator(locale, (key) => (isKeyInScope(key, scope) ? messages[key] : undefined));
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
