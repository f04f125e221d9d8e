import { Alert, Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconRestore } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ResourceDefinition } from '../../../resources/define.ts';
import { resources } from '../../../resources/registry.ts';
import { browserApi } from '../../api/browser.ts';
import { plural } from '../../i18n/plural.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { can } from '../../components/admin/access.ts';
import { NoAccess } from '../../components/admin/no-access.tsx';
import { adminPath } from '../../components/admin/paths.ts';
import { RESOURCE_SCREENS } from '../../components/admin/sections.ts';
import { sessionQuery } from '../../components/admin/session.ts';
import { recordTitle, useLooseT } from '../../components/admin/use-resource-screen.ts';
import { formatInstant } from '../../components/booking/format.ts';
import { useT } from '../../i18n/use-t.ts';

/** How many of one resource's trashed records the global trash shows; the rest are in that resource's own trash. */
const PER_RESOURCE = 100;
const PAGE_SIZE = 25;

interface TrashRow {
  key: string;
  id: number;
  resource: ResourceDefinition;
  title: string;
  deletedAt: string | null;
}

/**
 * `/admins/trash` (SPEC §4): what was deleted in every resource the user may restore, newest first, one
 * table with a filter by resource, and restore of one row or of a selection across resources.
 */
/** Staff who may restore nothing get the "no access" page rather than an empty trash. */
export default function GlobalTrashPage() {
  const { data: user } = useQuery(sessionQuery);
  if (!resources.some((definition) => definition.trash && can(user, definition, 'restore'))) return <NoAccess />;
  return <GlobalTrash />;
}

function GlobalTrash() {
  const t = useLooseT();
  const { locale } = useT();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(sessionQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const [selected, setSelected] = useState<TrashRow[]>([]);
  const [page, setPage] = useState(1);
  const restorable = useMemo(() => resources.filter((definition) => definition.trash && can(user, definition, 'restore')), [user]);
  const only = searchParams.get('resource');
  const shown = restorable.filter((definition) => !only || definition.name === only);

  const lists = useQueries({
    queries: shown.map((definition) => ({
      queryKey: ['admin', definition.name, 'list', { trashed: 'only', limit: PER_RESOURCE, scope: 'global-trash' }],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        browserApi().list<Record<string, unknown> & { id: number }>(definition.name, { trashed: 'only', limit: PER_RESOURCE }, { signal }),
    })),
  });
  const rows: TrashRow[] = shown
    .flatMap((definition, index) =>
      (lists[index]?.data?.data ?? []).map((record) => ({
        key: `${definition.name}:${record.id}`,
        id: record.id,
        resource: definition,
        title: recordTitle(record, locale),
        deletedAt: typeof record.deleted_at === 'string' ? record.deleted_at : null,
      })),
    )
    .sort((a, b) => (b.deletedAt ?? '').localeCompare(a.deletedAt ?? ''));
  const more = shown.flatMap((definition, index) => {
    const total = lists[index]?.data?.meta.total ?? 0;
    return total > PER_RESOURCE ? [{ definition, rest: total - PER_RESOURCE }] : [];
  });
  const loading = lists.some((list) => list.isPending);
  const failed = lists.some((list) => list.isError);

  const restore = useMutation({
    mutationFn: async (chosen: TrashRow[]) => {
      const byResource = new Map<string, number[]>();
      for (const row of chosen) byResource.set(row.resource.name, [...(byResource.get(row.resource.name) ?? []), row.id]);
      for (const [name, ids] of byResource) await browserApi().batchRestore(name, ids);
    },
    onSuccess: (_answer, chosen) => {
      showToast({ severity: 'success', detail: t('admin.list.restored', { count: chosen.length }) });
      setSelected([]);
      return Promise.all([...new Set(chosen.map((row) => row.resource.name))].map((name) => queryClient.invalidateQueries({ queryKey: ['admin', name] })));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });

  async function run(chosen: TrashRow[]) {
    if (chosen.length === 0) return;
    const message =
      chosen.length === 1 ? t('admin.trash.confirm.one', { name: chosen[0].title }) : plural(t, locale, 'admin.list.confirm.restore.records', chosen.length);
    if (await confirmAction({ message })) restore.mutate(chosen);
  }

  const screenOf = (definition: ResourceDefinition) => RESOURCE_SCREENS.find((screen) => screen.resource === definition.name);

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('admin.section.trash')}
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          id="trash-resource"
          label={t('admin.trash.resource')}
          data={restorable.map((definition) => ({ value: definition.name, label: t(definition.labels.plural) }))}
          value={only}
          placeholder={t('admin.trash.all')}
          clearable
          searchable
          onChange={(next) => {
            setPage(1);
            setSelected([]);
            setSearchParams(next ? { resource: next } : {});
          }}
          w={280}
        />
        {selected.length > 0 && (
          <Button leftSection={<IconRestore size={16} aria-hidden />} loading={restore.isPending} onClick={() => void run(selected)}>
            {t('admin.list.restore.selected')} ({selected.length})
          </Button>
        )}
      </Group>
      {failed && (
        <Alert color="red" role="alert" title={t('admin.list.load.error')}>
          <Button size="xs" variant="light" mt="xs" onClick={() => lists.forEach((list) => void list.refetch())}>
            {t('admin.list.retry')}
          </Button>
        </Alert>
      )}
      <div data-admin-list aria-busy={loading}>
        <DataTable<TrashRow>
          withTableBorder
          borderRadius="sm"
          striped
          minHeight={rows.length ? undefined : 180}
          records={rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
          totalRecords={rows.length}
          recordsPerPage={PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          paginationText={({ from, to, totalRecords }) => t('admin.list.pagination', { from, to, total: totalRecords })}
          idAccessor="key"
          fetching={loading}
          loadingText={t('admin.loading')}
          noRecordsText={t('admin.list.trash.empty')}
          selectedRecords={selected}
          onSelectedRecordsChange={setSelected}
          allRecordsSelectionCheckboxProps={{ 'aria-label': t('admin.list.select.all') }}
          getRecordSelectionCheckboxProps={(row) => ({ 'aria-label': t('admin.list.select.row', { name: row.title }) })}
          columns={[
            { accessor: 'resource', title: t('admin.trash.resource'), render: (row) => t(row.resource.labels.singular) },
            { accessor: 'title', title: t('admin.trash.record') },
            { accessor: 'deletedAt', title: t('admin.trash.deleted'), render: (row) => (row.deletedAt ? formatInstant(locale, row.deletedAt) : '—') },
            {
              accessor: 'actions',
              title: t('admin.list.actions'),
              textAlign: 'right',
              render: (row) => (
                <Button size="xs" variant="subtle" onClick={() => void run([row])} aria-label={`${t('admin.list.restore')}: ${row.title}`}>
                  {t('admin.list.restore')}
                </Button>
              ),
            },
          ]}
        />
      </div>
      {more.map(({ definition, rest }) => {
        const screen = screenOf(definition);
        const text = t('admin.trash.more', { n: rest, title: t(definition.labels.plural) });
        return (
          <Text key={definition.name} size="sm" c="dimmed">
            {screen ? (
              <Anchor component={Link} to={adminPath(locale, `${screen.path}/trash`)}>
                {text}
              </Anchor>
            ) : (
              text
            )}
          </Text>
        );
      })}
    </Stack>
  );
}
