import { z } from 'zod';
import { ZId } from '../contracts/batch.ts';
import { doctorServices } from './doctor-services.ts';
import { DOCTOR_GENDERS, doctors } from './doctors.ts';
import { representatives } from './representatives.ts';
import { ZRecordVersion } from '../contracts/record-versions.ts';

/**
 * What a partner writes of its own doctors and of itself (docs/decisions/234): the fields of the back
 * office's resources, picked, never declared again, so the partner's form, the server and the back office
 * judge a value by the same rule. Used by features/partners/partner-doctors.ts and the cabinet's forms.
 */

const doctorCreate = doctors.create!;
/** A save names the version it was read at (docs/decisions/192): a stale one answers 409. */
const version = { version: ZRecordVersion.optional() };

/** The doctor's fields a partner edits. */
export const PARTNER_DOCTOR_FIELDS = [
  'photo',
  'last_name_ua',
  'last_name_ru',
  'first_name_ua',
  'first_name_ru',
  'middle_name_ua',
  'middle_name_ru',
  'gender',
  'specializations',
  'workplaces',
  'email',
  'phone',
  'is_cabinet',
  'locale',
  'is_waitlist',
] as const;

const picked = doctorCreate.pick(Object.fromEntries(PARTNER_DOCTOR_FIELDS.map((name) => [name, true])) as Record<(typeof PARTNER_DOCTOR_FIELDS)[number], true>);

/**
 * A partner's doctor works at one of the partner's clinics at least: without one it would leave the partner's
 * reach the moment it is saved. The ids are checked against the partner's clinics by the service.
 */
export const ZPartnerDoctorRequest = picked
  .extend({
    workplaces: z.array(ZId).min(1, { error: 'partner.doctor.workplace.required' }).max(50),
    // The same two values; a form left without one says "required" rather than listing codes.
    gender: z.enum(DOCTOR_GENDERS, { error: 'validation.required' }),
    ...version,
  })
  .strict();
export type TPartnerDoctorRequest = z.input<typeof ZPartnerDoctorRequest>;

/** A service of the partner's doctor: the back office's rule, the doctor taken from the address. */
export const ZPartnerDoctorServiceRequest = doctorServices.create!.omit({ doctor_id: true }).extend(version).strict();
export type TPartnerDoctorServiceRequest = z.input<typeof ZPartnerDoctorServiceRequest>;

/** The representative's own profile: the account fields of the back office's representative form. */
export const ZPartnerProfileRequest = representatives.create!.pick({ last_name: true, first_name: true, middle_name: true, email: true, phone: true }).strict();
export type TPartnerProfileRequest = z.input<typeof ZPartnerProfileRequest>;
