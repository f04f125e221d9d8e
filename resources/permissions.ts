import { common } from './fields.ts';
import { resource } from './resource.ts';

/** Permission names (`specializations.update`, ...), one per resource and action. */
export const permissions = resource({
  name: 'permissions',
  table: 'permissions',
  section: 'employees',
  trash: false,
  defaultSort: 'name:asc,id:asc',
  fields: {
    id: common.id,
    name: { unique: true, filterable: true, sortable: true, searchable: true, column: true },
    title: { translated: true, searchable: true, column: true },
  },
});
