import { Button, Group, Paper, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import type { RecordPanelProps } from './record-panel-props.ts';

/**
 * Under an article's form: its public page as it will look, drafts included (docs/decisions/285), opened in a
 * new tab at the staff-only preview address, for the last saved version.
 */
export function ArticlePreviewPanel({ id }: RecordPanelProps) {
  const { t, locale } = useT();
  if (id === undefined) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" maw={560}>
          {t('admin.article.preview.note')}
        </Text>
        <Button
          component="a"
          href={localizedPath(`/blogs/preview/${id}`, locale)}
          target="_blank"
          rel="noopener"
          variant="light"
          leftSection={<IconEye size={18} aria-hidden />}
        >
          {t('admin.article.preview')}
        </Button>
      </Group>
    </Paper>
  );
}
