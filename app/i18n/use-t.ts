import type { MessageKey } from './catalogs.ts';
import { useTranslation } from './i18n.ts';
import type { Locale } from './locale.ts';
import type { TranslateParams } from './messages.ts';

export type { TranslateParams };
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

/**
 * The page's translator and locale: `const { t, locale } = useT()`. Keys are checked against the
 * Ukrainian catalog, so a typo fails the typecheck.
 */
export function useT(): { t: Translate; locale: Locale } {
  const { t, i18n } = useTranslation();
  return { t, locale: i18n.language };
}

/** `name_ua` / `name_ru` style field of a record in the given locale. */
export function localized<T extends object>(record: T, field: string, locale: Locale): string {
  const fields = record as Record<string, unknown>;
  return String(fields[`${field}_${locale}`] ?? fields[`${field}_ua`] ?? '');
}
