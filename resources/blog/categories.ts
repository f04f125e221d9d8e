import { col, defineReadOnly } from '../read-only.ts';

export const blogCategories = defineReadOnly({
  name: 'blog/categories',
  table: 'blog_categories',
  section: 'blog',
  read: 'public',
  filterable: ['id', 'slug', 'name', 'status', 'order'],
  sortable: ['id', 'name', 'order', 'created_at'],
  searchable: ['name', 'slug'],
  translated: ['name'],
  unique: ['slug'],
  defaultSort: 'order:asc,id:asc',
  columns: [col('id', { sortable: true }), col('name', { sortable: true }), col('order', { sortable: true }), col('status', { render: 'status' })],
});
