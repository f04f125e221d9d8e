import { USER_GENDERS } from '../contracts/accounts.ts';
import { common, optionsOf, statusOptions } from './fields.ts';
import { resource } from './resource.ts';

/**
 * Patient accounts (users of type `patient`): a list and a read-only card for staff (SPEC §2 "patients
 * list"). Patients change their own data in their cabinet; staff only look, and every look is a line in the
 * action log (docs/decisions/197).
 */
export const patients = resource({
  name: 'patients',
  table: 'users',
  section: 'patients',
  screen: { path: 'patients' },
  personalData: true,
  scope: { user_type: 'patient' },
  defaultSort: 'id:desc',
  fields: {
    id: common.id,
    last_name: { input: 'text', filterable: true, sortable: true, searchable: true, column: true },
    first_name: { input: 'text', filterable: true, sortable: true, searchable: true, column: true },
    middle_name: { input: 'text', searchable: true },
    birthday: { input: 'date', filterable: true, sortable: true },
    gender: { input: 'select', options: optionsOf(USER_GENDERS, 'handbook.genders'), filter: true },
    email: { input: 'text', unique: true, filterable: true, sortable: true, searchable: true, column: true },
    phone: { input: 'text', unique: true, filterable: true, searchable: true, column: 'phone' },
    address: { input: 'text' },
    locale: { input: 'select', options: optionsOf(['ua', 'ru'], 'admin.form.language') },
    status: { input: 'select', options: statusOptions, filter: true, column: 'status' },
    password_hash: { hidden: true },
    position: { hidden: true },
    is_administrator: { hidden: true },
    created_at: { input: 'datetime', label: 'field.registered_at', filter: true, sortable: true, column: 'date' },
    last_login_at: { input: 'datetime', filterable: true, sortable: true },
  },
});
