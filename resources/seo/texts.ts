import { col, defineReadOnly } from '../read-only.ts';

/** SEO texts of fixed pages, per city. */
export const seoTexts = defineReadOnly({
  name: 'seo/texts',
  table: 'seo_texts',
  section: 'seo',
  filterable: ['id', 'page', 'city_id', 'status'],
  sortable: ['id', 'page', 'created_at'],
  searchable: ['page'],
  translated: ['h1', 'meta_title', 'meta_description', 'text'],
  populate: { city: { resource: 'cities' } },
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('page', { sortable: true }), col('city'), col('status', { render: 'status' })],
});
