import { col, defineReadOnly } from './read-only.ts';

/** Staff roles: named sets of permissions (SPEC §6). */
export const roles = defineReadOnly({
  name: 'roles',
  table: 'roles',
  section: 'employees',
  filterable: ['id', 'name'],
  sortable: ['id', 'name', 'created_at'],
  searchable: ['name', 'title'],
  translated: ['title'],
  unique: ['name'],
  populate: { permissions: { resource: 'permissions', many: true, through: { table: 'role_permissions', sourceKey: 'role_id', targetKey: 'permission_id' } } },
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('name', { sortable: true }), col('title')],
});
