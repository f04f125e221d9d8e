import { common } from '../fields.ts';
import { resource } from '../resource.ts';

/** SPEC §3 tag: name, code. */
export const blogTags = resource({
  name: 'blog/tags',
  table: 'blog_tags',
  section: 'blog',
  read: 'public',
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    name: { translated: true, filterable: true, sortable: true, searchable: true, column: true },
    code: { unique: true, filterable: true, sortable: true, searchable: true, column: true },
    status: { filterable: true, column: 'status' },
    created_at: { sortable: true },
  },
});
