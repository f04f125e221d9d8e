import { z } from 'zod';
import { PARTNER_RATE_LIMIT } from '../../../contracts/partner-api.ts';
import type { JsonSchema } from '../resources-openapi.ts';

/** The pieces every operation of the partner API's OpenAPI description is made of (docs/decisions/244). */

export const TAG = 'partner-api';
export const schemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema => {
  const { $schema: _omit, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};
export const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
export const pascal = (name: string) => name.replace(/(^|[-/])([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
export const content = (schema: JsonSchema, example?: unknown) => ({ content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } } });
export const error = (description: string, example: { message: string }) => ({ description, ...content(ref('ErrorBody'), example) });
export const read = [{ partnerOAuth: ['read'] }];
export const write = [{ partnerOAuth: ['write'] }];
export const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

export const noToken = error('no bearer token, or one unknown, expired or issued with a secret since regenerated (WWW-Authenticate: Bearer error="invalid_token")', {
  message: 'Токен доступу недійсний або строк його дії минув. Отримайте новий.',
});
export const noScope = error('the token lacks the scope (WWW-Authenticate: Bearer error="insufficient_scope")', { message: 'Токен не має потрібного дозволу (scope) для цієї дії.' });
export const notOwn = error("no such record of the partner's legal entity (another partner's ids are 404 too)", { message: 'Дані не знайдено' });
export const tooMany = {
  ...error(`more than ${PARTNER_RATE_LIMIT.limit} calls in ${PARTNER_RATE_LIMIT.windowSeconds} s by this client`, { message: 'Забагато запитів. Спробуйте за 12 с.' }),
  headers: { 'Retry-After': { description: 'seconds to wait', schema: { type: 'integer' } } },
};
export const guarded = { 401: noToken, 403: noScope, 429: tooMany };
