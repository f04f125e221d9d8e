import { common } from './fields.ts';
import { resource } from './resource.ts';

/** SPEC §3 medical institution (clinics, laboratories, ...); a branch points at its main institution. */
export const medicalInstitutions = resource({
  name: 'medical-institutions',
  table: 'medical_institutions',
  section: 'medical-institutions',
  read: 'public',
  populate: {
    type: { resource: 'medical-institution-types' },
    city: { resource: 'cities' },
    parent: { resource: 'medical-institutions' },
    features: { resource: 'medical-institution-features', many: true, through: { table: 'institution_feature_links', sourceKey: 'institution_id', targetKey: 'feature_id' } },
    branches: { resource: 'medical-institutions', many: true, targetKey: 'parent_id' },
    doctors: { resource: 'doctors', many: true, through: { table: 'doctor_workplaces', sourceKey: 'institution_id', targetKey: 'doctor_id' } },
    legal_entity: { resource: 'legal-entities' },
  },
  defaultSort: 'rating:desc,id:asc',
  fields: {
    id: common.id,
    slug: { unique: true, filterable: true, searchable: true },
    name: { translated: true, filterable: true, sortable: true, searchable: true, column: true },
    type_id: { filterable: true },
    type: { column: true },
    city_id: { filterable: true },
    city: { column: true },
    parent_id: { filterable: true },
    legal_entity_id: { filterable: true },
    rating: { filterable: true, sortable: true, column: true },
    reviews_count: { filterable: true, sortable: true },
    is_show_on_main: { filterable: true },
    is_work_without_slots: { filterable: true },
    is_manage_working_time: { filterable: true },
    status: { filterable: true, column: 'status' },
    address: { translated: true },
    short_description: { translated: true },
    description: { translated: true },
    created_at: common.createdAt,
    updated_at: { sortable: true },
  },
});
