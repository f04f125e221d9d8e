import { resource } from '../resource.ts';
import { SEO_PAGE_FIELDS } from './page-fields.ts';

/** SPEC §3 SEO filtered page-patterns: url, indexing, redirect, h1 and meta texts per language. */
export const seoFilteredPagePatterns = resource({
  name: 'seo/filtered-page-patterns',
  table: 'seo_patterns',
  section: 'seo',
  defaultSort: 'id:asc',
  fields: SEO_PAGE_FIELDS,
});
