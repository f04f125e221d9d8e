import { Checkbox, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import type { AccessPermission } from '../../../../contracts/staff-access.ts';
import type { LooseTranslate } from '../use-resource-screen.ts';
import { groupPermissions, type PermissionGroup } from './permission-groups.ts';

export interface PermissionPickerProps {
  permissions: readonly AccessPermission[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  t: LooseTranslate;
  disabled?: boolean;
  /** The title of the whole picker. */
  legend: string;
  description?: string;
}

export const groupTitle = (group: PermissionGroup, t: LooseTranslate) => (group.label ? t(group.label) : group.key);

/**
 * Permissions to pick, grouped by resource (docs/decisions/202): each group a fieldset named by its resource,
 * with a checkbox for the whole group and one per action; a search narrows the groups by their title. Every
 * control works by keyboard and is named for screen readers (the group's legend gives each action its context).
 */
export function PermissionPicker({ permissions, selected, onChange, t, disabled, legend, description }: PermissionPickerProps) {
  const [filter, setFilter] = useState('');
  const searchId = useId();
  const groups = useMemo(() => groupPermissions(permissions), [permissions]);
  const chosen = new Set(selected);
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? groups.filter((group) => groupTitle(group, t).toLocaleLowerCase().includes(needle) || group.key.includes(needle)) : groups;

  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    onChange([...next].sort((a, b) => a - b));
  };

  return (
    <Fieldset legend={legend} variant="unstyled" styles={{ legend: { fontWeight: 600, marginBottom: 4 } }}>
      <Stack gap="sm">
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        <TextInput
          id={searchId}
          type="search"
          label={t('admin.access.filter')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          maw={360}
        />
        {shown.length === 0 && <Text size="sm">{t('admin.access.filter.none')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm" verticalSpacing="sm">
          {shown.map((group) => {
            const ids = group.items.map((item) => item.permission.id);
            const held = ids.filter((id) => chosen.has(id)).length;
            const title = groupTitle(group, t);
            return (
              <Fieldset
                key={group.key}
                legend={title}
                data-permission-group={group.key}
                p="sm"
                styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
              >
                <Stack gap={6}>
                  <Checkbox
                    size="xs"
                    label={
                      <Text size="xs" c="dimmed" span>
                        {t('admin.access.group.all', { group: title })}
                      </Text>
                    }
                    checked={held === ids.length}
                    indeterminate={held > 0 && held < ids.length}
                    disabled={disabled}
                    onChange={(event) => toggle(ids, event.currentTarget.checked)}
                  />
                  {group.items.map((item) => (
                    <Checkbox
                      key={item.permission.id}
                      id={`permission-${item.permission.id}`}
                      data-permission={item.permission.name}
                      label={item.actionLabel ? t(item.actionLabel) : item.permission.title}
                      checked={chosen.has(item.permission.id)}
                      disabled={disabled}
                      onChange={(event) => toggle([item.permission.id], event.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </Fieldset>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
