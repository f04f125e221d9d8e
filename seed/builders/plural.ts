/** Ukrainian and Russian plural forms for the few nouns the demo texts count. */
const FORMS = {
  ua: { year: ['рік', 'роки', 'років'] },
  ru: { year: ['год', 'года', 'лет'] },
} as const;

export function plural(locale: 'ua' | 'ru', count: number, noun: 'year'): string {
  const [one, few, many] = FORMS[locale][noun];
  const n = Math.abs(count) % 100;
  const last = n % 10;
  if (n >= 11 && n <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}
