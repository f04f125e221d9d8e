import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TimesheetEntry } from '../../../contracts/timesheets.ts';
import { useT } from '../../i18n/use-t.ts';
import { entryText } from './entry-text.ts';

/** The timesheet's rules as a list, each with its edit and delete buttons, weekly first, then by date. */
export function RuleList({
  title,
  empty,
  entries,
  onEdit,
  onDelete,
}: {
  title: string;
  empty: string;
  entries: TimesheetEntry[];
  onEdit: (entry: TimesheetEntry) => void;
  onDelete: (entry: TimesheetEntry) => void;
}) {
  const { t, locale } = useT();
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => {
            const text = entryText(entry, t, locale);
            return (
              <Group component="li" key={entry.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{text}</Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" color="dark" onClick={() => onEdit(entry)} aria-label={t('schedule.entry.edit', { name: text })}>
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red.9" onClick={() => onDelete(entry)} aria-label={t('schedule.entry.delete', { name: text })}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
