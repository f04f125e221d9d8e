import { describe, expect, it } from 'vitest';
import { effectiveAccess } from '../../../../contracts/staff-access.ts';
import { groupEffective, groupPermissions } from './permission-groups.ts';

const permission = (id: number, name: string) => ({ id, name, title: name });
const catalog = {
  permissions: [
    permission(1, 'specializations.update'),
    permission(2, 'specializations.read'),
    permission(3, 'blog.articles.read'),
    permission(4, 'reports.export'),
    permission(5, 'languages.restore'),
  ],
  roles: [{ id: 10, name: 'content', title: 'Контент', permission_ids: [3, 2] }],
};

describe('permission groups of the rights editor', () => {
  it('groups by resource in registry order, actions read first; unknown names last by prefix', () => {
    const groups = groupPermissions(catalog.permissions);
    expect(groups.map((group) => [group.key, group.label, group.items.map((item) => item.actionLabel ?? item.permission.title)])).toEqual([
      ['languages', 'resources.languages.plural', ['admin.access.action.restore']],
      ['specializations', 'resources.specializations.plural', ['admin.access.action.read', 'admin.access.action.update']],
      ['blog/articles', 'resources.blog/articles.plural', ['admin.access.action.read']],
      ['reports', null, ['reports.export']],
    ]);
  });

  it('shows the effective set (SPEC §6: direct and every role’s, by name) with where each group comes from', () => {
    const effective = effectiveAccess({ role_ids: [10], permission_ids: [2, 4] }, catalog);
    expect(effective.map((entry) => entry.name)).toEqual(['blog.articles.read', 'reports.export', 'specializations.read']);
    const groups = groupEffective(effective, catalog.permissions);
    expect(groups.map((group) => [group.key, group.direct, group.roles])).toEqual([
      ['specializations', true, ['content']],
      ['blog/articles', false, ['content']],
      ['reports', true, []],
    ]);
  });
});
