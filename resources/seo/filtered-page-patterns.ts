import { resource } from '../resource.ts';
import { seoPageFields } from './page-fields.ts';

/**
 * SPEC §3 SEO patterns: the h1 and meta texts of every listing of a type without a filtered page of its own,
 * with `{variables}` (docs/decisions/090, 287). A pattern stands for many URLs, so it has no redirect.
 */
export const seoFilteredPagePatterns = resource({
  name: 'seo/filtered-page-patterns',
  table: 'seo_patterns',
  section: 'seo',
  writes: 'create',
  screen: { path: 'seo/filtered-pages-pattern' },
  defaultSort: 'id:asc',
  fields: seoPageFields({ redirect: false }),
});
