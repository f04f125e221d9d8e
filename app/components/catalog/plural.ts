import type { MessageKey } from '../../i18n/catalogs.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Translate } from '../../i18n/use-t.ts';

/** Counted phrases of the catalog: each has a key per plural category (`.one`, `.few`, `.many`, `.other`). */
export type PluralBase = 'catalog.found' | 'catalog.reviews' | 'catalog.years' | 'catalog.review.star';
type Category = 'one' | 'few' | 'many' | 'other';

const rules = new Map<Locale, Intl.PluralRules>();

/** Ukrainian and Russian have three forms for whole numbers ("1 відгук, 2 відгуки, 5 відгуків") and a fourth for fractions. */
export function pluralCategory(locale: Locale, n: number): Category {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale === 'ru' ? 'ru' : 'uk');
    rules.set(locale, rule);
  }
  const category = rule.select(n);
  return category === 'one' || category === 'few' || category === 'many' ? category : 'other';
}

export function plural(t: Translate, locale: Locale, base: PluralBase, n: number): string {
  const key: MessageKey = `${base}.${pluralCategory(locale, n)}`;
  return t(key, { n });
}
