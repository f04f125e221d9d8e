import type { Database } from '../../db/client.ts';
import { createEmployeeAccess } from './employee-access.ts';
import { createPasswordLinks, type PasswordLinkOptions } from './password-links.ts';
import { createRolePermissions } from './role-permissions.ts';
import { staffHooks } from './staff-hooks.ts';

/** Staff administration beyond the generic writes (docs/decisions/202, 203): access rights and set-password links. */
export function createStaffService(database: Database, options: PasswordLinkOptions) {
  const passwordLinks = createPasswordLinks(database, options);
  return {
    employeeAccess: createEmployeeAccess(database),
    rolePermissions: createRolePermissions(database),
    passwordLinks,
    /** The employees' and roles' hooks around the generic writes (features/records/server-hooks.ts). */
    hooks: staffHooks(passwordLinks),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
