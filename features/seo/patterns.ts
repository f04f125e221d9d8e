import type { Locale } from '../../contracts/locale.ts';
import { localized, type ListingFilters, type ListingKind, type PatternVariable } from './listing-filters.ts';
import type { Translate } from './messages.ts';

export type { Translate } from './messages.ts';

/**
 * SEO patterns: templates for the h1 and meta texts of every listing without a filtered page of its own
 * (docs/decisions/090).
 *
 * Keying: a pattern is identified by its `type` and the variables in its `url`
 * (`/doctors/{city}/{specialization}` → doctors × {city, specialization}); literal parts of the url are
 * only for staff. A pattern applies to a listing when every one of its url variables is present; among
 * those the one with the most variables wins (the exact set when there is one), then the oldest.
 *
 * Text variables, each in the page's language:
 * - `{city}` the city ("Київ"), `{city_locative}` where in it ("у Києві" / "в Киеве");
 * - `{specialization}` the field ("Кардіологія"), `{specialization_doctor}` its doctor ("Кардіолог");
 * - `{doctor_feature}`, `{medical_institution_type}` ("Клініки"), `{medical_institution_feature}`.
 * A variable without a value disappears with the space around it; unknown ones never reach a page.
 */

export interface PatternRow {
  id: number;
  type: ListingKind;
  url: string;
  is_index: boolean;
}

/** The filter variables a pattern url names; `{city_locative}`-style forms count as their base variable. */
export function patternUrlVariables(url: string): Set<PatternVariable> {
  const found = new Set<PatternVariable>();
  for (const [, name] of url.matchAll(/\{(\w+)\}/g)) {
    const base = VARIABLE_FORMS[name];
    if (base) found.add(base);
  }
  return found;
}

const VARIABLE_FORMS: Record<string, PatternVariable | undefined> = {
  city: 'city',
  city_locative: 'city',
  specialization: 'specialization',
  specialization_doctor: 'specialization',
  doctor_feature: 'doctor_feature',
  medical_institution_type: 'medical_institution_type',
  medical_institution_feature: 'medical_institution_feature',
};

export interface PatternChoice<P extends PatternRow> {
  pattern: P;
  /** The pattern names exactly the listing's filters (not a broader one standing in). */
  exact: boolean;
}

/** The most specific pattern of `kind` whose variables are all present (see the keying note above). */
export function choosePattern<P extends PatternRow>(patterns: readonly P[], kind: ListingKind, present: ReadonlySet<PatternVariable>): PatternChoice<P> | null {
  let best: { pattern: P; size: number } | null = null;
  for (const pattern of patterns) {
    if (pattern.type !== kind) continue;
    const variables = patternUrlVariables(pattern.url);
    if (![...variables].every((name) => present.has(name))) continue;
    const better = !best || variables.size > best.size || (variables.size === best.size && pattern.id < best.pattern.id);
    if (better) best = { pattern, size: variables.size };
  }
  return best && { pattern: best.pattern, exact: best.size === present.size };
}

/** Every text variable's value for these filters in `locale` (absent filters are absent keys). */
export function variableValues(filters: ListingFilters, locale: Locale, translate: Translate): Record<string, string> {
  const values: Record<string, string> = {};
  const { city, specialization, doctorFeature, institutionType, institutionFeature } = filters;
  if (city) {
    const name = localized(city, 'name', locale) ?? city.name_ua;
    values.city = name;
    values.city_locative = localized(city, 'name_locative', locale) ?? translate('seo.place.city', { city: name });
  }
  if (specialization) {
    values.specialization = localized(specialization, 'name', locale) ?? specialization.name_ua;
    values.specialization_doctor = localized(specialization, 'doctor_name', locale) ?? values.specialization;
  }
  if (doctorFeature) values.doctor_feature = localized(doctorFeature, 'name', locale) ?? doctorFeature.name_ua;
  if (institutionType) values.medical_institution_type = localized(institutionType, 'name', locale) ?? institutionType.name_ua;
  if (institutionFeature) values.medical_institution_feature = localized(institutionFeature, 'name', locale) ?? institutionFeature.name_ua;
  return values;
}

/**
 * Fills `{variable}`s from `values`. Missing ones vanish without leaving doubled spaces, a space before
 * punctuation or a dangling separator; the result starts with a capital letter when `capitalize` is set
 * (a template may open with a lower-case value such as "кардіолог").
 */
export function fillTemplate(template: string, values: Record<string, string>, { capitalize = true } = {}): string {
  const filled = template
    .replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.:;!?)])/g, '$1')
    .replace(/([(]) +/g, '$1')
    .replace(/(^[\s,:;—–-]+)|([\s,:;—–-]+$)/g, '');
  return capitalize ? upperFirst(filled) : filled;
}

export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('uk') + text.slice(1);
}

export function lowerFirst(text: string): string {
  // Abbreviations ("НСЗУ", "УЗД") keep their case; ordinary words join a phrase in lower case.
  if (/^\p{Lu}{2}/u.test(text)) return text;
  return text.charAt(0).toLocaleLowerCase('uk') + text.slice(1);
}
