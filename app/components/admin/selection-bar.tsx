import { Button, Group, Text } from '@mantine/core';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import type { LooseTranslate } from './use-resource-screen.ts';

interface SelectionBarProps {
  /** How many rows are selected. */
  count: number;
  /** The list is a trash: the batch restores (else it moves to the trash). */
  restore: boolean;
  pending: boolean;
  onRun: () => void;
  t: LooseTranslate;
}

/**
 * What the selected rows of a back-office list can do. Always in its place, with a hint while nothing is
 * selected, so that selecting the first row does not push the table down under the pointer.
 */
export function SelectionBar({ count, restore, pending, onRun, t }: SelectionBarProps) {
  return (
    <Group gap="sm" mih={30} role="region" aria-label={t('admin.list.selection')}>
      {count > 0 ? (
        <>
          <Text size="sm" aria-live="polite">
            {t('admin.list.selected', { count })}
          </Text>
          <Button
            size="xs"
            color={restore ? 'brand' : 'red'}
            leftSection={restore ? <IconRestore size={14} aria-hidden /> : <IconTrash size={14} aria-hidden />}
            loading={pending}
            onClick={onRun}
          >
            {t(restore ? 'admin.list.restore.selected' : 'admin.list.delete.selected')}
          </Button>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t(restore ? 'admin.list.selection.hint.restore' : 'admin.list.selection.hint.delete')}
        </Text>
      )}
    </Group>
  );
}
