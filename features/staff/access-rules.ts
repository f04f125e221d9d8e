import { changedNames } from '../../contracts/staff-access.ts';
import { effectivePermissions, type SessionUser } from '../accounts/permissions.ts';
import { ValidationError } from '../errors.ts';

/**
 * Who may change whose rights (docs/decisions/202). The built-in administrator holds every permission by
 * definition, so its access is never edited; nobody edits their own access; and staff who are not the
 * administrator may give or take away only permissions they hold themselves, so holding `employees.update`
 * or `roles.update` is not a way to more rights than one has.
 */
export function checkAccessChange({
  editor,
  targetUserId,
  before,
  after,
}: {
  editor: SessionUser;
  /** The employee whose access changes; absent for a role. */
  targetUserId?: number;
  /** Effective permission names before and after the change (of the employee, or the role's own). */
  before: Iterable<string>;
  after: Iterable<string>;
}): void {
  if (targetUserId !== undefined && editor.id === targetUserId) throw new ValidationError({ role_ids: ['admin.access.own'] }, 'admin.access.own');
  if (editor.is_administrator) return;
  const held = effectivePermissions(editor);
  const beyond = changedNames(before, after).filter((name) => !held.has(name));
  if (beyond.length) throw new ValidationError({ permission_ids: ['admin.access.not.held'] }, 'admin.access.not.held');
}

/** 422 for the administrator's access and the `admin` role: they hold everything, always. */
export function refuseLocked(what: 'administrator' | 'admin-role'): never {
  if (what === 'administrator') throw new ValidationError({ role_ids: ['admin.access.administrator.locked'] }, 'admin.access.administrator.locked');
  throw new ValidationError({ permission_ids: ['admin.access.admin.role.locked'] }, 'admin.access.admin.role.locked');
}
