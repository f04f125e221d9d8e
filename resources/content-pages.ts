import { col, defineReadOnly } from './read-only.ts';

/** Editable pages (about-us, for-partners) with their blocks. */
export const contentPages = defineReadOnly({
  name: 'content-pages',
  table: 'content_pages',
  section: 'content-pages',
  read: 'public',
  filterable: ['id', 'slug', 'status'],
  sortable: ['id', 'slug', 'created_at'],
  searchable: ['title', 'slug'],
  translated: ['title', 'intro', 'meta_title', 'meta_description'],
  unique: ['slug'],
  populate: { blocks: { resource: 'content-blocks', many: true, targetKey: 'page_id' } },
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('slug', { sortable: true }), col('title'), col('status', { render: 'status' })],
});
