import type { z } from 'zod';
import { ZRecordVersion } from '../contracts/record-versions.ts';
import { medicalInstitutions } from './medical-institutions.ts';

/**
 * What a partner edits of their own clinics (docs/decisions/237): the public data a patient reads on the
 * clinic's page. Everything else (legal entity, representative, status, slug, type, city, doctors, the
 * main-page flag) stays with staff. The rules are the back office's own, picked from the resource.
 */
export const PARTNER_CLINIC_FIELDS = [
  'name_ua',
  'name_ru',
  'short_description_ua',
  'short_description_ru',
  'description_ua',
  'description_ru',
  'address_ua',
  'address_ru',
  'phone',
  'email',
  'website',
  'logo',
  'image',
  'features',
  'working_hours',
  'latitude',
  'longitude',
] as const;
export type PartnerClinicField = (typeof PARTNER_CLINIC_FIELDS)[number];

const resourceRule = medicalInstitutions.update ?? medicalInstitutions.create;
if (!resourceRule) throw new Error('medical-institutions: the resource has no write rule');

const mask = Object.fromEntries(PARTNER_CLINIC_FIELDS.map((field) => [field, true])) as Record<PartnerClinicField, true>;

/** A partner's save: any of the fields above (a PATCH), plus the version it was read at; other keys are refused (422). */
export const ZPartnerClinicUpdate = resourceRule.pick(mask).partial().extend({ version: ZRecordVersion.optional() }).strict();
export type TPartnerClinicUpdate = z.input<typeof ZPartnerClinicUpdate>;
