import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { roleAccess, saveRolePermissions, type RoleAccess } from '../../../../contracts/routes/staff-access.ts';
import { findResource } from '../../../../resources/registry.ts';
import { call } from '../../../api/call.ts';
import { LoadingOverlay } from '../../../shell/loading-overlay.tsx';
import { can } from '../access.ts';
import type { RecordPanelProps } from '../record-panel-props.ts';
import { sessionQuery } from '../session.ts';
import { useLooseT } from '../use-resource-screen.ts';
import { AccessProblemAlert, useAccessSave } from './access-save.tsx';
import { PermissionPicker } from './permission-picker.tsx';

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/**
 * A role's permissions (SPEC §6, docs/decisions/202), below its name and titles: the same grouped picker as an
 * employee's, saved through `PUT /roles/{id}/permissions` with the role's version, which the form then adopts.
 * The built-in `admin` role shows every permission, locked.
 */
export function RolePermissionsPanel({ id, record, onVersion, onReload, onDirty }: RecordPanelProps) {
  const t = useLooseT();
  const { data: user } = useQuery(sessionQuery);
  const queryKey = ['admin', 'roles', 'permissions', id];
  const access = useQuery({
    queryKey,
    queryFn: ({ signal }) => call(roleAccess, { params: { id: id! }, signal }).then((answer) => answer.data),
    enabled: id !== undefined,
  });
  const [selected, setSelected] = useState<number[]>([]);
  const { saving, problem, save: send, reload } = useAccessSave<RoleAccess>({ queryKey, refetch: access.refetch, onVersion, onReload, t });
  const stored = access.data;
  // Picks not saved yet survive a reload that brings the same stored set (a save of the name refreshes this query).
  const applied = useRef('');
  useEffect(() => {
    if (!stored) return;
    const ids = stored.locked ? stored.permissions.map((permission) => permission.id) : sorted(stored.permission_ids);
    if (ids.join() === applied.current) return;
    applied.current = ids.join();
    setSelected(ids);
  }, [stored]);
  const changed = Boolean(stored) && !stored!.locked && sorted(stored!.permission_ids).join() !== selected.join();
  useEffect(() => {
    onDirty?.(changed);
    return () => onDirty?.(false);
  }, [changed, onDirty]);
  if (id === undefined) return null;

  const editable = Boolean(stored) && !stored?.locked && can(user, findResource('roles')!, 'update');

  function save() {
    if (!editable || id === undefined) return;
    const version = record.version;
    return send(() =>
      call(saveRolePermissions, {
        params: { id },
        body: { permission_ids: selected, ...(typeof version === 'number' ? { version } : {}) },
        expected: [409, 422],
      }),
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" pos="relative" component="section" aria-labelledby="role-permissions-title" data-role-permissions>
      <LoadingOverlay visible={!stored && !access.isError} />
      <Stack>
        <Title order={2} size="h3" id="role-permissions-title">
          {t('admin.role.permissions')}
        </Title>
        {access.isError && !stored && (
          <Alert color="red" role="alert" title={t('admin.access.load.error')}>
            <Button size="xs" variant="light" mt="xs" onClick={() => void access.refetch()}>
              {t('admin.list.retry')}
            </Button>
          </Alert>
        )}
        {stored?.locked && (
          <Alert color="blue" role="note">
            {t('admin.access.admin.role')}
          </Alert>
        )}
        <AccessProblemAlert problem={problem} onReload={reload} t={t} />
        <Text size="sm" fw={600} aria-live="polite">
          {t('admin.role.permissions.count', { count: selected.length })}
        </Text>
        <PermissionPicker
          legend={t('admin.role.permissions')}
          description={t('admin.role.permissions.hint')}
          permissions={stored?.permissions ?? []}
          selected={selected}
          onChange={setSelected}
          disabled={!editable}
          t={t}
        />
        {editable && (
          <Group>
            <Button onClick={() => void save()} loading={saving} disabled={!changed}>
              {t('admin.access.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
