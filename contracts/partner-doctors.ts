import { z } from 'zod';

/**
 * What the partner cabinet reads of its own doctors (SPEC §2 `partners/doctors/{id}`, docs/decisions/234).
 * The rules of what it writes are the back office's resource fields (resources/partner-doctor-fields.ts).
 */

export const ZPartnerDoctor = z.object({
  id: z.number().int(),
  version: z.number().int(),
  photo: z.string().nullable(),
  last_name_ua: z.string(),
  last_name_ru: z.string(),
  first_name_ua: z.string(),
  first_name_ru: z.string(),
  middle_name_ua: z.string().nullable(),
  middle_name_ru: z.string().nullable(),
  gender: z.enum(['male', 'female']),
  specializations: z.array(z.number().int()),
  workplaces: z.array(z.number().int()).describe("only the partner's own clinics; where else the doctor works is not shown"),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_cabinet: z.boolean(),
  locale: z.enum(['ua', 'ru']),
  cabinet: z.enum(['off', 'invited', 'active']).describe('off; invited (no password set yet); active (the doctor signs in)'),
  is_waitlist: z.boolean().describe("the doctor's freed times are offered to patients waiting for an earlier one"),
});
export type TPartnerDoctor = z.infer<typeof ZPartnerDoctor>;

/** One line of the partner's doctors list (SPEC §2 `partners/doctors`): who, the photo, and the two statuses. */
export const ZPartnerDoctorListItem = z.object({
  id: z.number().int(),
  name: z.string().describe("last, first and middle name in the page's language"),
  photo: z.string().nullable(),
  status: z.enum(['active', 'inactive']).describe('inactive doctors are not shown to patients'),
  cabinet: z.enum(['off', 'invited', 'active']).describe('off; invited (no password set yet); active (the doctor signs in)'),
});
export type TPartnerDoctorListItem = z.infer<typeof ZPartnerDoctorListItem>;

export const ZPartnerDoctorService = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name_ua: z.string(),
  name_ru: z.string(),
  specialization_id: z.number().int(),
  cost: z.number().int().describe('integer kopecks'),
  duration: z.number().int().describe('minutes'),
  format: z.enum(['offline', 'online']),
  is_default: z.boolean(),
  is_promo: z.boolean().describe('a running promotion: the price is frozen and the service cannot be deleted'),
  status: z.enum(['active', 'inactive']),
});
export type TPartnerDoctorService = z.infer<typeof ZPartnerDoctorService>;
