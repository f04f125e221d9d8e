import { z } from 'zod';
import { ZEmail, ZPhone } from '../contracts/accounts.ts';
import { ZId } from '../contracts/batch.ts';
import { ZLatitude, ZLongitude, ZWorkingHours } from '../contracts/working-hours.ts';
import { ZWebLink } from './doctors.ts';
import { common, ZImageUrl, ZName, ZOptionalText, ZSlug } from './fields.ts';
import { resource } from './resource.ts';
import { relationField } from './workflow.ts';

const ids = (max: number) => z.array(ZId).max(max).optional();

/**
 * SPEC §3 medical institution (clinics, laboratories, ...); a branch points at its main institution. Edited
 * in the back office (docs/decisions/211): its position is picked on a map or typed, its opening hours per
 * weekday, its doctors assigned from its side of `doctor_workplaces`.
 */
export const medicalInstitutions = resource({
  name: 'medical-institutions',
  table: 'medical_institutions',
  section: 'medical-institutions',
  read: 'public',
  writes: 'create',
  screen: { path: 'medical-institutions' },
  populate: {
    type: { resource: 'medical-institution-types' },
    city: { resource: 'cities' },
    parent: { resource: 'medical-institutions' },
    features: {
      resource: 'medical-institution-features',
      many: true,
      through: { table: 'institution_feature_links', sourceKey: 'institution_id', targetKey: 'feature_id' },
    },
    branches: { resource: 'medical-institutions', many: true, targetKey: 'parent_id' },
    doctors: { resource: 'doctors', many: true, through: { table: 'doctor_workplaces', sourceKey: 'institution_id', targetKey: 'doctor_id' } },
    legal_entity: { resource: 'legal-entities' },
  },
  defaultSort: 'rating:desc,id:asc',
  columnOrder: ['id', 'logo', 'name', 'type_id', 'city_id', 'rating', 'status'],
  fields: {
    id: common.id,
    logo: { rule: ZImageUrl, input: 'image', group: 'profile', column: 'image' },
    name: { rule: ZName, input: 'text', translated: true, filterable: true, sortable: true, searchable: true, column: true, group: 'profile' },
    slug: { rule: ZSlug.optional(), input: 'text', unique: true, filterable: true, searchable: true, group: 'profile' },
    type_id: relationField('medical-institution-types', 'field.type', ZId, { filter: true, column: true, group: 'profile' }),
    parent_id: relationField('medical-institutions', 'field.branch_of', undefined, { group: 'profile' }),
    legal_entity_id: relationField('legal-entities', 'field.legal_entity', undefined, {
      relation: { resource: 'legal-entities', labelField: 'public_name' },
      group: 'profile',
    }),
    representative_id: relationField('representatives', 'field.representative', undefined, {
      relation: { resource: 'representatives', labelField: 'contact_email' },
      group: 'profile',
    }),
    features: { rule: ids(30), link: 'features', relation: { resource: 'medical-institution-features', many: true }, group: 'profile' },
    is_manage_working_time: { rule: z.boolean().optional(), input: 'boolean', filterable: true, group: 'profile' },
    is_work_without_slots: { rule: z.boolean().optional(), input: 'boolean', filterable: true, group: 'profile' },
    is_show_on_main: { rule: z.boolean().optional(), input: 'boolean', filter: true, group: 'profile' },
    phone: { rule: ZPhone.nullable().optional(), input: 'text', group: 'profile' },
    email: { rule: ZEmail.nullable().optional(), input: 'text', group: 'profile' },
    website: { rule: ZWebLink, input: 'text', group: 'profile' },
    image: { rule: ZImageUrl, input: 'image', group: 'profile' },
    rating: { filterable: true, sortable: true, column: true },
    reviews_count: { filterable: true, sortable: true },
    status: { ...common.status, group: 'profile' },
    city_id: relationField('cities', 'field.city', ZId, { filter: true, column: true, group: 'location' }),
    address: { rule: ZName, input: 'text', translated: true, group: 'location' },
    position: { input: 'geo', columns: ['latitude', 'longitude'], label: 'field.map_position', group: 'location' },
    latitude: { rule: ZLatitude, filterable: true },
    longitude: { rule: ZLongitude, filterable: true },
    working_hours: { rule: ZWorkingHours.optional(), input: 'hours', group: 'location' },
    doctors: { rule: ids(200), link: 'doctors', relation: { resource: 'doctors', many: true }, label: 'field.assigned_doctors', group: 'doctors' },
    short_description: { rule: ZOptionalText, input: 'textarea', translated: true, group: 'description' },
    description: { rule: ZOptionalText, input: 'textarea', translated: true, group: 'description' },
    created_at: common.createdAt,
    updated_at: { sortable: true },
  },
});
