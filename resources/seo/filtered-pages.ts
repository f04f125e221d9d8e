import { common } from '../fields.ts';
import { resource } from '../resource.ts';

/** SPEC §3 SEO filtered pages: url, indexing, redirect, h1 and meta texts per language. */
export const seoFilteredPages = resource({
  name: 'seo/filtered-pages',
  table: 'seo_filtered_pages',
  section: 'seo',
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    name: { filterable: true, sortable: true, searchable: true, column: true },
    url: { unique: true, filterable: true, sortable: true, searchable: true, column: true },
    type: { filterable: true, column: true },
    is_index: { filterable: true, column: 'boolean' },
    is_redirect: { filterable: true },
    status: { filterable: true, column: 'status' },
    h1: { translated: true },
    meta_title: { translated: true },
    meta_description: { translated: true },
    meta_keywords: { translated: true },
    text: { translated: true },
    created_at: { sortable: true },
  },
});
