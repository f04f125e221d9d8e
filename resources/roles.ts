import { ZRoleName } from '../contracts/staff-access.ts';
import { common, ZName } from './fields.ts';
import { resource } from './resource.ts';

/**
 * Staff roles: named sets of permissions (SPEC §6, docs/decisions/202). The role's page edits its permissions
 * through `PUT /roles/{id}/permissions`; a role in use may be edited, and every holder has the new set from
 * their next request. The built-in `admin` role always holds every permission and is never deleted; the
 * names of the built-in roles stay what the start-up looks them up by.
 */
export const roles = resource({
  name: 'roles',
  table: 'roles',
  section: 'employees',
  screen: { path: 'employees/roles' },
  writes: 'create',
  protectedFromDelete: { field: 'name', equals: 'admin', message: 'admin.role.admin.cannot.be.deleted' },
  populate: { permissions: { resource: 'permissions', many: true, through: { table: 'role_permissions', sourceKey: 'role_id', targetKey: 'permission_id' } } },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    name: { rule: ZRoleName, input: 'text', label: 'admin.role.name', unique: true, filterable: true, sortable: true, searchable: true, column: true },
    title: { rule: ZName, input: 'text', label: 'admin.role.title', translated: true, searchable: true, column: true },
    created_at: { sortable: true },
  },
});
