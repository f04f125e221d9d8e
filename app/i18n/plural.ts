import type { MessageKey } from './catalogs.ts';
import type { Locale } from './locale.ts';
import type { TranslateParams } from './messages.ts';
import type { Translate } from './use-t.ts';

/**
 * Counted phrases (docs/decisions/177). Ukrainian and Russian share CLDR's integer rule: `one` (1, 21,
 * 101 but not 11), `few` (2–4, 22–24 but not 12–14), `many` (0, 5–20, 25…); a fraction is `other`.
 * Written out rather than `Intl.PluralRules` so Node and every browser agree on it whatever their ICU.
 */
export type PluralCategory = 'one' | 'few' | 'many' | 'other';

// The locale is kept in the signature: a third language may count differently.
export function pluralCategory(_locale: Locale, n: number): PluralCategory {
  if (!Number.isInteger(n)) return 'other';
  const units = Math.abs(n) % 10;
  const tens = Math.abs(n) % 100;
  if (units === 1 && tens !== 11) return 'one';
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return 'few';
  return 'many';
}

type BaseOf<Key> = Key extends `${infer Base}.many` ? (`${Base}.one` | `${Base}.few` | `${Base}.other` extends MessageKey ? Base : never) : never;

/** A catalog phrase that has all four forms: `catalog.reviews` for `catalog.reviews.one` … `.other`. */
export type PluralBase = BaseOf<MessageKey>;

/** "1 відгук", "2 відгуки", "5 відгуків": the form for `n`, with `{{n}}` and any other parameters filled in. */
export function plural(t: Translate, locale: Locale, base: PluralBase, n: number, params: TranslateParams = {}): string {
  const key = `${base}.${pluralCategory(locale, n)}` as MessageKey;
  return t(key, { ...params, n });
}
