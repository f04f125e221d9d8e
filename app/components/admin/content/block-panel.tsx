import { Anchor, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { browserApi } from '../../../api/browser.ts';
import { localeFromPath } from '../../../i18n/locale.ts';
import { adminPath } from '../paths.ts';
import type { RecordPanelProps } from '../record-panel-props.ts';
import { useLooseT } from '../use-resource-screen.ts';
import { pageBlocksQuery } from './page-blocks-panel.tsx';
import { inLanguage, PagePreview, type StoredBlock } from './page-preview.tsx';

const NEW_BLOCK = -1;

/**
 * Below a block's form (docs/decisions/288): the way back to its page's editor, and the page previewed with this
 * block as the form holds it now (a new one last in its section), so a clause's rich text is seen in place before
 * it is saved.
 */
export function ContentBlockPanel({ id, record }: RecordPanelProps) {
  const t = useLooseT();
  const locale = localeFromPath(useLocation().pathname);
  const pageId = typeof record.page_id === 'number' ? record.page_id : undefined;
  const page = useQuery({
    queryKey: ['admin', 'content-pages', 'one', pageId],
    queryFn: ({ signal }) =>
      browserApi()
        .get<{ data: Record<string, unknown> }>(`content-pages/${pageId}`, { signal })
        .then((answer) => answer.data),
    enabled: pageId !== undefined,
  });
  const blocks = useQuery(pageBlocksQuery(pageId));
  if (pageId === undefined || !page.data) return null;

  const current = {
    ...record,
    id: id ?? NEW_BLOCK,
    order: typeof record.order === 'number' ? record.order : Number.MAX_SAFE_INTEGER,
  } as unknown as StoredBlock;
  const stored = (blocks.data ?? []).filter((block) => block.id !== id);
  const merged = [...stored, current].sort((a, b) => a.order - b.order || a.id - b.id);
  const title = inLanguage<string>(page.data, 'title', locale) ?? '';
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <Anchor component={Link} to={adminPath(locale, `content-pages/${pageId}`)} data-block-page-link>
          {t('admin.content.block.back', { title })}
        </Anchor>
      </Paper>
      <PagePreview page={page.data} blocks={merged} locale={locale} t={t} />
    </>
  );
}
