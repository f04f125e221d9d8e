import { z } from 'zod';
import { LOGIN_AREAS } from '../../features/accounts/accounts.ts';
import { LOGIN_ATTEMPT_LIMITS } from '../../features/accounts/login-attempts.ts';
import { ZLoginRequest } from './auth.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });

const profile = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        user_type: { enum: ['user', 'patient', 'partner', 'doctor'] },
        first_name: { type: ['string', 'null'] },
        last_name: { type: ['string', 'null'] },
        middle_name: { type: ['string', 'null'] },
        email: { type: ['string', 'null'] },
        phone: { type: ['string', 'null'] },
        is_administrator: { type: 'boolean' },
        permissions: { type: 'array', items: { type: 'string' }, description: 'effective names: direct ∪ roles (staff only)' },
      },
    },
  },
};

/** OpenAPI paths of the sign-in routes, for `buildOpenApiDocument` to merge into `paths`. */
export function authOpenApiPaths(): Record<string, unknown> {
  const { $schema: _omit, ...loginBody } = z.toJSONSchema(ZLoginRequest, { io: 'input' }) as Record<string, unknown>;
  const { perPair, perIp } = LOGIN_ATTEMPT_LIMITS;
  return {
    '/api/v1/auth/{area}/login': {
      post: {
        tags: ['auth'],
        summary: 'Sign in; sets the HttpOnly session cookie',
        description:
          `Each area admits one user type (admins → staff, partners, patients, doctors with a cabinet). ` +
          `Failures are counted per account and client address: after ${perPair.freeFailures} the pair waits ` +
          `${perPair.firstDelaySeconds} s, doubling up to ${perPair.maxDelaySeconds / 60} minutes (429 with Retry-After); after ` +
          `${perPair.proofAfterFailures} it must also send the SMS code (422 with errors.sms_code until it does). Other addresses ` +
          `are unaffected. At most ${perIp.limit} password checks per address per ${perIp.windowSeconds / 60} minutes across accounts.`,
        security: [],
        parameters: [{ name: 'area', in: 'path', required: true, schema: { enum: Object.keys(LOGIN_AREAS) } }],
        requestBody: { required: true, content: { 'application/json': { schema: loginBody } } },
        responses: {
          200: { description: 'signed in', content: { 'application/json': { schema: profile } } },
          401: error('wrong login or password'),
          403: error('user account not active, or a cross-site request'),
          422: error('malformed body, or the SMS code is required (errors.sms_code) or wrong'),
          429: { ...error('too many attempts from this address, try again in N seconds'), headers: { 'Retry-After': { schema: { type: 'integer' } } } },
        },
      },
    },
    '/api/v1/auth/logout': {
      post: { tags: ['auth'], summary: 'Sign out: deletes the session and clears the cookie', responses: { 204: { description: 'signed out' }, 403: error('cross-site request') } },
    },
    '/api/v1/auth/me': {
      get: {
        tags: ['auth'],
        summary: 'The signed-in user and their effective permissions',
        responses: { 200: { description: 'the user', content: { 'application/json': { schema: profile } } }, 401: error('user unauthorized') },
      },
    },
  };
}
