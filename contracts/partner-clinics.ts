import { z } from 'zod';

/** A partner's clinics and branches as the partner cabinet shows them (SPEC §2 partners/medical-institutions). */

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZPartnerClinicListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  status: z.string(),
  slug: z.string().nullable(),
  branch_of: ZNamed.nullable().describe('the main clinic when this is a branch'),
});
export type TPartnerClinicListItem = z.infer<typeof ZPartnerClinicListItem>;

const text = z.string().nullable();

/** One clinic with every field the partner edits (both languages) and what they may read but not change. */
export const ZPartnerClinic = z.object({
  id: z.number().int(),
  version: z.number().int(),
  slug: z.string().nullable(),
  status: z.string(),
  type: z.string().nullable(),
  city: z.string().nullable(),
  branch_of: ZNamed.nullable(),
  name_ua: z.string(),
  name_ru: z.string(),
  short_description_ua: text,
  short_description_ru: text,
  description_ua: text,
  description_ru: text,
  address_ua: text,
  address_ru: text,
  phone: text,
  email: text,
  website: text,
  logo: text,
  image: text,
  features: z.array(z.number().int()),
  working_hours: z.record(z.string(), z.object({ from: z.string(), to: z.string() })).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  feature_options: z.array(ZNamed).describe("the clinic features a clinic may have, in the caller's language"),
});
export type TPartnerClinic = z.infer<typeof ZPartnerClinic>;
