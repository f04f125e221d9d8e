import { col, defineReadOnly } from './read-only.ts';

/** SPEC §3 doctor; public catalogue data. Contacts stay out of the generic API. */
export const doctors = defineReadOnly({
  name: 'doctors',
  table: 'doctors',
  section: 'doctors',
  read: 'public',
  filterable: ['id', 'slug', 'full_name', 'gender', 'category', 'mode', 'experience', 'rating', 'reviews_count', 'is_cabinet', 'is_show_rating', 'status', 'created_at'],
  sortable: ['id', 'full_name', 'rating', 'experience', 'reviews_count', 'created_at', 'updated_at'],
  searchable: ['full_name', 'slug'],
  translated: ['first_name', 'last_name', 'middle_name', 'full_name', 'short_description', 'description', 'biography', 'achievements'],
  hidden: ['email', 'phone', 'user_id'],
  unique: ['slug'],
  populate: {
    specializations: { resource: 'specializations', many: true, through: { table: 'doctor_specializations', sourceKey: 'doctor_id', targetKey: 'specialization_id' } },
    languages: { resource: 'languages', many: true, through: { table: 'doctor_languages', sourceKey: 'doctor_id', targetKey: 'language_id' } },
    features: { resource: 'doctor-features', many: true, through: { table: 'doctor_feature_links', sourceKey: 'doctor_id', targetKey: 'feature_id' } },
    workplaces: { resource: 'medical-institutions', many: true, through: { table: 'doctor_workplaces', sourceKey: 'doctor_id', targetKey: 'institution_id' } },
    services: { resource: 'doctor-services', many: true, targetKey: 'doctor_id' },
  },
  defaultSort: 'rating:desc,id:asc',
  columns: [col('id', { sortable: true }), col('full_name', { sortable: true }), col('category'), col('experience', { sortable: true }), col('rating', { sortable: true }), col('status', { render: 'status' })],
});
