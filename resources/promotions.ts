import { col, defineReadOnly } from './read-only.ts';

/** SPEC §3 promotion with its participants. */
export const promotions = defineReadOnly({
  name: 'promotions',
  table: 'promotions',
  section: 'promotions',
  read: 'public',
  filterable: ['id', 'slug', 'name', 'status', 'kind', 'discount_type', 'start_at', 'end_at', 'is_appointment_possible'],
  sortable: ['id', 'name', 'start_at', 'end_at', 'created_at'],
  searchable: ['name', 'slug'],
  translated: ['name', 'short_description', 'description'],
  unique: ['slug'],
  populate: { participants: { resource: 'promotion-participants', many: true, targetKey: 'promotion_id' } },
  defaultSort: 'start_at:desc,id:desc',
  columns: [col('id', { sortable: true }), col('name', { sortable: true }), col('kind'), col('start_at', { sortable: true, render: 'date' }), col('end_at', { sortable: true, render: 'date' }), col('status', { render: 'status' })],
});
