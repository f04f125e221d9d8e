import type { Locale } from '../../contracts/locale.ts';
import { patternUrlVariables, textVariableValues } from '../../contracts/seo-patterns.ts';
import { localized, type ListingFilters, type ListingKind, type NamedFilter, type PatternVariable } from './listing-filters.ts';
import type { Translate } from './messages.ts';

export type { Translate } from './messages.ts';
// The substitution itself is shared with the back office's preview (contracts/seo-patterns.ts).
export { fillTemplate, lowerFirst, patternUrlVariables, upperFirst } from '../../contracts/seo-patterns.ts';

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
  const { city, specialization, doctorFeature, institutionType, institutionFeature } = filters;
  const name = (entry: NamedFilter) => localized(entry, 'name', locale) ?? entry.name_ua;
  return textVariableValues(
    {
      ...(city && { city: { name: name(city), locative: localized(city, 'name_locative', locale) } }),
      ...(specialization && { specialization: { name: name(specialization), doctor_name: localized(specialization, 'doctor_name', locale) } }),
      ...(doctorFeature && { doctor_feature: name(doctorFeature) }),
      ...(institutionType && { medical_institution_type: name(institutionType) }),
      ...(institutionFeature && { medical_institution_feature: name(institutionFeature) }),
    },
    (cityName) => translate('seo.place.city', { city: cityName }),
  );
}
