import { personNameFields, ZEmail, ZPhone } from '../contracts/accounts.ts';
import { ZStaffAddress } from '../contracts/staff-access.ts';
import { z } from 'zod';
import { common, optionsOf } from './fields.ts';
import { resource } from './resource.ts';

// The values of db/schema/accounts.ts, repeated because this module is loaded by the browser (a test keeps them equal).
export const STAFF_POSITION_VALUES = ['B/A', 'admin', 'manager'] as const;
export const STAFF_GENDER_VALUES = ['male', 'female', 'other'] as const;

/**
 * Staff accounts (users of type `user`; SPEC §3 admin user, docs/decisions/202). Created without a password:
 * the new employee gets a link by e-mail to set one (docs/decisions/203). Roles and direct permissions are
 * not fields: the employee's page edits them through `PUT /employees/{id}/access`. The built-in administrator
 * can never be deleted; its deactivation and its access are refused by the service.
 */
export const employees = resource({
  name: 'employees',
  table: 'users',
  section: 'employees',
  scope: { user_type: 'user' },
  screen: { path: 'employees' },
  writes: 'create',
  protectedFromDelete: { field: 'is_administrator', equals: true, message: 'administrator.cannot.be.deleted' },
  populate: { roles: { resource: 'roles', many: true, through: { table: 'user_roles', sourceKey: 'user_id', targetKey: 'role_id' } } },
  actions: [
    {
      name: 'send-password-link',
      label: 'admin.action.send-password-link',
      confirm: 'admin.action.send-password-link.confirm',
      done: 'admin.action.send-password-link.done',
      when: { field: 'status', in: ['active'] },
      permission: 'update',
      path: 'employees/{id}/password-link',
    },
  ],
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    last_name: { rule: personNameFields.last_name, input: 'text', filterable: true, sortable: true, searchable: true, column: true },
    first_name: { rule: personNameFields.first_name, input: 'text', filterable: true, sortable: true, searchable: true, column: true },
    middle_name: { rule: personNameFields.middle_name, input: 'text', searchable: true },
    position: {
      rule: z.enum(STAFF_POSITION_VALUES),
      input: 'select',
      options: optionsOf(STAFF_POSITION_VALUES, 'handbook.staff_positions'),
      filter: true,
      sortable: true,
      column: true,
    },
    gender: {
      rule: z.enum(STAFF_GENDER_VALUES).nullable().optional(),
      input: 'select',
      options: optionsOf(STAFF_GENDER_VALUES, 'handbook.genders'),
      filterable: true,
    },
    status: common.status,
    email: { rule: ZEmail, input: 'text', unique: true, filterable: true, sortable: true, searchable: true, column: true },
    phone: { rule: ZPhone.nullable().optional(), input: 'text', unique: true, filterable: true, searchable: true, column: 'phone' },
    address: { rule: ZStaffAddress.nullable().optional(), input: 'address' },
    is_administrator: { filterable: true },
    password_hash: { hidden: true },
    password_created_at: { filterable: true, sortable: true },
    created_at: common.createdAt,
    last_login_at: { filterable: true, sortable: true, column: 'date' },
  },
  columnOrder: ['id', 'last_name', 'first_name', 'email', 'phone', 'position', 'status', 'last_login_at'],
});
