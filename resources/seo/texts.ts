import { common } from '../fields.ts';
import { resource } from '../resource.ts';

/** SEO texts of fixed pages, per city. */
export const seoTexts = resource({
  name: 'seo/texts',
  table: 'seo_texts',
  section: 'seo',
  populate: { city: { resource: 'cities' } },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    page: { filterable: true, sortable: true, searchable: true, column: true },
    city_id: { filterable: true },
    city: { column: true },
    status: { filterable: true, column: 'status' },
    h1: { translated: true },
    meta_title: { translated: true },
    meta_description: { translated: true },
    text: { translated: true },
    created_at: { sortable: true },
  },
});
