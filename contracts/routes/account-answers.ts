import { z } from 'zod';
import { LOCALES } from '../locale.ts';

/** The answers of the sign-in and own-account routes, each shape stated once: the types of contracts/accounts.ts and family.ts are inferred from them (docs/decisions/293). */

/** SPEC §1 favourites: the three kinds, by their URL names. */
export const WISHLIST_KINDS = ['doctors', 'medical-institutions', 'articles'] as const;
export const PATIENT_GENDERS = ['male', 'female'] as const;
export const FAMILY_RELATIONS = ['son', 'daughter', 'mother', 'father', 'spouse', 'other'] as const;
export const FAMILY_GENDERS = ['male', 'female'] as const;

const USER_TYPES = ['user', 'patient', 'partner', 'doctor'] as const;
const text = z.string().nullable();

/** `GET /auth/me`, sign-in and password reset: the signed-in person and their effective permission names. */
export const ZAccountProfile = z.object({
  id: z.number().int(),
  user_type: z.enum(USER_TYPES),
  first_name: text,
  last_name: text,
  middle_name: text,
  email: text,
  phone: text,
  is_administrator: z.boolean(),
  permissions: z.array(z.string()).describe('effective names: direct ∪ roles (staff only)'),
});

/** A stored postal address (SPEC §3 patient): every part optional. */
export const ZAccountAddress = z.object({
  country: text.optional(),
  region: text.optional(),
  district: text.optional(),
  city: text.optional(),
  street: text.optional(),
  house: text.optional(),
});

/** `GET/PUT /account/profile`: what the cabinet shows and edits. */
export const ZAccountDetails = z.object({
  id: z.number().int(),
  user_type: z.enum(USER_TYPES),
  first_name: text,
  last_name: text,
  middle_name: text,
  birthday: text.describe('YYYY-MM-DD'),
  /** Patients are male or female (SPEC §5); the column also allows `other` for staff. */
  gender: z.enum([...PATIENT_GENDERS, 'other']).nullable(),
  phone: text,
  email: text,
  address: ZAccountAddress.nullable(),
  locale: z.enum(LOCALES),
});

/** `GET /account/organization`: the representative and the legal entity, as the database builds them. */
export const ZOrganization = z.object({
  representative: z.object({ position: text, contact_email: text, contact_phone: text }),
  legal_entity: z.object({
    public_name: text,
    edrpou: text,
    city: text.describe("the city's Ukrainian name"),
    city_ru: text.describe("the city's Russian name"),
    address: text,
    organization_phone: text,
    organization_email: text,
  }),
});
export type TOrganization = z.output<typeof ZOrganization>;

export const ZFamilyMember = z.object({
  id: z.number().int(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: text,
  birthday: z.string().describe('YYYY-MM-DD'),
  relation: z.enum(FAMILY_RELATIONS),
  gender: z.enum(FAMILY_GENDERS).nullable(),
});

export const ZWishlistEntry = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), added_at: z.string() });

export const ZWishlist = z.object({
  data: z.object({ doctors: z.array(ZWishlistEntry), medical_institutions: z.array(ZWishlistEntry), articles: z.array(ZWishlistEntry) }),
  meta: z.object({
    limits: z.object(Object.fromEntries(WISHLIST_KINDS.map((kind) => [kind, z.number().int()])) as Record<(typeof WISHLIST_KINDS)[number], z.ZodNumber>),
  }),
});
