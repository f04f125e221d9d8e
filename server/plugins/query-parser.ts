import qs from 'qs';
import type { FastifyRequest } from 'fastify';
import { QUERY_PARSER_LIMITS } from '../../contracts/list-query.ts';
import { BadRequestError } from '../../features/errors.ts';

const MALFORMED = Symbol('malformed query string');

/**
 * The server's query-string parser (Fastify `querystringParser`): bracket style with the limits of
 * SPEC §9. Keys that would shadow Object.prototype (`__proto__`, `constructor`, ...) are dropped; extra
 * parameters past the limit are ignored. It never throws: a failure is remembered and answered 400 by
 * `rejectMalformedQuery`.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  try {
    return qs.parse(text, { ...QUERY_PARSER_LIMITS, allowPrototypes: false, allowDots: false, charset: 'utf-8' });
  } catch {
    return { [MALFORMED]: true };
  }
}

/** A `preValidation` hook for the API: a query string the parser could not read is a 400. */
export async function rejectMalformedQuery(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<symbol, unknown> | undefined;
  if (query && query[MALFORMED]) throw new BadRequestError('error.bad_query');
}
