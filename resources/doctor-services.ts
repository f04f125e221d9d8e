import { col, defineReadOnly } from './read-only.ts';

/** SPEC §3 doctor service: cost in integer kopecks, duration in minutes. */
export const doctorServices = defineReadOnly({
  name: 'doctor-services',
  table: 'doctor_services',
  section: 'services',
  read: 'public',
  filterable: ['id', 'doctor_id', 'specialization_id', 'name', 'cost', 'duration', 'format', 'is_default', 'is_promo', 'status'],
  sortable: ['id', 'name', 'cost', 'duration', 'created_at'],
  searchable: ['name'],
  translated: ['name'],
  populate: { doctor: { resource: 'doctors' }, specialization: { resource: 'specializations' } },
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('name', { sortable: true }), col('cost', { sortable: true, render: 'money' }), col('duration', { sortable: true }), col('format'), col('is_default', { render: 'boolean' })],
});
