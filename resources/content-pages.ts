import { common } from './fields.ts';
import { resource } from './resource.ts';

/** Editable pages (about-us, for-partners) with their blocks. */
export const contentPages = resource({
  name: 'content-pages',
  table: 'content_pages',
  section: 'content-pages',
  read: 'public',
  populate: { blocks: { resource: 'content-blocks', many: true, targetKey: 'page_id' } },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    slug: { unique: true, filterable: true, sortable: true, searchable: true, column: true },
    title: { translated: true, searchable: true, column: true },
    status: { filterable: true, column: 'status' },
    intro: { translated: true },
    meta_title: { translated: true },
    meta_description: { translated: true },
    created_at: { sortable: true },
  },
});
