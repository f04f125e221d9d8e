import { z } from 'zod';
import { optionalPersonName, personName, ZEmail, ZPhone } from '../contracts/accounts.ts';
import { ZId } from '../contracts/batch.ts';
import { common, optionsOf, ZImageUrl, ZOptionalText, ZSlug } from './fields.ts';
import { resource } from './resource.ts';
import { ZVisitorLocale } from './workflow.ts';

export const DOCTOR_CATEGORIES = ['higher', 'first', 'second', 'none'] as const;
export const DOCTOR_GENDERS = ['male', 'female'] as const;
/** How the doctor receives patients (db/schema/doctors.ts). */
export const DOCTOR_MODES = ['clinic', 'online', 'clinic_and_online'] as const;

/** Letters, apostrophes, hyphens and spaces (SPEC §5 forbidden characters), as every person's name of the site. */
const ZPersonName = personName();
const ZOptionalName = optionalPersonName();
/** A year of the past century up to this one. */
const ZStartedYear = z
  .number()
  .int()
  .min(1940)
  .refine((year) => year <= new Date().getFullYear(), { error: 'admin.validation.year.future' })
  .nullable()
  .optional();
export const ZWebLink = z
  .string()
  .trim()
  .max(2048)
  .regex(/^https?:\/\/\S+$/, { error: 'validation.url' })
  .nullable()
  .optional();
const ids = (max: number) => z.array(ZId).max(max).optional();

/**
 * SPEC §3 doctor; public catalogue data, edited in the back office (docs/decisions/210). Contacts are private
 * (staff only). Turning `is_cabinet` on with an e-mail opens the doctor's cabinet account and e-mails a
 * set-password link; the slug follows the Ukrainian name when none is given (features/accounts/doctor-cabinet.ts).
 */
export const doctors = resource({
  name: 'doctors',
  table: 'doctors',
  section: 'doctors',
  read: 'public',
  writes: 'create',
  screen: { path: 'doctors' },
  slugFrom: ['last_name_ua', 'first_name_ua', 'middle_name_ua'],
  populate: {
    specializations: {
      resource: 'specializations',
      many: true,
      through: { table: 'doctor_specializations', sourceKey: 'doctor_id', targetKey: 'specialization_id' },
    },
    languages: { resource: 'languages', many: true, through: { table: 'doctor_languages', sourceKey: 'doctor_id', targetKey: 'language_id' } },
    features: { resource: 'doctor-features', many: true, through: { table: 'doctor_feature_links', sourceKey: 'doctor_id', targetKey: 'feature_id' } },
    workplaces: { resource: 'medical-institutions', many: true, through: { table: 'doctor_workplaces', sourceKey: 'doctor_id', targetKey: 'institution_id' } },
    services: { resource: 'doctor-services', many: true, targetKey: 'doctor_id' },
  },
  defaultSort: 'rating:desc,id:asc',
  actions: [
    {
      name: 'send-cabinet-invitation',
      label: 'admin.action.doctor.invitation',
      confirm: 'admin.action.doctor.invitation.confirm',
      done: 'admin.action.doctor.invitation.done',
      when: { field: 'is_cabinet', in: ['true'] },
      permission: 'update',
      path: 'doctors/{id}/cabinet-invitation',
    },
  ],
  fields: {
    id: common.id,
    photo: { rule: ZImageUrl, input: 'image', group: 'profile', column: 'image' },
    last_name: { rule: ZPersonName, input: 'text', translated: true, group: 'profile' },
    first_name: { rule: ZPersonName, input: 'text', translated: true, group: 'profile' },
    middle_name: { rule: ZOptionalName, input: 'text', translated: true, group: 'profile' },
    full_name: { translated: true, filterable: true, sortable: true, searchable: true, column: true },
    slug: { rule: ZSlug.optional(), input: 'text', unique: true, filterable: true, searchable: true, group: 'profile' },
    gender: { rule: z.enum(DOCTOR_GENDERS), input: 'select', options: optionsOf(DOCTOR_GENDERS, 'handbook.genders'), filter: true, group: 'profile' },
    category: {
      rule: z.enum(DOCTOR_CATEGORIES).optional(),
      input: 'select',
      options: optionsOf(DOCTOR_CATEGORIES, 'handbook.doctor_categories'),
      filter: true,
      column: true,
      group: 'profile',
    },
    mode: { rule: z.enum(DOCTOR_MODES).optional(), input: 'select', options: optionsOf(DOCTOR_MODES, 'handbook.doctor_modes'), filter: true, group: 'profile' },
    specializations: { rule: ids(20), link: 'specializations', relation: { resource: 'specializations', many: true }, group: 'profile' },
    languages: { rule: ids(10), link: 'languages', relation: { resource: 'languages', many: true }, group: 'profile' },
    features: { rule: ids(20), link: 'features', relation: { resource: 'doctor-features', many: true }, group: 'profile' },
    started_work_year: { rule: ZStartedYear, input: 'number', filterable: true, group: 'profile' },
    experience: { rule: z.number().int().min(0).max(80).optional(), input: 'number', filterable: true, sortable: true, column: true, group: 'profile' },
    profile_url: { rule: ZWebLink, input: 'text', group: 'profile' },
    is_show_rating: { rule: z.boolean().optional(), input: 'boolean', filterable: true, group: 'profile' },
    rating: { filterable: true, sortable: true, column: true },
    reviews_count: { filterable: true, sortable: true },
    email: { rule: ZEmail.nullable().optional(), input: 'text', private: true, group: 'profile' },
    phone: { rule: ZPhone.nullable().optional(), input: 'text', private: true, group: 'profile' },
    is_cabinet: { rule: z.boolean().optional(), input: 'boolean', filter: true, column: 'boolean', group: 'profile' },
    // Its freed times are offered to patients waiting for an earlier one (docs/decisions/303, 305); the partner's to switch.
    is_waitlist: { rule: z.boolean().optional(), input: 'boolean', filter: true, group: 'profile' },
    // A doctor with a declaration quota says whether he takes new declarations (docs/decisions/307); empty: not said.
    accepts_declarations: { rule: z.boolean().nullable().optional(), input: 'boolean', filter: true, group: 'profile' },
    locale: {
      rule: ZVisitorLocale.optional(),
      input: 'select',
      options: optionsOf(['ua', 'ru'], 'handbook.locales'),
      label: 'field.cabinet_locale',
      private: true,
      group: 'profile',
    },
    status: { ...common.status, group: 'profile' },
    workplaces: { rule: ids(50), link: 'workplaces', relation: { resource: 'medical-institutions', many: true }, group: 'workplaces' },
    short_description: { rule: ZOptionalText, input: 'textarea', translated: true, group: 'biography' },
    description: { rule: ZOptionalText, input: 'textarea', translated: true, group: 'biography' },
    biography: { rule: ZOptionalText, input: 'textarea', translated: true, group: 'biography' },
    achievements: { rule: ZOptionalText, input: 'textarea', translated: true, group: 'biography' },
    user_id: { hidden: true },
    created_at: common.createdAt,
    updated_at: { sortable: true },
  },
});
