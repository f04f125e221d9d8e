import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { AccessPermission, EffectivePermission } from '../../../../contracts/staff-access.ts';
import type { LooseTranslate } from '../use-resource-screen.ts';
import { groupEffective } from './permission-groups.ts';
import { groupTitle } from './permission-picker.tsx';

/**
 * The effective set of SPEC §6 (the union by name of direct permissions and every role's), shown live as the
 * editor changes roles and permissions: per resource, the actions held and where they come from.
 */
export function EffectiveRights({
  effective,
  permissions,
  t,
}: {
  effective: readonly EffectivePermission[];
  permissions: readonly AccessPermission[];
  t: LooseTranslate;
}) {
  const groups = groupEffective(effective, permissions);
  return (
    <Stack gap="xs" component="section" aria-labelledby="effective-rights-title" data-effective-rights>
      <Title order={3} size="h5" id="effective-rights-title">
        {t('admin.access.effective')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.access.effective.hint')}
      </Text>
      <Text size="sm" fw={600} aria-live="polite" data-effective-count={effective.length}>
        {effective.length ? t('admin.access.effective.count', { count: effective.length }) : t('admin.access.effective.none')}
      </Text>
      {groups.length > 0 && (
        <List spacing={6} size="sm" listStyleType="none" withPadding={false}>
          {groups.map((group) => (
            <List.Item key={group.key} data-effective-group={group.key}>
              <Text size="sm" fw={600} span>
                {groupTitle(group, t)}
              </Text>
              <Group gap={4} mt={2}>
                {group.items.map((item) => (
                  <Badge key={item.permission.id} variant="light" color="brand" size="sm" tt="none" data-effective-permission={item.permission.name}>
                    {item.actionLabel ? t(item.actionLabel) : item.permission.title}
                  </Badge>
                ))}
              </Group>
              <Text size="xs" c="dimmed">
                {[
                  group.direct ? t('admin.access.source.direct') : null,
                  group.roles.length ? t('admin.access.source.roles', { roles: group.roles.join(', ') }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
