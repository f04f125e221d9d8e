import { col, defineReadOnly } from './read-only.ts';

/** Staff accounts (users of type `user`). The built-in administrator can never be deleted (SPEC §5–6). */
export const employees = defineReadOnly({
  name: 'employees',
  table: 'users',
  section: 'employees',
  scope: { user_type: 'user' },
  filterable: ['id', 'email', 'phone', 'first_name', 'last_name', 'position', 'gender', 'status', 'is_administrator', 'created_at', 'last_login_at'],
  sortable: ['id', 'last_name', 'first_name', 'email', 'position', 'status', 'created_at', 'last_login_at'],
  searchable: ['first_name', 'last_name', 'email', 'phone'],
  hidden: ['password_hash'],
  unique: ['email', 'phone'],
  protectedFromDelete: { field: 'is_administrator', equals: true, message: 'administrator.cannot.be.deleted' },
  populate: { roles: { resource: 'roles', many: true, through: { table: 'user_roles', sourceKey: 'user_id', targetKey: 'role_id' } } },
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('last_name', { sortable: true }), col('first_name', { sortable: true }), col('email', { sortable: true }), col('position', { sortable: true }), col('status', { render: 'status' })],
});
