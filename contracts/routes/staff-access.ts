import { z } from 'zod';
import { ZResetPasswordRequest } from '../accounts.ts';
import {
  STAFF_ACCESS_PERMISSIONS as can,
  ZAccessPermission,
  ZAccessRole,
  ZEffectivePermission,
  ZEmployeeAccessRequest,
  ZRolePermissionsRequest,
} from '../staff-access.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/**
 * Staff access rights (docs/decisions/202): an employee's roles and direct permissions, a role's permissions,
 * each read and saved whole in one call; and the set-password link of a new employee (docs/decisions/203).
 */

const tag = 'staff';

const ZEmployeeAccess = z.object({
  employee_id: z.number().int(),
  version: z.number().int().describe('the employee record’s version: send it back with the save'),
  is_administrator: z.boolean().describe('the built-in administrator holds every permission; its access cannot be changed'),
  role_ids: z.array(z.number().int()),
  permission_ids: z.array(z.number().int()),
  effective: z.array(ZEffectivePermission).describe('SPEC §6: the union by name of the direct permissions and those of every role held'),
  roles: z.array(ZAccessRole).describe('every role that can be given, titles in the request’s language'),
  permissions: z.array(ZAccessPermission).describe('every permission, titles in the request’s language'),
});
export type EmployeeAccess = z.infer<typeof ZEmployeeAccess>;

const ZRoleAccess = z.object({
  role_id: z.number().int(),
  name: z.string(),
  version: z.number().int().describe('the role record’s version: send it back with the save'),
  locked: z.boolean().describe('the built-in `admin` role always holds every permission'),
  permission_ids: z.array(z.number().int()),
  permissions: z.array(ZAccessPermission),
});
export type RoleAccess = z.infer<typeof ZRoleAccess>;

const saveErrors = {
  404: 'no such employee or role',
  409: 'stale version: someone changed the record since it was read',
  422: 'the administrator’s access, or the `admin` role, cannot be changed; an unknown role or permission; one’s own access; a permission the caller does not hold',
};

export const employeeAccess = route({
  method: 'GET',
  path: 'employees/:id/access',
  access: { permissions: [can.readEmployees] },
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(ZEmployeeAccess), description: 'roles, direct and effective permissions, and what may be picked' },
  errors: { 404: 'no such employee' },
  operationId: 'getEmployeeAccess',
  summary: 'An employee’s roles, direct permissions and effective permissions',
  tag,
});

export const saveEmployeeAccess = route({
  method: 'PUT',
  path: 'employees/:id/access',
  access: { permissions: [can.updateEmployees] },
  noStore: true,
  body: ZEmployeeAccessRequest,
  answer: { status: 200, schema: dataEnvelope(ZEmployeeAccess), description: 'the access as saved, with the new version' },
  errors: saveErrors,
  operationId: 'saveEmployeeAccess',
  summary: 'Replace an employee’s roles and direct permissions in one transaction',
  description: 'Takes effect on the employee’s next request. The action log keeps the roles and permissions before and after.',
  tag,
});

export const roleAccess = route({
  method: 'GET',
  path: 'roles/:id/permissions',
  access: { permissions: [can.readRoles] },
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(ZRoleAccess), description: 'the role’s permissions and what may be picked' },
  errors: { 404: 'no such role' },
  operationId: 'getRolePermissions',
  summary: 'A role’s permissions',
  tag,
});

export const saveRolePermissions = route({
  method: 'PUT',
  path: 'roles/:id/permissions',
  access: { permissions: [can.updateRoles] },
  noStore: true,
  body: ZRolePermissionsRequest,
  answer: { status: 200, schema: dataEnvelope(ZRoleAccess), description: 'the permissions as saved, with the new version' },
  errors: saveErrors,
  operationId: 'saveRolePermissions',
  summary: 'Replace a role’s permissions in one transaction',
  description: 'Every employee holding the role has the new set from their next request on.',
  tag,
});

export const sendPasswordLink = route({
  method: 'POST',
  path: 'employees/:id/password-link',
  access: { permissions: [can.updateEmployees] },
  noStore: true,
  answer: {
    status: 202,
    schema: dataEnvelope(z.object({ expires_at: z.string().describe('when the link stops working') })),
    description: 'the e-mail is queued',
  },
  errors: { 404: 'no such employee', 409: 'the employee is inactive, or has no e-mail', 422: 'the administrator’s password is not set by link' },
  operationId: 'sendEmployeePasswordLink',
  summary: 'E-mail an employee a new link to set their password; earlier links stop working',
  tag,
});

export const setStaffPassword = route({
  method: 'POST',
  path: 'auth/password/set',
  access: { anyone: true },
  noStore: true,
  body: ZResetPasswordRequest,
  answer: { status: 204, description: 'the password is set; every session of the account ended' },
  errors: { 422: 'weak password, mismatch, or the link expired or was used' },
  operationId: 'setStaffPassword',
  summary: 'Set an employee’s password with the token of a set-password link',
  tag,
});
