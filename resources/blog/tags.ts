import { col, defineReadOnly } from '../read-only.ts';

/** SPEC §3 tag: name, code. */
export const blogTags = defineReadOnly({
  name: 'blog/tags',
  table: 'blog_tags',
  section: 'blog',
  read: 'public',
  filterable: ['id', 'code', 'name', 'status'],
  sortable: ['id', 'name', 'code', 'created_at'],
  searchable: ['name', 'code'],
  translated: ['name'],
  unique: ['code'],
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('name', { sortable: true }), col('code', { sortable: true }), col('status', { render: 'status' })],
});
