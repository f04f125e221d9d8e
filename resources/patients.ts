import { common } from './fields.ts';
import { resource } from './resource.ts';

/** Patient accounts (users of type `patient`). */
export const patients = resource({
  name: 'patients',
  table: 'users',
  section: 'patients',
  scope: { user_type: 'patient' },
  personalData: true,
  defaultSort: 'id:desc',
  fields: {
    id: common.id,
    last_name: { filterable: true, sortable: true, searchable: true, column: true },
    first_name: { filterable: true, sortable: true, searchable: true, column: true },
    email: { unique: true, filterable: true, sortable: true, searchable: true, column: true },
    phone: { unique: true, filterable: true, searchable: true, column: true },
    gender: { filterable: true },
    status: { filterable: true, column: 'status' },
    password_hash: { hidden: true },
    position: { hidden: true },
    is_administrator: { hidden: true },
    created_at: common.createdAt,
    last_login_at: { filterable: true, sortable: true },
  },
});
