/**
 * SPEC §3 SEO filtered pages and patterns, the part the back office and the server share (docs/decisions/287):
 * which variables a page type has, how a template's `{variable}`s are filled, and how long a title and a
 * description may be before search results cut them. The server fills the public listing's texts with
 * `fillTemplate`; the back office's preview calls the same function, so what staff see is what visitors get.
 */
import { mapDocumentText, type RichDocument } from './rich-text.ts';

/** Which listing a filtered page or a pattern belongs to. */
export const SEO_PAGE_TYPES = ['home', 'doctors', 'medical_institutions'] as const;
export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

/** The filter variables of each type, per SPEC §3 ("home has city; doctor and clinic pages have ..."). */
export const SEO_PATTERN_VARIABLES = {
  home: ['city'],
  doctors: ['doctor_feature', 'medical_institution_feature', 'medical_institution_type', 'city', 'specialization'],
  medical_institutions: ['doctor_feature', 'medical_institution_feature', 'medical_institution_type', 'city', 'specialization'],
} as const satisfies Record<SeoPageType, readonly string[]>;

export type PatternVariable = (typeof SEO_PATTERN_VARIABLES)['doctors'][number];

/**
 * Every name a text may use, with the filter variable it comes from: `{city_locative}` is where in the city
 * ("у Києві" / "в Киеве"), `{specialization_doctor}` the specialization's doctor ("Кардіолог").
 */
export const TEXT_VARIABLES = {
  city: 'city',
  city_locative: 'city',
  specialization: 'specialization',
  specialization_doctor: 'specialization',
  doctor_feature: 'doctor_feature',
  medical_institution_type: 'medical_institution_type',
  medical_institution_feature: 'medical_institution_feature',
} as const satisfies Record<string, PatternVariable>;

export type TextVariable = keyof typeof TEXT_VARIABLES;

/** The text variables a page of `type` can fill, in the order the editor lists them. */
export function textVariablesOf(type: SeoPageType): TextVariable[] {
  const allowed = new Set<string>(SEO_PATTERN_VARIABLES[type]);
  return (Object.keys(TEXT_VARIABLES) as TextVariable[]).filter((name) => allowed.has(TEXT_VARIABLES[name]));
}

const VARIABLE = /\{(\w+)\}/g;

/** The filter variables a pattern url names; `{city_locative}`-style forms count as their base variable. */
export function patternUrlVariables(url: string): Set<PatternVariable> {
  const found = new Set<PatternVariable>();
  for (const [, name] of url.matchAll(VARIABLE)) {
    if (Object.hasOwn(TEXT_VARIABLES, name)) found.add(TEXT_VARIABLES[name as TextVariable]);
  }
  return found;
}

/** `{names}` in a template that a page of `type` never fills (they would vanish from the page). */
export function unknownVariables(template: string, type: SeoPageType): string[] {
  const allowed = new Set<string>(textVariablesOf(type));
  return [...new Set([...template.matchAll(VARIABLE)].map(([, name]) => name).filter((name) => !allowed.has(name)))];
}

/**
 * Fills `{variable}`s from `values`. Missing ones vanish without leaving doubled spaces, a space before
 * punctuation or a dangling separator; the result starts with a capital letter when `capitalize` is set
 * (a template may open with a lower-case value such as "кардіолог").
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>, { capitalize = true } = {}): string {
  const filled = template
    .replace(VARIABLE, (_, name: string) => (Object.hasOwn(values, name) ? values[name] : ''))
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.:;!?)])/g, '$1')
    .replace(/([(]) +/g, '$1')
    .replace(/(^[\s,:;—–-]+)|([\s,:;—–-]+$)/g, '');
  return capitalize ? upperFirst(filled) : filled;
}

/**
 * A rich text (the text above a listing's footer) with its `{variable}`s filled in every text node. Unlike
 * `fillTemplate`, nothing around a missing value is trimmed: a text node's edge spaces separate it from its
 * neighbours (a bold word, a link).
 */
export function fillDocumentTemplate(document: RichDocument, values: Readonly<Record<string, string>>): RichDocument {
  return mapDocumentText(document, (text) => text.replace(VARIABLE, (_, name: string) => (Object.hasOwn(values, name) ? values[name] : '')));
}

export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('uk') + text.slice(1);
}

export function lowerFirst(text: string): string {
  // Abbreviations ("НСЗУ", "УЗД") keep their case; ordinary words join a phrase in lower case.
  if (/^\p{Lu}{2}/u.test(text)) return text;
  return text.charAt(0).toLocaleLowerCase('uk') + text.slice(1);
}

/** One language's names of the values a listing is filtered by (absent: not filtered by it). */
export interface VariableSample {
  city?: { name: string; locative: string | null };
  specialization?: { name: string; doctor_name: string | null };
  doctor_feature?: string;
  medical_institution_type?: string;
  medical_institution_feature?: string;
}

/** Every text variable's value for a sample; `cityPlace` says "in {city}" when the city has no locative form. */
export function textVariableValues(sample: VariableSample, cityPlace: (city: string) => string): Record<string, string> {
  const values: Record<string, string> = {};
  if (sample.city) {
    values.city = sample.city.name;
    values.city_locative = sample.city.locative || cityPlace(sample.city.name);
  }
  if (sample.specialization) {
    values.specialization = sample.specialization.name;
    values.specialization_doctor = sample.specialization.doctor_name || sample.specialization.name;
  }
  if (sample.doctor_feature) values.doctor_feature = sample.doctor_feature;
  if (sample.medical_institution_type) values.medical_institution_type = sample.medical_institution_type;
  if (sample.medical_institution_feature) values.medical_institution_feature = sample.medical_institution_feature;
  return values;
}

/** A pattern url with its variables replaced by the sample's URL segments: the page it would describe. */
export function samplePath(url: string, segments: Readonly<Partial<Record<PatternVariable, string>>>): string {
  return url.replace(VARIABLE, (whole, name: string) => {
    const base = Object.hasOwn(TEXT_VARIABLES, name) ? TEXT_VARIABLES[name as TextVariable] : undefined;
    return (base && segments[base]) || whole;
  });
}

/**
 * How many characters of a title and a description search results show before cutting them (Google's snippet
 * is measured in pixels: about 60 characters of a title, 160 of a description). Longer texts are allowed,
 * with a warning: staff sometimes mean the cut.
 */
export const SEO_SNIPPET_LIMITS = { title: 60, description: 160 } as const;

export interface SnippetWarning {
  field: keyof typeof SEO_SNIPPET_LIMITS;
  length: number;
  limit: number;
}

/** The texts of a filled preview that search results would cut. */
export function snippetWarnings(texts: { title: string; description: string }): SnippetWarning[] {
  return (Object.keys(SEO_SNIPPET_LIMITS) as (keyof typeof SEO_SNIPPET_LIMITS)[]).flatMap((field) => {
    const length = [...texts[field]].length;
    const limit = SEO_SNIPPET_LIMITS[field];
    return length > limit ? [{ field, length, limit }] : [];
  });
}

/**
 * A filtered page's or a pattern's url: a site path without the language prefix, query or fragment
 * (`/doctors/kyiv/kardiolog`, `/doctors/{city}/{specialization}`).
 */
export const SEO_URL_PATTERN = /^\/[^\s?#]*$/;
export const SEO_URL_MAX_LENGTH = 500;

/** The stored form of a url staff typed: no trailing slash (but the root), so `/kyiv/` and `/kyiv` are one page. */
export function normaliseSeoUrl(url: string): string {
  const trimmed = url.trim();
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') || '/' : trimmed;
}

/** The fixed pages that read an SEO text of their own (`seo_texts.page`), per city or for every city. */
export const SEO_TEXT_PAGES = [
  'home',
  'blogs',
  'directory-diseases',
  'promotions',
  'support',
  'about-us',
  'for-partners',
  'dogovir-oferty',
  'privacy-policy',
  'terms-of-service',
] as const;
