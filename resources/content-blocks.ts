import { common } from './fields.ts';
import { resource } from './resource.ts';

/** Blocks of a content page: advantages, opportunities, dashboard features, ... */
export const contentBlocks = resource({
  name: 'content-blocks',
  table: 'content_blocks',
  section: 'content-pages',
  read: 'public',
  defaultSort: 'order:asc,id:asc',
  fields: {
    id: common.id,
    page_id: { filterable: true },
    section: { filterable: true, column: true },
    title: { translated: true, searchable: true, column: true },
    text: { translated: true },
    order: { filterable: true, sortable: true, column: true },
    status: { filterable: true, column: 'status' },
  },
});
