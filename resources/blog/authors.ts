import { common } from '../fields.ts';
import { resource } from '../resource.ts';

/** SPEC §3 blog author: a doctor or not. */
export const blogAuthors = resource({
  name: 'blog/authors',
  table: 'blog_authors',
  section: 'blog',
  read: 'public',
  populate: { doctor: { resource: 'doctors' } },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    slug: { unique: true, filterable: true, searchable: true },
    last_name: { translated: true, filterable: true, sortable: true, searchable: true, column: true },
    first_name: { translated: true, searchable: true, column: true },
    middle_name: { translated: true },
    type: { filterable: true, column: true },
    doctor_id: { filterable: true },
    status: { filterable: true, column: 'status' },
    regalia: { translated: true },
    description: { translated: true },
    created_at: { sortable: true },
  },
});
