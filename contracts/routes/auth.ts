import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, ZSmsCode } from '../accounts.ts';
import { ZAccountProfile } from './account-answers.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/** Sign-in, sign-out and "who am I" (ARCHITECTURE §3). */

/** The areas one signs in to; each admits one kind of account (features/accounts `LOGIN_AREAS`). */
export const LOGIN_AREA_NAMES = ['admins', 'partners', 'patients', 'doctors'] as const;
export const ZLoginArea = z.enum(LOGIN_AREA_NAMES);

/** Sign-in body: an e-mail or a phone, and the password (unknown keys refused, 422). */
export const ZLoginRequest = z.strictObject({
  login: z.string().trim().min(1).max(254).describe('e-mail (any letter case) or phone (Ukrainian mobiles in any usual form)'),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  sms_code: ZSmsCode.optional().describe('the code from the SMS, once the answer asked for it (422 with errors.sms_code)'),
});

export const signIn = route({
  method: 'POST',
  path: 'auth/:area/login',
  params: { area: ZLoginArea },
  access: { anyone: true },
  body: ZLoginRequest,
  bodyOptional: true,
  reportInput: false,
  answer: { status: 200, schema: dataEnvelope(ZAccountProfile), description: 'signed in' },
  errors: {
    401: 'wrong login or password',
    403: 'user account not active, or a cross-site request',
    404: 'no such area',
    422: 'malformed body, or the SMS code is required (errors.sms_code) or wrong',
    429: 'too many attempts from this address, try again in N seconds',
  },
  operationId: 'signIn',
  summary: 'Sign in; sets the HttpOnly session cookie',
  tag: 'auth',
});

export const signOut = route({
  method: 'POST',
  path: 'auth/logout',
  access: { anyone: true },
  answer: { status: 204, description: 'signed out' },
  errors: { 403: 'cross-site request' },
  operationId: 'signOut',
  summary: 'Sign out: deletes the session and clears the cookie',
  tag: 'auth',
});

export const whoAmI = route({
  method: 'GET',
  path: 'auth/me',
  access: { accounts: [] },
  answer: { status: 200, schema: dataEnvelope(ZAccountProfile), description: 'the user' },
  errors: { 401: 'user unauthorized' },
  operationId: 'whoAmI',
  summary: 'The signed-in user and their effective permissions',
  tag: 'auth',
});
