import { col, defineReadOnly } from '../read-only.ts';

/** SPEC §3 SEO filtered page-patterns: url, indexing, redirect, h1 and meta texts per language. */
export const seoFilteredPagePatterns = defineReadOnly({
  name: 'seo/filtered-page-patterns',
  table: 'seo_patterns',
  section: 'seo',
  filterable: ['id', 'name', 'type', 'url', 'is_index', 'is_redirect', 'status'],
  sortable: ['id', 'name', 'url', 'created_at'],
  searchable: ['name', 'url'],
  translated: ['h1', 'meta_title', 'meta_description', 'meta_keywords', 'text'],
  unique: ['url'],
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('name', { sortable: true }), col('url', { sortable: true }), col('type'), col('is_index', { render: 'boolean' }), col('status', { render: 'status' })],
});
