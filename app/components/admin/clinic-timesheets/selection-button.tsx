import { Button, Group, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t.ts';
import { datesText } from '../../timesheets/entry-text.ts';
import type { ClinicRow } from './clinic-rows.ts';
import { selectedColumns, type GridSelection } from './grid-keys.ts';

/**
 * Above the grid: the way to edit the chosen days with a mouse (a click chooses a day, Shift+click a run of
 * days), and the keys for everyone else (`#clinic-grid-hint`, which the grid is described by).
 */
export function SelectionButton({
  rows,
  dates,
  selection,
  onOpen,
}: {
  rows: ClinicRow[];
  dates: string[];
  selection: GridSelection | null;
  onOpen: (selection: GridSelection) => void;
}) {
  const { t, locale } = useT();
  const row = selection ? rows[selection.row] : undefined;
  const [low, high] = selection ? selectedColumns(selection) : [0, 0];
  const chosen = row ? t('admin.timesheets.edit.selection.of', { doctor: row.name, dates: datesText(dates[low - 1], dates[high - 1], locale) }) : null;
  return (
    <Group justify="space-between" align="center" gap="xs">
      <Text size="xs" c="gray.7" id="clinic-grid-hint" maw={640}>
        {t('admin.timesheets.grid.hint')}
      </Text>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconCalendarEvent size={16} aria-hidden />}
        disabled={!selection || !row}
        onClick={() => selection && onOpen(selection)}
        title={chosen ?? t('admin.timesheets.selection.none')}
      >
        {chosen ?? t('admin.timesheets.edit.selection')}
      </Button>
    </Group>
  );
}
