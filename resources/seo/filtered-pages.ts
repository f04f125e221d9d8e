import { resource } from '../resource.ts';
import { SEO_PAGE_FIELDS } from './page-fields.ts';

/** SPEC §3 SEO filtered pages: url, indexing, redirect, h1 and meta texts per language. */
export const seoFilteredPages = resource({
  name: 'seo/filtered-pages',
  table: 'seo_filtered_pages',
  section: 'seo',
  defaultSort: 'id:asc',
  fields: SEO_PAGE_FIELDS,
});
