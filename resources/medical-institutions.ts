import { col, defineReadOnly } from './read-only.ts';

/** SPEC §3 medical institution (clinics, laboratories, ...); a branch points at its main institution. */
export const medicalInstitutions = defineReadOnly({
  name: 'medical-institutions',
  table: 'medical_institutions',
  section: 'medical-institutions',
  read: 'public',
  filterable: ['id', 'slug', 'name', 'type_id', 'city_id', 'parent_id', 'legal_entity_id', 'rating', 'reviews_count', 'is_show_on_main', 'is_work_without_slots', 'is_manage_working_time', 'status', 'created_at'],
  sortable: ['id', 'name', 'rating', 'reviews_count', 'created_at', 'updated_at'],
  searchable: ['name', 'slug'],
  translated: ['name', 'address', 'short_description', 'description'],
  unique: ['slug'],
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
  columns: [col('id', { sortable: true }), col('name', { sortable: true }), col('type'), col('city'), col('rating', { sortable: true }), col('status', { render: 'status' })],
});
