import { col, defineReadOnly } from '../read-only.ts';

/** SPEC §3 blog author: a doctor or not. */
export const blogAuthors = defineReadOnly({
  name: 'blog/authors',
  table: 'blog_authors',
  section: 'blog',
  read: 'public',
  filterable: ['id', 'slug', 'type', 'doctor_id', 'last_name', 'status'],
  sortable: ['id', 'last_name', 'created_at'],
  searchable: ['last_name', 'first_name', 'slug'],
  translated: ['first_name', 'last_name', 'middle_name', 'regalia', 'description'],
  unique: ['slug'],
  populate: { doctor: { resource: 'doctors' } },
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('last_name', { sortable: true }), col('first_name'), col('type'), col('status', { render: 'status' })],
});
