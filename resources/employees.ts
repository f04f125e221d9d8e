import { common } from './fields.ts';
import { resource } from './resource.ts';

/** Staff accounts (users of type `user`). The built-in administrator can never be deleted (SPEC §5–6). */
export const employees = resource({
  name: 'employees',
  table: 'users',
  section: 'employees',
  scope: { user_type: 'user' },
  protectedFromDelete: { field: 'is_administrator', equals: true, message: 'administrator.cannot.be.deleted' },
  populate: { roles: { resource: 'roles', many: true, through: { table: 'user_roles', sourceKey: 'user_id', targetKey: 'role_id' } } },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    last_name: { filterable: true, sortable: true, searchable: true, column: true },
    first_name: { filterable: true, sortable: true, searchable: true, column: true },
    email: { unique: true, filterable: true, sortable: true, searchable: true, column: true },
    phone: { unique: true, filterable: true, searchable: true },
    position: { filterable: true, sortable: true, column: true },
    gender: { filterable: true },
    status: { filterable: true, sortable: true, column: { render: 'status', sortable: false } },
    is_administrator: { filterable: true },
    password_hash: { hidden: true },
    created_at: common.createdAt,
    last_login_at: { filterable: true, sortable: true },
  },
});
