import { describe, expect, it } from 'vitest';
import { GENDERS, STAFF_POSITIONS } from '../db/schema/accounts.ts';
import type { Messenger } from '../features/messaging/messenger.ts';
import { resourceHooksByName } from '../features/records/server-hooks.ts';
import { staffHooks } from '../features/staff/staff-hooks.ts';
import type { PasswordLinks } from '../features/staff/password-links.ts';
import { employees, STAFF_GENDER_VALUES, STAFF_POSITION_VALUES } from './employees.ts';
import { findResource } from './registry.ts';
import { roles } from './roles.ts';

describe('employees and roles as resources (docs/decisions/202)', () => {
  it('offer the positions and genders the database allows', () => {
    expect([...STAFF_POSITION_VALUES]).toEqual([...STAFF_POSITIONS]);
    expect([...STAFF_GENDER_VALUES]).toEqual([...GENDERS]);
  });

  it('are written with a form of the SPEC §3 admin user, never its administrator flag, password or type', () => {
    expect(employees.admin.form.map((field) => field.name)).toEqual([
      'last_name',
      'first_name',
      'middle_name',
      'position',
      'gender',
      'status',
      'email',
      'phone',
      'address',
    ]);
    expect(Object.keys(employees.create!.shape)).not.toEqual(expect.arrayContaining(['is_administrator']));
    for (const key of ['is_administrator', 'password_hash', 'user_type', 'version']) expect(employees.create!.shape).not.toHaveProperty(key);
    expect(employees.admin.screen?.path).toBe('employees');
    expect(roles.admin.screen?.path).toBe('employees/roles');
  });

  it('have their server hooks in the one map, each a resource the API writes', () => {
    const hooks = staffHooks({} as PasswordLinks);
    expect(Object.keys(resourceHooksByName({} as Messenger, hooks))).toEqual(expect.arrayContaining(['employees', 'roles']));
    for (const name of Object.keys(hooks)) expect(findResource(name)?.create, name).toBeDefined();
  });
});
