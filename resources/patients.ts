import { col, defineReadOnly } from './read-only.ts';

/** Patient accounts (users of type `patient`). */
export const patients = defineReadOnly({
  name: 'patients',
  table: 'users',
  section: 'patients',
  scope: { user_type: 'patient' },
  filterable: ['id', 'email', 'phone', 'first_name', 'last_name', 'gender', 'status', 'created_at', 'last_login_at'],
  sortable: ['id', 'last_name', 'first_name', 'email', 'created_at', 'last_login_at'],
  searchable: ['first_name', 'last_name', 'email', 'phone'],
  hidden: ['password_hash', 'position', 'is_administrator'],
  unique: ['email', 'phone'],
  defaultSort: 'id:desc',
  columns: [col('id', { sortable: true }), col('last_name', { sortable: true }), col('first_name', { sortable: true }), col('email', { sortable: true }), col('phone'), col('status', { render: 'status' })],
});
