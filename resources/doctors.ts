import { common } from './fields.ts';
import { resource } from './resource.ts';

/** SPEC §3 doctor; public catalogue data. Contacts stay out of the generic API. */
export const doctors = resource({
  name: 'doctors',
  table: 'doctors',
  section: 'doctors',
  read: 'public',
  populate: {
    specializations: { resource: 'specializations', many: true, through: { table: 'doctor_specializations', sourceKey: 'doctor_id', targetKey: 'specialization_id' } },
    languages: { resource: 'languages', many: true, through: { table: 'doctor_languages', sourceKey: 'doctor_id', targetKey: 'language_id' } },
    features: { resource: 'doctor-features', many: true, through: { table: 'doctor_feature_links', sourceKey: 'doctor_id', targetKey: 'feature_id' } },
    workplaces: { resource: 'medical-institutions', many: true, through: { table: 'doctor_workplaces', sourceKey: 'doctor_id', targetKey: 'institution_id' } },
    services: { resource: 'doctor-services', many: true, targetKey: 'doctor_id' },
  },
  defaultSort: 'rating:desc,id:asc',
  fields: {
    id: common.id,
    slug: { unique: true, filterable: true, searchable: true },
    first_name: { translated: true },
    last_name: { translated: true },
    middle_name: { translated: true },
    full_name: { translated: true, filterable: true, sortable: true, searchable: true, column: true },
    gender: { filterable: true },
    category: { filterable: true, column: true },
    mode: { filterable: true },
    experience: { filterable: true, sortable: true, column: true },
    rating: { filterable: true, sortable: true, column: true },
    reviews_count: { filterable: true, sortable: true },
    is_cabinet: { filterable: true },
    is_show_rating: { filterable: true },
    status: { filterable: true, column: 'status' },
    short_description: { translated: true },
    description: { translated: true },
    biography: { translated: true },
    achievements: { translated: true },
    email: { hidden: true },
    phone: { hidden: true },
    user_id: { hidden: true },
    created_at: common.createdAt,
    updated_at: { sortable: true },
  },
});
