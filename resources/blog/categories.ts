import { common } from '../fields.ts';
import { resource } from '../resource.ts';

export const blogCategories = resource({
  name: 'blog/categories',
  table: 'blog_categories',
  section: 'blog',
  read: 'public',
  defaultSort: 'order:asc,id:asc',
  fields: {
    id: common.id,
    slug: { unique: true, filterable: true, searchable: true },
    name: { translated: true, filterable: true, sortable: true, searchable: true, column: true },
    order: { filterable: true, sortable: true, column: true },
    status: { filterable: true, column: 'status' },
    created_at: { sortable: true },
  },
});
