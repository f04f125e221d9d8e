import type { Locale } from '../../contracts/locale.ts';
import { absoluteUrl } from './urls.ts';

/** A JSON value as JSON-LD carries it (no undefined, no functions, no dates: ISO strings). */
export type JsonValue = string | number | boolean | JsonValue[] | { [key: string]: JsonValue };

/** A schema.org node: `@type` always, `@context` on the top-level node. */
export interface JsonLd {
  '@context'?: 'https://schema.org';
  '@type': string;
  [property: string]: JsonValue | undefined;
}

/** What every builder needs to know about the site and the page's language. */
export interface SiteInfo {
  /** PUBLIC_ORIGIN or the request's origin: every URL in the output is absolute on it. */
  origin: string;
  /** The site's name as shown to people: "Vizyt". */
  name: string;
  /** Path or URL of the site's logo (publisher of articles). */
  logo?: string;
  locale: Locale;
}

/** The BCP 47 language of a locale (`ua` routes are Ukrainian, `uk`). */
export const languageTag = (locale: Locale): 'uk' | 'ru' => (locale === 'ua' ? 'uk' : 'ru');

export const toAbsolute = (site: SiteInfo, pathOrUrl: string): string => absoluteUrl(site.origin, pathOrUrl);

/** ISO 8601 with the time zone (`2030-01-15T08:30:00.000Z`), as schema.org `Date`/`DateTime` expect. */
export const isoDate = (date: Date): string => date.toISOString();

type Loose = JsonValue | null | undefined | Loose[] | { [key: string]: Loose };

/**
 * Drops `null`, `undefined`, empty strings, empty arrays and objects left with nothing but `@type`, so
 * builders can write optional properties inline and the output never holds a property without a value
 * (validators flag `"image": null`).
 */
export function compact(value: Loose): JsonValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = value.map(compact).filter((item): item is JsonValue => item !== undefined);
    return items.length ? items : undefined;
  }
  const entries = Object.entries(value)
    .map(([key, item]) => [key, compact(item)] as const)
    .filter((entry): entry is readonly [string, JsonValue] => entry[1] !== undefined);
  if (!entries.length || entries.every(([key]) => key.startsWith('@'))) return undefined;
  return Object.fromEntries(entries);
}

/** A top-level node: `@context` added, empty properties dropped. */
export function node(type: string, properties: { [key: string]: Loose }): JsonLd {
  return compact({ '@context': 'https://schema.org', '@type': type, ...properties }) as JsonLd;
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The text to put inside `<script type="application/ld+json">`: JSON with `<`, `>`, `&` and the
 * JavaScript line separators escaped, so no staff-written text can close the script element
 * (`</script>`) or open a comment. The result is still the same JSON to a parser.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]);
}

/**
 * A React Router meta descriptor for the node. React Router escapes `script:ld+json` the same way as
 * `serializeJsonLd`; pages that render the `<script>` themselves use `serializeJsonLd`.
 */
export function jsonLdMeta(data: JsonLd | readonly JsonLd[]): { 'script:ld+json': JsonLd | readonly JsonLd[] } {
  return { 'script:ld+json': data };
}
