import { z } from 'zod';
import { ZReferralCodeField } from './referral.ts';
import type { ZAccountAddress, ZAccountDetails, ZAccountProfile } from './routes/account-answers.ts';
import { normalizePhone } from './phone.ts';
import { WISHLIST_KINDS, PATIENT_GENDERS } from './routes/account-answers.ts';
// The values an answer names live with the answer; here for the requests and the importers of this file.
export { WISHLIST_KINDS, PATIENT_GENDERS } from './routes/account-answers.ts';

/**
 * Accounts contracts shared by the forms and the API. Messages are i18n keys; the server translates
 * them into the request's language, the browser through its catalogs.
 */

/** SPEC §3 session user: the kinds of account. */
export type UserType = 'user' | 'patient' | 'partner' | 'doctor';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that nobody hashes a megabyte. */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const SMS_CODE_LENGTH = 6;

/** SPEC §5: at least 8 characters with letters (any alphabet) and digits. */
export const ZPassword = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'password.too.short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password.too.long' })
  .refine((value) => /\p{L}/u.test(value) && /\p{Nd}/u.test(value), { error: 'password.letters.and.digits' });

/** A replacement password (change, restore): one SPEC §8 message, "new password too weak", that names the rule. */
export const ZNewPassword = z
  .string({ error: 'validation.required' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password.too.long' })
  .refine((value) => ZPassword.safeParse(value).success, { error: 'new.password.too.weak' });

// `abort`: an empty field says "required" only, not also every format rule.
const required = (max: number) => z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required', abort: true }).max(max);

/** Letters of any alphabet, apostrophes, hyphens and spaces: "Олена-Марія", "Мар'яна", "Мар’яна". */
export const personName = (max = NAME_MAX_LENGTH) => required(max).regex(/^[\p{L}][\p{L}'ʼ’\- ]*$/u, { error: 'validation.person_name' });
/** A middle name may stay empty: left out, null or an empty field all mean none. */
export const optionalPersonName = (max = NAME_MAX_LENGTH) =>
  personName(max)
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null));
/** A person's name as every form asks it: the last and first names, and the middle one if there is one. */
export const personNameFields = { last_name: personName(), first_name: personName(), middle_name: optionalPersonName() };

/** Trimmed, lower-cased, no spaces inside, at most 254 characters (SPEC §5). */
export const ZEmail = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(EMAIL_MAX_LENGTH)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, { error: 'validation.email' })
  .transform((value) => value.toLowerCase());

/** Kept where the login code has always imported it from; the rule itself is phone.ts's. */
export { normalizePhone };

export const ZPhone = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(25)
  .regex(/^\+?[\d\s()\-.]+$/, { error: 'validation.phone' })
  .transform(normalizePhone)
  .refine((value) => /^380\d{9}$/.test(value), { error: 'validation.phone' });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date between 120 years ago and today. */
export const ZBirthday = z
  .string({ error: 'validation.required' })
  .regex(ISO_DATE, { error: 'validation.date' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
      const today = new Date();
      return date.getTime() <= today.getTime() && date.getUTCFullYear() >= today.getUTCFullYear() - 120;
    },
    { error: 'validation.birthday' },
  );

/** Every gender a user row may store (`users.gender`); a patient chooses from PATIENT_GENDERS. */
export const USER_GENDERS = ['male', 'female', 'other'] as const;
export const ZPatientGender = z.enum(PATIENT_GENDERS, { error: 'validation.required' });
export type TPatientGender = (typeof PATIENT_GENDERS)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** SPEC §3 patient address: country, region, city, street; every part optional. */
export const ZPatientAddress = z.strictObject({
  country: optionalText(100),
  region: optionalText(100),
  city: optionalText(100),
  street: optionalText(200),
});

/** SPEC §3 patient: the personal part shared by registration and the cabinet's profile form. */
const patientFields = { ...personNameFields, birthday: ZBirthday, gender: ZPatientGender, phone: ZPhone, email: ZEmail };
/** The names of the patient's personal fields, as a 422 names them. */
export const PATIENT_FIELDS = Object.keys(patientFields) as (keyof typeof patientFields)[];

/** Passwords must match (SPEC §5), reported on the confirmation field. */
const passwordsMatch = <T extends { password: string; password_confirmation: string }>(value: T) => value.password === value.password_confirmation;
const MISMATCH = { error: 'passwords.do.not.match', path: ['password_confirmation'] };

export const ZRegisterPatientRequest = z
  .strictObject({
    ...patientFields,
    password: ZPassword,
    password_confirmation: z.string({ error: 'validation.required' }),
    referral_code: ZReferralCodeField,
  })
  .refine(passwordsMatch, MISMATCH);
export type TRegisterPatientRequest = z.input<typeof ZRegisterPatientRequest>;

export const ZUpdatePatientProfileRequest = z.strictObject({
  ...patientFields,
  address: ZPatientAddress.optional().nullable(),
});
export type TUpdatePatientProfileRequest = z.input<typeof ZUpdatePatientProfileRequest>;

/** SPEC §5: the old password must be valid; the new one strong; the confirmation equal. */
export const ZChangePasswordRequest = z
  .strictObject({
    old_password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(PASSWORD_MAX_LENGTH),
    password: ZNewPassword,
    password_confirmation: z.string({ error: 'validation.required' }),
  })
  .refine(passwordsMatch, MISMATCH);
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** The areas whose accounts restore their password by SMS; staff ask an administrator. */
export const RESTORE_AREAS = ['patients', 'partners', 'doctors'] as const;
export const ZRestoreArea = z.enum(RESTORE_AREAS).default('patients');

/** A one-time code from an SMS: password restore and sign-in proof (docs/decisions/035, 173). */
export const ZSmsCode = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), { error: 'sms.code.format' });

export const ZSendCodeRequest = z.strictObject({ phone: ZPhone, area: ZRestoreArea });
export type TSendCodeRequest = z.input<typeof ZSendCodeRequest>;

export const ZVerifyCodeRequest = z.strictObject({
  phone: ZPhone,
  area: ZRestoreArea,
  code: ZSmsCode,
});
export type TVerifyCodeRequest = z.input<typeof ZVerifyCodeRequest>;

export const ZResetPasswordRequest = z
  .strictObject({
    token: z.string({ error: 'validation.required' }).min(20).max(100),
    password: ZNewPassword,
    password_confirmation: z.string({ error: 'validation.required' }),
  })
  .refine(passwordsMatch, MISMATCH);
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export type TWishlistKind = (typeof WISHLIST_KINDS)[number];
export const ZWishlistKind = z.enum(WISHLIST_KINDS);

// The answers' shapes are stated once in routes/account-answers.ts and inferred here (docs/decisions/293).
export type AccountAddress = z.output<typeof ZAccountAddress>;
/** `GET /auth/me`: the signed-in person and their effective permission names. */
export type AccountProfile = z.output<typeof ZAccountProfile>;
/** `GET/PUT /account/profile`: what the cabinet shows and edits; snake_case as on the wire. */
export type AccountDetails = z.output<typeof ZAccountDetails>;
