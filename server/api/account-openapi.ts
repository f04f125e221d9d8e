import { z } from 'zod';
import {
  WISHLIST_KINDS,
  ZChangePasswordRequest,
  ZRegisterPatientRequest,
  ZResetPasswordRequest,
  ZSendCodeRequest,
  ZUpdatePatientProfileRequest,
  ZVerifyCodeRequest,
} from '../../contracts/accounts.ts';
import { FAMILY_MEMBERS_LIMIT, ZFamilyMemberRequest } from '../../contracts/family.ts';
import { SMS_CODE_POLICY, SMS_LIMITS } from '../../features/accounts/password-restore.ts';
import { REGISTRATION_LIMITS } from '../../features/accounts/registration-limits.ts';
import { WISHLIST_LIMITS } from '../../features/accounts/wishlist.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });
const tooMany = { ...error('too many attempts, try again in N seconds'), headers: { 'Retry-After': { schema: { type: 'integer' } } } };
const ok = (description: string) => ({ description, content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'object' } } } } } });

function body(schema: z.ZodType) {
  const { $schema: _omit, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return { required: true, content: { 'application/json': { schema: json } } };
}

/** OpenAPI paths of registration, own-account, SMS restore and favourites routes (server/api/account.ts). */
export function accountOpenApiPaths(): Record<string, unknown> {
  const wishlistItem = {
    tags: ['account'],
    parameters: [
      { name: 'kind', in: 'path', required: true, schema: { enum: [...WISHLIST_KINDS] } },
      { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
    ],
  };
  return {
    '/api/v1/auth/patients/register': {
      post: {
        tags: ['auth'],
        summary: 'Register a patient; signs them in and sends a welcome e-mail',
        security: [],
        requestBody: body(ZRegisterPatientRequest),
        description:
          `Well-formed tries are limited per client address (${REGISTRATION_LIMITS.perIp.limit} an hour), per e-mail and per phone ` +
          `(${REGISTRATION_LIMITS.perEmail.limit} an hour each); at most ${REGISTRATION_LIMITS.emailsPerAddress.limit} welcome e-mails ` +
          'go to one address a day (docs/decisions/173).',
        responses: {
          201: ok('registered and signed in'),
          422: error('per-field errors: e-mail already registered, phone taken, weak password, …'),
          429: tooMany,
        },
      },
    },
    '/api/v1/auth/password/send-code': {
      post: {
        tags: ['auth'],
        summary: `Send a ${SMS_CODE_POLICY.ttlSeconds / 60}-minute, 6-digit restore code by SMS`,
        description: `One code per phone every ${SMS_CODE_POLICY.resendSeconds} s, ${SMS_LIMITS.perPhone.limit} per hour; ${SMS_LIMITS.perIp.limit} sends per IP per hour.`,
        security: [],
        requestBody: body(ZSendCodeRequest),
        responses: { 200: ok('{resend_after_seconds, expires_in_seconds}'), 422: error('no user with this phone'), 429: tooMany },
      },
    },
    '/api/v1/auth/password/verify-code': {
      post: {
        tags: ['auth'],
        summary: 'Exchange the SMS code for a reset token',
        description: `At most ${SMS_CODE_POLICY.maxWrongTries} tries per code; the last wrong one burns it.`,
        security: [],
        requestBody: body(ZVerifyCodeRequest),
        responses: { 200: ok('{token}'), 422: error('wrong SMS code (retry or resend), or code no longer valid'), 429: tooMany },
      },
    },
    '/api/v1/auth/password/reset': {
      post: {
        tags: ['auth'],
        summary: 'Set the new password; ends every session and signs in',
        security: [],
        requestBody: body(ZResetPasswordRequest),
        responses: { 200: ok('the signed-in profile'), 422: error('weak password, mismatch, or token expired') },
      },
    },
    '/api/v1/account/profile': {
      get: { tags: ['account'], summary: 'The signed-in patient, partner or doctor', responses: { 200: ok('profile'), 401: error('no session') } },
      put: {
        tags: ['account'],
        summary: 'Update the patient profile (address included)',
        requestBody: body(ZUpdatePatientProfileRequest),
        responses: { 200: ok('profile'), 401: error('no session'), 403: error('not a patient'), 422: error('per-field errors') },
      },
    },
    '/api/v1/account/organization': {
      get: { tags: ['account'], summary: "The partner representative's record and legal entity", responses: { 200: ok('organization'), 403: error('not a partner') } },
    },
    '/api/v1/account/password': {
      post: {
        tags: ['account'],
        summary: 'Change the password; other sessions end',
        requestBody: body(ZChangePasswordRequest),
        responses: { 204: { description: 'changed' }, 401: error('no session'), 422: error('old password invalid, weak, mismatch'), 429: tooMany },
      },
    },
    '/api/v1/account/family': {
      get: {
        tags: ['account'],
        summary: "The patient's family members (children, relatives) she books visits for",
        responses: { 200: ok('[{id, last_name, first_name, middle_name, birthday, relation, gender}], meta.limit'), 401: error('no session'), 403: error('not a patient') },
      },
      post: {
        tags: ['account'],
        summary: `Add a family member; at most ${FAMILY_MEMBERS_LIMIT} per account`,
        requestBody: body(ZFamilyMemberRequest),
        responses: { 201: ok('the family member'), 401: error('no session'), 403: error('not a patient'), 422: error('per-field errors, or the limit reached') },
      },
    },
    '/api/v1/account/family/{id}': {
      put: {
        tags: ['account'],
        summary: 'Change one of her own family members',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        requestBody: body(ZFamilyMemberRequest),
        responses: { 200: ok('the family member'), 404: error("not found, or another patient's"), 422: error('per-field errors') },
      },
      delete: {
        tags: ['account'],
        summary: 'Remove a family member; visits already booked keep the name they were made with',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { 204: { description: 'removed' }, 404: error("not found, or another patient's") },
      },
    },
    '/api/v1/wishlist': {
      get: {
        tags: ['account'],
        summary: `The patient's favourites; at most ${WISHLIST_LIMITS.doctors} of each kind`,
        responses: { 200: ok('{doctors, medical_institutions, articles}'), 401: error('no session'), 403: error('not a patient') },
      },
    },
    '/api/v1/wishlist/{kind}/{id}': {
      put: { ...wishlistItem, summary: 'Add to favourites (idempotent)', responses: { 204: { description: 'added' }, 404: error('no such record'), 422: error('favourites limit reached') } },
      delete: { ...wishlistItem, summary: 'Remove from favourites', responses: { 204: { description: 'removed' } } },
    },
  };
}
