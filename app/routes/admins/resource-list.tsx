import { ActionIcon, Alert, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDownload, IconPencil, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { API_BASE_URL, browserApi } from '../../api/browser.ts';
import { stringifyQuery } from '../../api/query.ts';
import { ApiError } from '../../api/client.ts';
import { refusal } from '../../components/admin/refusal.ts';
import { changedIds, versionsOf } from '../../../contracts/record-versions.ts';
import { ChangedRecordsAlert } from '../../components/admin/changed-records-alert.tsx';
import { SelectionBar } from '../../components/admin/selection-bar.tsx';
import { plural } from '../../i18n/plural.ts';
import { showToast } from '../../shell/toasts.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { can } from '../../components/admin/access.ts';
import { Cell } from '../../components/admin/cell.tsx';
import { RecordActions } from '../../components/admin/record-actions.tsx';
import { listParams, PAGE_SIZES, readListState, writeListState, type ListState } from '../../components/admin/list-state.ts';
import { LIST_TOOLBARS } from '../../components/admin/list-toolbars.tsx';
import { NoAccess } from '../../components/admin/no-access.tsx';
import { ResourceFilters } from '../../components/admin/resource-filters.tsx';
import { sessionQuery } from '../../components/admin/session.ts';
import { recordTitle, useLooseT, useResourceScreen } from '../../components/admin/use-resource-screen.ts';
import AdminSectionPage from './section.tsx';

type Row = Record<string, unknown> & { id: number };

/** The generic list of a registry resource, and its trash view (`…/trash`: `trashed=only`). */
export default function ResourceList() {
  const context = useResourceScreen();
  const { pathname } = useLocation();
  const { data: user } = useQuery(sessionQuery);
  if (!context) return <AdminSectionPage />;
  // A typed or shared address the user has no right to: say so, instead of a list whose call answers 403.
  if (!can(user, context.definition, pathname.endsWith('/trash') ? 'restore' : 'read')) return <NoAccess />;
  return <ResourceListScreen key={context.basePath} {...context} />;
}

function ResourceListScreen({ definition, screen, locale, basePath }: NonNullable<ReturnType<typeof useResourceScreen>>) {
  const t = useLooseT();
  const { pathname } = useLocation();
  const trash = pathname.endsWith('/trash');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams, definition), [searchParams, definition]);
  const params = useMemo(() => listParams(state, definition, trash), [state, definition, trash]);
  const queryClient = useQueryClient();
  const { data: user } = useQuery(sessionQuery);
  const [selected, setSelected] = useState<Row[]>([]);
  const title = t(screen.label);
  const Toolbar = LIST_TOOLBARS[definition.name];

  const list = useQuery({
    queryKey: ['admin', definition.name, 'list', params],
    queryFn: ({ signal }) => browserApi().list<Row>(definition.name, params, { signal }),
    placeholderData: keepPreviousData,
  });

  const setState = (patch: Partial<ListState>) => setSearchParams(writeListState({ ...state, page: 1, ...patch }));

  // The rows shown carry their versions: a record changed since refuses the batch (docs/decisions/213).
  const [changed, setChanged] = useState<Row[]>([]);
  useEffect(() => {
    setSelected([]);
    setChanged([]);
  }, [params]);
  const batch = useMutation({
    mutationFn: (rows: Row[]) => {
      const ids = rows.map((row) => row.id);
      return trash ? browserApi().batchRestore(definition.name, ids, versionsOf(rows)) : browserApi().batchDelete(definition.name, ids, versionsOf(rows));
    },
    onSuccess: async (_answer, rows) => {
      showToast({ severity: 'success', detail: t(trash ? 'admin.list.restored' : 'admin.list.deleted', { count: rows.length }) });
      setSelected([]);
      setChanged([]);
      // A list still waiting for its first answer (a new search, page or Back) asked before this change; an
      // invalidation would reuse that answer, so drop it and ask again.
      await queryClient.cancelQueries({ queryKey: ['admin', definition.name] });
      return queryClient.invalidateQueries({ queryKey: ['admin', definition.name] });
    },
    // A rule refused it (a service of a running promotion, the last default): say which, in its words.
    onError: (error, rows) => {
      if (!(error instanceof ApiError)) return;
      const stale = error.status === 409 ? changedIds(error.body?.errors) : [];
      if (stale.length) setChanged(rows.filter((row) => stale.includes(row.id)));
      else if (error.status === 422 || error.status === 409) showToast({ severity: 'error', detail: refusal(error) });
    },
  });
  // Selected rows follow the list as it is read again, so a new attempt sends the versions now shown.
  useEffect(() => {
    const fresh = new Map((list.data?.data ?? []).map((row) => [row.id, row]));
    setSelected((rows) => (rows.some((row) => fresh.has(row.id) && fresh.get(row.id) !== row) ? rows.map((row) => fresh.get(row.id) ?? row) : rows));
  }, [list.data]);

  async function runBatch(rows: Row[]) {
    if (rows.length === 0) return;
    const message = trash
      ? plural(t, locale, 'admin.list.confirm.restore.records', rows.length)
      : rows.length === 1
        ? t('admin.list.confirm.delete.one', { name: recordTitle(rows[0], locale) })
        : plural(t, locale, 'admin.list.confirm.delete.records', rows.length);
    if (await confirmAction({ message })) batch.mutate(rows);
  }

  const rows = list.data?.data ?? [];

  // Read-only resources (no trash, no create) answer 405 to a delete: offer no delete at all.
  const deletable = trash ? definition.trash : definition.trash || !!definition.create;
  const mayChange = deletable && can(user, definition, trash ? 'restore' : 'delete');
  const columns: DataTableColumn<Row>[] = [
    ...definition.admin.columns.map((column): DataTableColumn<Row> => ({
      accessor: column.name,
      title: t(column.label),
      sortable: Boolean(column.sortable && definition.sortable.includes(column.name)),
      render: (row) =>
        column.name === 'name' && !trash && can(user, definition, 'read') ? (
          <Link to={`${basePath}/${row.id}`}>{recordTitle(row, locale)}</Link>
        ) : (
          <Cell column={column} value={column.relation ? (row[column.relation.populate] ?? row[column.name]) : row[column.name]} t={t} locale={locale} />
        ),
    })),
    {
      accessor: 'actions',
      title: t('admin.list.actions'),
      textAlign: 'right',
      render: (row) => {
        const name = recordTitle(row, locale);
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {!trash && definition.actions && <RecordActions definition={definition} record={row} locale={locale} t={t} menu />}
            {!trash && (
              <Tooltip label={t('admin.list.edit')} withArrow>
                <ActionIcon component={Link} to={`${basePath}/${row.id}`} variant="subtle" aria-label={`${t('admin.list.edit')}: ${name}`}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            {mayChange && (
              <Tooltip label={t(trash ? 'admin.list.restore' : 'admin.list.delete')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={trash ? 'brand' : 'red'}
                  onClick={() => void runBatch([row])}
                  aria-label={`${t(trash ? 'admin.list.restore' : 'admin.list.delete')}: ${name}`}
                >
                  {trash ? <IconRestore size={18} aria-hidden /> : <IconTrash size={18} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        );
      },
    },
  ];

  const [defaultField, defaultDirection] = definition.defaultSort.split(',')[0].split(':');
  const sortStatus: DataTableSortStatus<Row> = state.sort
    ? { columnAccessor: state.sort.field, direction: state.sort.direction }
    : { columnAccessor: defaultField, direction: defaultDirection === 'desc' ? 'desc' : 'asc' };
  const total = list.data?.meta.total ?? 0;
  const exportUrl = `${API_BASE_URL}/${definition.name}/export.csv?${stringifyQuery({ ...params, page: undefined, limit: undefined })}`;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {trash ? t('admin.list.trash.title', { title }) : title}
          </Title>
          {list.data && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {t('admin.list.records', { total })}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          {trash ? (
            <Button component={Link} to={basePath} variant="default">
              {t('admin.list.back.to.list')}
            </Button>
          ) : (
            <>
              {total > 0 && can(user, definition, 'read') && (
                <Button component="a" href={exportUrl} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
                  {t('admin.list.export')}
                </Button>
              )}
              {Toolbar && <Toolbar basePath={basePath} user={user} />}
              {definition.trash && can(user, definition, 'restore') && (
                <Button component={Link} to={`${basePath}/trash`} variant="default" leftSection={<IconTrash size={16} aria-hidden />}>
                  {t('admin.list.trash')}
                </Button>
              )}
              {definition.create && can(user, definition, 'create') && (
                <Button component={Link} to={`${basePath}/add`} leftSection={<IconPlus size={16} aria-hidden />}>
                  {t('admin.list.add')}
                </Button>
              )}
            </>
          )}
        </Group>
      </Group>

      <ResourceFilters
        fields={definition.admin.filters ?? []}
        search={state.search}
        values={state.filters}
        onChange={({ search, filters }) => setState({ search, filters })}
        t={t}
      />

      {changed.length > 0 && (
        <ChangedRecordsAlert
          names={changed.map((row) => recordTitle(row, locale))}
          restore={trash}
          t={t}
          onClose={() => setChanged([])}
          onReload={() => {
            setChanged([]);
            void list.refetch();
          }}
        />
      )}

      {mayChange && rows.length > 0 && (
        <SelectionBar count={selected.length} restore={trash} pending={batch.isPending} onRun={() => void runBatch(selected)} t={t} />
      )}

      {list.isError && !list.data ? (
        <Alert color="red" role="alert" title={t('admin.list.load.error')}>
          <Button size="xs" variant="light" mt="xs" onClick={() => void list.refetch()}>
            {t('admin.list.retry')}
          </Button>
        </Alert>
      ) : (
        <div data-admin-list aria-busy={list.isFetching}>
          <DataTable<Row>
            withTableBorder
            pinLastColumn
            // A selected row's links stay readable on its tint (the default tint leaves blue links at 4.4:1).
            style={{ '--mantine-datatable-selection-color': 'var(--mantine-color-brand-0)' } as CSSProperties}
            borderRadius="sm"
            striped
            highlightOnHover
            verticalAlign="top"
            minHeight={rows.length ? undefined : 180}
            records={rows}
            columns={columns}
            idAccessor="id"
            fetching={list.isFetching}
            loadingText={t('admin.loading')}
            noRecordsText={t(trash ? 'admin.list.trash.empty' : 'admin.list.empty')}
            sortStatus={sortStatus}
            onSortStatusChange={(next) => setState({ sort: { field: String(next.columnAccessor), direction: next.direction } })}
            totalRecords={total}
            page={state.page}
            onPageChange={(page) => setSearchParams(writeListState({ ...state, page }))}
            recordsPerPage={state.limit}
            recordsPerPageOptions={[...PAGE_SIZES]}
            onRecordsPerPageChange={(limit) => setState({ limit })}
            recordsPerPageLabel={t('admin.list.page.size')}
            paginationText={({ from, to, totalRecords }) => t('admin.list.pagination', { from, to, total: totalRecords })}
            {...(mayChange
              ? {
                  // The whole cell is the target, and the box sits at the top of its row: a row that re-wraps when the
                  // table re-lays out under the press (long codes, a table at the edge of its width) moves nothing under
                  // the pointer, so the press is not lost between its down and its up.
                  selectionTrigger: 'cell' as const,
                  selectedRecords: selected,
                  onSelectedRecordsChange: setSelected,
                  allRecordsSelectionCheckboxProps: { 'aria-label': t('admin.list.select.all') },
                  getRecordSelectionCheckboxProps: (row: Row) => ({ 'aria-label': t('admin.list.select.row', { name: recordTitle(row, locale) }) }),
                }
              : {})}
          />
        </div>
      )}
    </Stack>
  );
}
