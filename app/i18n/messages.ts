import type { Locale } from './locale.ts';

export type Messages = Readonly<Record<string, string>>;
export type TranslateParams = Record<string, string | number>;

/**
 * The messages this JavaScript context can translate with, per locale. The server registers the whole
 * catalogs once (`page-messages.server.ts`); the browser only what the server sent with the page (the
 * current language, the keys of its part of the site: docs/decisions/160), so this module must never
 * import the catalogs themselves.
 */
const registry: Partial<Record<Locale, Record<string, string>>> = {};

export function registerMessages(locale: Locale, messages: Messages): void {
  const current = registry[locale];
  if (current === messages) return;
  registry[locale] = current ? Object.assign(current, messages) : { ...messages };
}

/** `{{name}}` placeholders filled from params; a missing param leaves nothing behind. */
export function interpolate(text: string, params: TranslateParams = {}): string {
  return text.includes('{{') ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? '')) : text;
}

/** Translation outside React (page titles in `meta`, form messages): the key itself when it is unknown here. */
export function translate(locale: Locale, key: string, params?: TranslateParams): string {
  const text = registry[locale]?.[key] ?? registry.ua?.[key];
  return text === undefined ? key : interpolate(text, params);
}

export function messagesOf(locale: Locale): Messages {
  return registry[locale] ?? {};
}
