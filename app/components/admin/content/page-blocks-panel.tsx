import { Alert, Button, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CONTENT_BLOCK_SECTIONS, LEGAL_PAGES, type ContentBlockSection } from '../../../../contracts/content.ts';
import { reorderContentBlocks } from '../../../../contracts/routes/content-pages.ts';
import { findResource } from '../../../../resources/registry.ts';
import { ApiError } from '../../../api/client.ts';
import { browserApi } from '../../../api/browser.ts';
import { call } from '../../../api/call.ts';
import { localeFromPath } from '../../../i18n/locale.ts';
import { LoadingOverlay } from '../../../shell/loading-overlay.tsx';
import { confirmAction } from '../../../shell/dialogs.ts';
import { showToast } from '../../../shell/toasts.ts';
import { can } from '../access.ts';
import { adminPath } from '../paths.ts';
import type { RecordPanelProps } from '../record-panel-props.ts';
import { sessionQuery } from '../session.ts';
import { useLooseT } from '../use-resource-screen.ts';
import { inLanguage, PagePreview, type StoredBlock } from './page-preview.tsx';
import { SortableBlocks, type SortableBlock } from './sortable-blocks.tsx';

const BLOCKS = 'content-blocks';

/** The blocks of one page, in order, both languages' columns: whole records, for the preview draws their texts. */
export function pageBlocksQuery(pageId: number | undefined) {
  return {
    queryKey: ['admin', BLOCKS, 'page', pageId],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      browserApi()
        .all<StoredBlock>(BLOCKS, { filters: { page_id: { $eq: pageId } }, sort: 'order:asc,id:asc', fields: '*' }, { signal })
        .then((answer) => answer.data),
    enabled: pageId !== undefined,
  };
}

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * Below a content page's form (docs/decisions/288): its blocks by section, each section sortable by drag, by
 * buttons and by the keyboard, every move saved at once as one call with the page's version; add, edit and
 * remove; then the page previewed with the form's texts. A legal document shows its clauses only.
 */
export function ContentPageBlocksPanel({ id, record, onVersion, onReload }: RecordPanelProps) {
  const t = useLooseT();
  const locale = localeFromPath(useLocation().pathname);
  const { data: user } = useQuery(sessionQuery);
  const queryClient = useQueryClient();
  const blocksQuery = useQuery(pageBlocksQuery(id));
  /** Moves sent and not answered yet: the stored list does not replace the one on screen meanwhile. */
  const pending = useRef(0);
  const [order, setOrder] = useState<StoredBlock[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [changed, setChanged] = useState(false);
  const version = useRef<number | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const definition = findResource(BLOCKS)!;
  const editable = can(user, definition, 'update');

  useEffect(() => {
    if (typeof record.version === 'number') version.current = record.version;
  }, [record.version]);
  useEffect(() => {
    if (blocksQuery.data && pending.current === 0) setOrder(blocksQuery.data);
  }, [blocksQuery.data]);
  if (id === undefined) return null;

  const slug = String(record.slug ?? '');
  const legal = LEGAL_PAGES.includes(slug);
  const sections: readonly ContentBlockSection[] = legal ? ['steps'] : CONTENT_BLOCK_SECTIONS;
  const titleOf = (block: StoredBlock) => inLanguage<string>(block as unknown as Record<string, unknown>, 'title', locale) ?? String(block.id);
  const inSection = (section: ContentBlockSection) => order.filter((block) => block.section === section);

  /** The stored list as the reorder left it, for every screen that reads it (a block's preview). */
  function storeOrder(section: ContentBlockSection, ids: number[]) {
    queryClient.setQueryData<StoredBlock[]>(pageBlocksQuery(id).queryKey, (stored) =>
      stored
        ?.map((block) => (block.section === section && ids.includes(block.id) ? { ...block, order: ids.indexOf(block.id) } : block))
        .sort((a, b) => a.order - b.order || a.id - b.id),
    );
  }

  function save(section: ContentBlockSection, ids: number[], title: string, position: number, count: number) {
    pending.current += 1;
    queue.current = queue.current
      .then(async () => {
        try {
          const answer = await call(reorderContentBlocks, { params: { id: id! }, body: { section, ids, version: version.current }, expected: [409] });
          version.current = answer.data.version;
          onVersion(answer.data.version);
          setAnnouncement(t('admin.content.blocks.saved', { title, position, count }));
          pending.current -= 1;
          storeOrder(section, ids);
        } catch (error) {
          pending.current = 0;
          if (!(error instanceof ApiError) || error.status !== 409) throw error;
          setChanged(true);
          await Promise.all([blocksQuery.refetch(), onReload()]);
        }
      })
      .catch(() => blocksQuery.refetch());
  }

  function move(section: ContentBlockSection, from: number, to: number) {
    const list = moved(inSection(section), from, to);
    const others = order.filter((block) => block.section !== section);
    setOrder([...others, ...list]);
    setChanged(false);
    const title = titleOf(list[to]);
    setAnnouncement(t('admin.content.blocks.moved', { title, position: to + 1, count: list.length }));
    save(
      section,
      list.map((block) => block.id),
      title,
      to + 1,
      list.length,
    );
  }

  async function remove(block: SortableBlock) {
    if (!(await confirmAction({ message: t('admin.content.blocks.remove.confirm', { title: block.title }) }))) return;
    await browserApi().delete(`${BLOCKS}/${block.id}`);
    showToast({ severity: 'success', detail: t('admin.content.blocks.removed', { title: block.title }) });
    setAnnouncement(t('admin.content.blocks.removed', { title: block.title }));
    await blocksQuery.refetch();
  }

  return (
    <>
      <Paper withBorder p="lg" radius="md" pos="relative" component="section" aria-labelledby="content-blocks-title" data-content-blocks>
        <LoadingOverlay visible={blocksQuery.isPending} />
        <Stack>
          <Title order={2} size="h3" id="content-blocks-title">
            {t(legal ? 'admin.content.blocks.legal.title' : 'admin.content.blocks.title')}
          </Title>
          {editable && (
            <Text size="sm" c="dimmed">
              {t('admin.content.blocks.hint')}
            </Text>
          )}
          {blocksQuery.isError && (
            <Alert color="red" role="alert">
              {t('admin.content.blocks.load.error')}
            </Alert>
          )}
          {changed && (
            <Alert color="yellow" role="alert">
              {t('admin.content.blocks.changed')}
            </Alert>
          )}
          <VisuallyHidden role="status" aria-live="polite" aria-atomic data-blocks-announcement>
            {announcement}
          </VisuallyHidden>
          {sections.map((section) => {
            const blocks = inSection(section).map((block) => ({ id: block.id, title: titleOf(block), active: block.status !== 'inactive' }));
            return (
              <Stack key={section} gap="xs" component="section" aria-labelledby={`blocks-${section}-title`} data-blocks-section={section}>
                {!legal && (
                  <Title order={3} size="h4" id={`blocks-${section}-title`}>
                    {t(`content.section.${section}`)}
                  </Title>
                )}
                {legal && <VisuallyHidden id={`blocks-${section}-title`}>{t('admin.content.blocks.legal.title')}</VisuallyHidden>}
                <VisuallyHidden id={`blocks-hint-${section}`}>{t('admin.content.blocks.hint')}</VisuallyHidden>
                {blocks.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('admin.content.blocks.empty')}
                  </Text>
                ) : (
                  <SortableBlocks
                    section={section}
                    blocks={blocks}
                    editPath={(blockId) => adminPath(locale, `content-pages/blocks/${blockId}`)}
                    disabled={!editable}
                    onMove={(from, to) => move(section, from, to)}
                    onRemove={can(user, definition, 'delete') ? (block) => void remove(block) : undefined}
                    t={t}
                  />
                )}
                {can(user, definition, 'create') && (
                  <Button
                    component={Link}
                    to={adminPath(locale, `content-pages/blocks/add?page_id=${id}&section=${section}`)}
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    style={{ alignSelf: 'flex-start' }}
                    aria-label={`${t(legal ? 'admin.content.blocks.add.clause' : 'admin.content.blocks.add')}${legal ? '' : `: ${t(`content.section.${section}`)}`}`}
                  >
                    {t(legal ? 'admin.content.blocks.add.clause' : 'admin.content.blocks.add')}
                  </Button>
                )}
              </Stack>
            );
          })}
        </Stack>
      </Paper>
      <PagePreview page={record} blocks={order} locale={locale} t={t} />
    </>
  );
}
