import { col, defineReadOnly } from './read-only.ts';

/** Permission names (`specializations.update`, ...), one per resource and action. */
export const permissions = defineReadOnly({
  name: 'permissions',
  table: 'permissions',
  section: 'employees',
  trash: false,
  filterable: ['id', 'name'],
  sortable: ['id', 'name'],
  searchable: ['name', 'title'],
  translated: ['title'],
  unique: ['name'],
  defaultSort: 'name:asc,id:asc',
  columns: [col('id', { sortable: true }), col('name', { sortable: true }), col('title')],
});
