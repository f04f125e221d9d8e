import { common } from './fields.ts';
import { resource } from './resource.ts';

/** SPEC §3 disease with related articles and promotions. */
export const directoryDiseases = resource({
  name: 'directory-diseases',
  table: 'diseases',
  section: 'directory-diseases',
  read: 'public',
  populate: {
    specialization: { resource: 'specializations' },
    articles: { resource: 'blog/articles', many: true, through: { table: 'disease_articles', sourceKey: 'disease_id', targetKey: 'article_id' } },
    promotions: { resource: 'promotions', many: true, through: { table: 'disease_promotions', sourceKey: 'disease_id', targetKey: 'promotion_id' } },
  },
  defaultSort: 'name:asc,id:asc',
  fields: {
    id: common.id,
    slug: { unique: true, filterable: true, searchable: true },
    name: { translated: true, filterable: true, sortable: true, searchable: true, column: true },
    specialization_id: { filterable: true },
    status: { filterable: true, column: 'status' },
    short_description: { translated: true },
    text: { translated: true },
    meta_title: { translated: true },
    meta_description: { translated: true },
    comment: { hidden: true },
    created_at: { sortable: true },
  },
});
