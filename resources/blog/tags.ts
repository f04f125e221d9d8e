import { common, ZCode, ZName } from '../fields.ts';
import { resource } from '../resource.ts';

/** SPEC §3 tag: name, code (unique: a taken code is refused as already taken). */
export const blogTags = resource({
  name: 'blog/tags',
  table: 'blog_tags',
  section: 'blog',
  read: 'public',
  writes: 'create',
  screen: { path: 'blog/tags' },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    name: { rule: ZName, input: 'text', translated: true, filterable: true, sortable: true, searchable: true, column: true },
    code: { rule: ZCode, input: 'text', unique: true, filterable: true, sortable: true, searchable: true, column: true },
    status: common.status,
    created_at: { sortable: true },
  },
});
