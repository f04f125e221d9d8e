import qs from 'qs';
import { QUERY_PARSER_LIMITS } from '../../contracts/list-query.ts';

const MALFORMED = Symbol('malformed query string');

/**
 * The server's query-string parser (Fastify `querystringParser`): bracket style with the limits of
 * SPEC §9. Keys that would shadow Object.prototype (`__proto__`, `constructor`, ...) are dropped; extra
 * parameters past the limit are ignored. It never throws: a failure, or a NUL anywhere in a key or value
 * (PostgreSQL text cannot hold one), is remembered and answered 400 by the request sanity plugin for every
 * route, pages included (docs/decisions/171).
 */
export function parseQueryString(text: string): Record<string, unknown> {
  try {
    const query = qs.parse(text, { ...QUERY_PARSER_LIMITS, allowPrototypes: false, allowDots: false, charset: 'utf-8' });
    // The decoded keys and values are checked, so every spelling of a NUL (`%00`, a raw byte) is caught.
    return containsNul(query) ? { [MALFORMED]: true } : query;
  } catch {
    return { [MALFORMED]: true };
  }
}

export function isMalformedQuery(query: unknown): boolean {
  return typeof query === 'object' && query !== null && MALFORMED in query;
}

/** Walks a parsed query (objects nest at most QUERY_PARSER_LIMITS.depth deep) for a NUL in any key or value. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item));
}
