import { resource } from '../resource.ts';
import { seoPageFields } from './page-fields.ts';

/** SPEC §3 SEO filtered pages: one listing URL's own h1, meta texts, indexing and redirect, per language. */
export const seoFilteredPages = resource({
  name: 'seo/filtered-pages',
  table: 'seo_filtered_pages',
  section: 'seo',
  writes: 'create',
  screen: { path: 'seo/filtered-pages' },
  defaultSort: 'id:asc',
  fields: seoPageFields({ redirect: true }),
});
