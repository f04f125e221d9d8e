import { useTranslation } from 'react-i18next';
import type { MessageKey } from './catalogs.ts';
import type { Locale } from './locale.ts';

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

/**
 * The page's translator and locale: `const { t, locale } = useT()`. Keys are checked against the
 * Ukrainian catalog, so a typo fails the typecheck.
 */
export function useT(): { t: Translate; locale: Locale } {
  const { t, i18n } = useTranslation();
  return { t: (key, params) => t(key, params ?? {}) as string, locale: i18n.language as Locale };
}

/** `name_ua` / `name_ru` style field of a record in the given locale. */
export function localized<T extends object>(record: T, field: string, locale: Locale): string {
  const fields = record as Record<string, unknown>;
  return String(fields[`${field}_${locale}`] ?? fields[`${field}_ua`] ?? '');
}
