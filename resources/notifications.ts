import { col, defineReadOnly } from './read-only.ts';

/** SPEC §3 patient notification. */
export const notifications = defineReadOnly({
  name: 'notifications',
  table: 'notifications',
  section: 'notifications',
  filterable: ['id', 'user_id', 'type', 'status', 'appointment_id', 'promotion_id', 'created_at', 'read_at'],
  sortable: ['id', 'created_at', 'read_at'],
  searchable: ['title'],
  translated: ['title', 'text'],
  defaultSort: 'created_at:desc,id:desc',
  columns: [col('id', { sortable: true }), col('type'), col('title'), col('status', { render: 'status' }), col('created_at', { sortable: true, render: 'date' })],
});
