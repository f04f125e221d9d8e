import { common, ZName, ZOrder, ZSlug } from '../fields.ts';
import { resource } from '../resource.ts';

/** A blog category (a rubric): its page is `/blogs?category=<slug>`. */
export const blogCategories = resource({
  name: 'blog/categories',
  table: 'blog_categories',
  section: 'blog',
  read: 'public',
  writes: 'create',
  screen: { path: 'blog/categories' },
  defaultSort: 'order:asc,id:asc',
  fields: {
    id: common.id,
    name: { rule: ZName, input: 'text', translated: true, filterable: true, sortable: true, searchable: true, column: true },
    slug: {
      rule: ZSlug.optional().describe('transliterated from name_ua when absent'),
      input: 'text',
      unique: true,
      filterable: true,
      searchable: true,
      column: true,
    },
    order: { rule: ZOrder.optional(), input: 'number', filterable: true, sortable: true, column: true },
    status: common.status,
    created_at: { sortable: true },
  },
});
