import { describe, expect, it } from 'vitest';
import { effectivePermissions, hasPermissions, type SessionUser, type UserType } from './permissions.ts';

const staff = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  user_type: 'user',
  is_administrator: false,
  permissions: [{ name: 'doctors.read' }],
  roles: [
    { name: 'manager', permissions: [{ name: 'doctors.update' }, { name: 'reviews.read' }] },
    { name: 'B/A', permissions: [{ name: 'reports.read' }] },
  ],
  ...overrides,
});

describe('hasPermissions (SPEC §6)', () => {
  it('unions direct permissions and those of every role, by name', () => {
    expect([...effectivePermissions(staff())].sort()).toEqual(['doctors.read', 'doctors.update', 'reports.read', 'reviews.read']);
    expect(hasPermissions(staff(), 'reports.read')).toBe(true);
    expect(hasPermissions(staff(), 'doctors.delete')).toBe(false);
  });

  it('requires every name of a list', () => {
    expect(hasPermissions(staff(), ['doctors.read', 'doctors.update', 'reports.read'])).toBe(true);
    expect(hasPermissions(staff(), ['doctors.read', 'doctors.delete'])).toBe(false);
  });

  it.each<UserType>(['patient', 'partner', 'doctor'])('gives a %s no permission even when rows say otherwise', (user_type) => {
    const user = staff({ user_type, is_administrator: true });
    expect(effectivePermissions(user).size).toBe(0);
    expect(hasPermissions(user, 'doctors.read')).toBe(false);
    expect(hasPermissions(user, [])).toBe(false);
  });

  it('refuses anonymous visitors and lets the built-in administrator do everything', () => {
    expect(hasPermissions(null, 'doctors.read')).toBe(false);
    expect(hasPermissions(staff({ is_administrator: true, permissions: [], roles: [] }), ['employees.delete'])).toBe(true);
  });
});
