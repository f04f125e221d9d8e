import { col, defineReadOnly } from './read-only.ts';

/** SPEC §3 disease with related articles and promotions. */
export const directoryDiseases = defineReadOnly({
  name: 'directory-diseases',
  table: 'diseases',
  section: 'directory-diseases',
  read: 'public',
  filterable: ['id', 'slug', 'name', 'specialization_id', 'status'],
  sortable: ['id', 'name', 'created_at'],
  searchable: ['name', 'slug'],
  translated: ['name', 'short_description', 'text', 'meta_title', 'meta_description'],
  unique: ['slug'],
  hidden: ['comment'],
  populate: {
    specialization: { resource: 'specializations' },
    articles: { resource: 'blog/articles', many: true, through: { table: 'disease_articles', sourceKey: 'disease_id', targetKey: 'article_id' } },
    promotions: { resource: 'promotions', many: true, through: { table: 'disease_promotions', sourceKey: 'disease_id', targetKey: 'promotion_id' } },
  },
  defaultSort: 'name:asc,id:asc',
  columns: [col('id', { sortable: true }), col('name', { sortable: true }), col('status', { render: 'status' })],
});
