import { common } from './fields.ts';
import { resource } from './resource.ts';

/** Staff roles: named sets of permissions (SPEC §6). */
export const roles = resource({
  name: 'roles',
  table: 'roles',
  section: 'employees',
  populate: { permissions: { resource: 'permissions', many: true, through: { table: 'role_permissions', sourceKey: 'role_id', targetKey: 'permission_id' } } },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    name: { unique: true, filterable: true, sortable: true, searchable: true, column: true },
    title: { translated: true, searchable: true, column: true },
    created_at: { sortable: true },
  },
});
