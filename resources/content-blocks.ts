import { col, defineReadOnly } from './read-only.ts';

/** Blocks of a content page: advantages, opportunities, dashboard features, ... */
export const contentBlocks = defineReadOnly({
  name: 'content-blocks',
  table: 'content_blocks',
  section: 'content-pages',
  read: 'public',
  filterable: ['id', 'page_id', 'section', 'status', 'order'],
  sortable: ['id', 'order'],
  searchable: ['title'],
  translated: ['title', 'text'],
  defaultSort: 'order:asc,id:asc',
  columns: [col('id', { sortable: true }), col('section'), col('title'), col('order', { sortable: true }), col('status', { render: 'status' })],
});
