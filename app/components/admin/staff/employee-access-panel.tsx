import { Alert, Button, Checkbox, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { employeeAccess, saveEmployeeAccess, type EmployeeAccess } from '../../../../contracts/routes/staff-access.ts';
import { effectiveAccess } from '../../../../contracts/staff-access.ts';
import { findResource } from '../../../../resources/registry.ts';
import { call } from '../../../api/call.ts';
import { LoadingOverlay } from '../../../shell/loading-overlay.tsx';
import { can } from '../access.ts';
import type { RecordPanelProps } from '../record-panel-props.ts';
import { sessionQuery } from '../session.ts';
import { useLooseT } from '../use-resource-screen.ts';
import { AccessProblemAlert, useAccessSave } from './access-save.tsx';
import { EffectiveRights } from './effective-rights.tsx';
import { PermissionPicker } from './permission-picker.tsx';

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);
const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/**
 * The access rights of an employee (SPEC §2 employees, §6; docs/decisions/202), below the profile: roles and
 * direct permissions to pick, the effective set beside them, live, and one save of both through
 * `PUT /employees/{id}/access` with the record's version, which the profile form then adopts. On a new
 * employee's page it says the set-password e-mail will follow.
 */
export function EmployeeAccessPanel({ id, record, onVersion, onReload, onDirty }: RecordPanelProps) {
  const t = useLooseT();
  if (id === undefined) {
    return (
      <Alert color="blue" role="note" maw={960}>
        {t('admin.employee.invite.note')}
      </Alert>
    );
  }
  return <AccessEditor id={id} version={record.version} onVersion={onVersion} onReload={onReload} onDirty={onDirty} t={t} />;
}

function AccessEditor({
  id,
  version,
  onVersion,
  onReload,
  onDirty,
  t,
}: { id: number; version: unknown; t: ReturnType<typeof useLooseT> } & Pick<RecordPanelProps, 'onVersion' | 'onReload' | 'onDirty'>) {
  const { data: user } = useQuery(sessionQuery);
  const queryKey = ['admin', 'employees', 'access', id];
  const access = useQuery({ queryKey, queryFn: ({ signal }) => call(employeeAccess, { params: { id }, signal }).then((answer) => answer.data) });
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [permissionIds, setPermissionIds] = useState<number[]>([]);

  const stored = access.data;
  // Picks not saved yet survive a reload that brings the same stored sets (a profile save refreshes this query).
  const applied = useRef('');
  useEffect(() => {
    if (!stored) return;
    const key = `${sorted(stored.role_ids).join()}|${sorted(stored.permission_ids).join()}`;
    if (key === applied.current) return;
    applied.current = key;
    setRoleIds(sorted(stored.role_ids));
    setPermissionIds(sorted(stored.permission_ids));
  }, [stored]);

  const catalog = useMemo(() => ({ roles: stored?.roles ?? [], permissions: stored?.permissions ?? [] }), [stored]);
  const effective = useMemo(() => effectiveAccess({ role_ids: roleIds, permission_ids: permissionIds }, catalog), [roleIds, permissionIds, catalog]);
  const definition = findResource('employees')!;
  const own = user?.id === id;
  const editable = Boolean(stored) && !stored?.is_administrator && !own && can(user, definition, 'update');
  const changed = Boolean(stored) && (!sameIds(roleIds, sorted(stored!.role_ids)) || !sameIds(permissionIds, sorted(stored!.permission_ids)));
  useEffect(() => {
    onDirty?.(changed);
    return () => onDirty?.(false);
  }, [changed, onDirty]);

  const { saving, problem, save: send, reload } = useAccessSave<EmployeeAccess>({ queryKey, refetch: access.refetch, onVersion, onReload, t });
  function save() {
    if (!editable) return;
    return send(() =>
      call(saveEmployeeAccess, {
        params: { id },
        body: { role_ids: roleIds, permission_ids: permissionIds, ...(typeof version === 'number' ? { version } : {}) },
        expected: [409, 422],
      }),
    );
  }

  if (access.isError && !stored) {
    return (
      <Alert color="red" role="alert" title={t('admin.access.load.error')} maw={960}>
        <Button size="xs" variant="light" mt="xs" onClick={() => void access.refetch()}>
          {t('admin.list.retry')}
        </Button>
      </Alert>
    );
  }

  const notice = stored?.is_administrator
    ? 'admin.access.administrator'
    : own
      ? 'admin.access.own.note'
      : stored && !editable
        ? 'admin.access.read.only'
        : null;
  return (
    <Paper withBorder p="lg" radius="md" pos="relative" component="section" aria-labelledby="employee-access-title" data-employee-access>
      <LoadingOverlay visible={!stored} />
      <Stack>
        <Title order={2} size="h3" id="employee-access-title">
          {t('admin.access.title')}
        </Title>
        {notice && (
          <Alert color="blue" role="note">
            {t(notice)}
          </Alert>
        )}
        <AccessProblemAlert problem={problem} onReload={reload} t={t} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <Checkbox.Group
                label={t('admin.access.roles')}
                description={t('admin.access.roles.hint')}
                value={roleIds.map(String)}
                onChange={(values) => setRoleIds(sorted(values.map(Number)))}
              >
                <Stack gap={6} mt="xs">
                  {catalog.roles.length === 0 && <Text size="sm">{t('admin.access.roles.none')}</Text>}
                  {catalog.roles.map((role) => (
                    <Checkbox
                      key={role.id}
                      id={`role-${role.id}`}
                      value={String(role.id)}
                      data-role={role.name}
                      disabled={!editable}
                      label={t('admin.access.role.count', { title: role.title, name: role.name, count: role.permission_ids.length })}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
              <PermissionPicker
                legend={t('admin.access.direct')}
                description={t('admin.access.direct.hint')}
                permissions={catalog.permissions}
                selected={permissionIds}
                onChange={setPermissionIds}
                disabled={!editable}
                t={t}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <div style={{ position: 'sticky', top: 72 }}>
              <EffectiveRights effective={effective} permissions={catalog.permissions} t={t} />
            </div>
          </Grid.Col>
        </Grid>
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
