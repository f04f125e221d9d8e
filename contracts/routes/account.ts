import { z } from 'zod';
import {
  ZChangePasswordRequest,
  ZRegisterPatientRequest,
  ZResetPasswordRequest,
  ZSendCodeRequest,
  ZUpdatePatientProfileRequest,
  ZVerifyCodeRequest,
  ZWishlistKind,
} from '../accounts.ts';
import { FAMILY_MEMBERS_LIMIT, ZFamilyMemberRequest } from '../family.ts';
import { ZAccountDetails, ZAccountProfile, ZFamilyMember, ZOrganization, ZWishlist } from './account-answers.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/**
 * Registration, the signed-in person's own data and password, SMS password restore and favourites. The
 * services of features/accounts read these bodies with the schemas named here (`bodyUnchecked`), as they
 * always have: their rate limits count a try before or after reading it.
 */

const patient = { accounts: ['patient'] } as const;
const anyone = { anyone: true } as const;
const tooMany = { 429: 'too many attempts, try again in N seconds' };

export const registerPatient = route({
  method: 'POST',
  path: 'auth/patients/register',
  access: anyone,
  body: ZRegisterPatientRequest,
  bodyUnchecked: true,
  answer: { status: 201, schema: dataEnvelope(ZAccountProfile), description: 'registered and signed in' },
  errors: { 422: 'per-field errors: e-mail already registered, phone taken, weak password, …', ...tooMany },
  operationId: 'registerPatient',
  summary: 'Register a patient; signs them in and sends a welcome e-mail',
  tag: 'auth',
});

export const sendRestoreCode = route({
  method: 'POST',
  path: 'auth/password/send-code',
  access: anyone,
  body: ZSendCodeRequest,
  bodyUnchecked: true,
  answer: {
    status: 200,
    schema: dataEnvelope(z.object({ resend_after_seconds: z.number().int(), expires_in_seconds: z.number().int() })),
    description: '{resend_after_seconds, expires_in_seconds}',
  },
  errors: { 422: 'no user with this phone', ...tooMany },
  operationId: 'sendRestoreCode',
  summary: 'Send a 6-digit restore code by SMS',
  tag: 'auth',
});

export const verifyRestoreCode = route({
  method: 'POST',
  path: 'auth/password/verify-code',
  access: anyone,
  body: ZVerifyCodeRequest,
  bodyUnchecked: true,
  answer: { status: 200, schema: dataEnvelope(z.object({ token: z.string() })), description: '{token}' },
  errors: { 422: 'wrong SMS code (retry or resend), or code no longer valid', ...tooMany },
  operationId: 'verifyRestoreCode',
  summary: 'Exchange the SMS code for a reset token',
  tag: 'auth',
});

export const resetPassword = route({
  method: 'POST',
  path: 'auth/password/reset',
  access: anyone,
  body: ZResetPasswordRequest,
  bodyUnchecked: true,
  answer: { status: 200, schema: dataEnvelope(ZAccountProfile), description: 'the signed-in profile' },
  errors: { 422: 'weak password, mismatch, or token expired' },
  operationId: 'resetPassword',
  summary: 'Set the new password; ends every session and signs in',
  tag: 'auth',
});

export const accountProfile = route({
  method: 'GET',
  path: 'account/profile',
  access: { accounts: ['patient', 'partner', 'doctor'] },
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(ZAccountDetails), description: 'profile' },
  errors: { 401: 'no session' },
  operationId: 'accountProfile',
  summary: 'The signed-in patient, partner or doctor',
  tag: 'account',
});

export const updateAccountProfile = route({
  method: 'PUT',
  path: 'account/profile',
  access: patient,
  body: ZUpdatePatientProfileRequest,
  bodyUnchecked: true,
  answer: { status: 200, schema: dataEnvelope(ZAccountDetails), description: 'profile' },
  errors: { 401: 'no session', 422: 'per-field errors' },
  operationId: 'updateAccountProfile',
  summary: 'Update the patient profile (address included)',
  tag: 'account',
});

export const accountOrganization = route({
  method: 'GET',
  path: 'account/organization',
  access: { accounts: ['partner'] },
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(ZOrganization), description: 'organization' },
  operationId: 'accountOrganization',
  summary: "The partner representative's record and legal entity",
  tag: 'account',
});

export const changePassword = route({
  method: 'POST',
  path: 'account/password',
  access: { accounts: [] },
  body: ZChangePasswordRequest,
  bodyUnchecked: true,
  answer: { status: 204, description: 'changed' },
  errors: { 401: 'no session', 422: 'old password invalid, weak, mismatch', ...tooMany },
  operationId: 'changePassword',
  summary: 'Change the password; other sessions end',
  tag: 'account',
});

export const familyMembers = route({
  method: 'GET',
  path: 'account/family',
  access: patient,
  noStore: true,
  answer: {
    status: 200,
    schema: z.object({ data: z.array(ZFamilyMember), meta: z.object({ limit: z.number().int() }) }),
    description: '[{id, last_name, first_name, middle_name, birthday, relation, gender}], meta.limit',
  },
  errors: { 401: 'no session' },
  operationId: 'familyMembers',
  summary: "The patient's family members (children, relatives) she books visits for",
  tag: 'account',
});

export const addFamilyMember = route({
  method: 'POST',
  path: 'account/family',
  access: patient,
  noStore: true,
  body: ZFamilyMemberRequest,
  bodyUnchecked: true,
  answer: { status: 201, schema: dataEnvelope(ZFamilyMember), description: 'the family member' },
  errors: { 401: 'no session', 422: 'per-field errors, or the limit reached' },
  operationId: 'addFamilyMember',
  summary: `Add a family member; at most ${FAMILY_MEMBERS_LIMIT} per account`,
  tag: 'account',
});

export const updateFamilyMember = route({
  method: 'PUT',
  path: 'account/family/:id',
  access: patient,
  noStore: true,
  body: ZFamilyMemberRequest,
  bodyUnchecked: true,
  answer: { status: 200, schema: dataEnvelope(ZFamilyMember), description: 'the family member' },
  errors: { 404: "not found, or another patient's", 422: 'per-field errors' },
  operationId: 'updateFamilyMember',
  summary: 'Change one of her own family members',
  tag: 'account',
});

export const removeFamilyMember = route({
  method: 'DELETE',
  path: 'account/family/:id',
  access: patient,
  answer: { status: 204, description: 'removed' },
  errors: { 404: "not found, or another patient's" },
  operationId: 'removeFamilyMember',
  summary: 'Remove a family member; visits already booked keep the name they were made with',
  tag: 'account',
});

export const wishlist = route({
  method: 'GET',
  path: 'wishlist',
  access: patient,
  noStore: true,
  answer: { status: 200, schema: ZWishlist, description: '{doctors, medical_institutions, articles}' },
  errors: { 401: 'no session' },
  operationId: 'wishlist',
  summary: "The patient's favourites; at most meta.limits of each kind",
  tag: 'account',
});

/** `/wishlist/:kind/:id`; an unknown kind or a malformed id names nothing: 404. */
const wishlistParams = { kind: ZWishlistKind, id: z.coerce.number().int().positive().max(2_147_483_647) };

export const addToWishlist = route({
  method: 'PUT',
  path: 'wishlist/:kind/:id',
  params: wishlistParams,
  access: patient,
  answer: { status: 204, description: 'added' },
  errors: { 404: 'no such record', 422: 'favourites limit reached' },
  operationId: 'addToWishlist',
  summary: 'Add to favourites (idempotent)',
  tag: 'account',
});

export const removeFromWishlist = route({
  method: 'DELETE',
  path: 'wishlist/:kind/:id',
  params: wishlistParams,
  access: patient,
  answer: { status: 204, description: 'removed' },
  operationId: 'removeFromWishlist',
  summary: 'Remove from favourites',
  tag: 'account',
});
