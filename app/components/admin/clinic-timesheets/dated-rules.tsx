import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TimesheetEntry } from '../../../../contracts/timesheets.ts';
import { useT } from '../../../i18n/use-t.ts';
import { confirmAction } from '../../../shell/dialogs.ts';
import { showToast } from '../../../shell/toasts.ts';
import { entryText } from '../../timesheets/entry-text.ts';
import type { useClinicWrites } from './clinic-api.ts';

/** The dated exceptions that touch `from`..`to` (a vacation that reaches into the selection is one of them). */
export const datedEntriesIn = (entries: readonly TimesheetEntry[], from: string, to: string) =>
  entries.filter((entry) => entry.weekday === null && entry.date_from! <= to && from <= entry.date_to!);

/**
 * The exceptions already on the chosen days, each with a delete button: a new rule that overlaps one is refused
 * (SPEC §5), so this is where staff clear the way. The weekly template is edited on the doctor's own calendar.
 */
export function DatedRules({ timesheetId, entries, writes }: { timesheetId: number; entries: TimesheetEntry[]; writes: ReturnType<typeof useClinicWrites> }) {
  const { t, locale } = useT();

  async function remove(entry: TimesheetEntry) {
    const name = entryText(entry, t, locale);
    if (!(await confirmAction({ message: t('admin.timesheets.dialog.remove.confirm', { name }) }))) return;
    // A failed delete is reported by the API client; only a done one says so.
    const done = await writes.removeEntry.mutateAsync({ timesheetId, entryId: entry.id }).then(
      () => true,
      () => false,
    );
    if (done) showToast({ severity: 'success', detail: t('admin.timesheets.dialog.removed') });
  }

  return (
    <Stack gap={4} component="section" aria-labelledby="clinic-day-now">
      <Text fw={600} size="sm" id="clinic-day-now">
        {t('admin.timesheets.dialog.now')}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm">{t('admin.timesheets.dialog.now.none')}</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <Group key={entry.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">{entryText(entry, t, locale)}</Text>
              <ActionIcon
                variant="subtle"
                color="red.9"
                onClick={() => void remove(entry)}
                aria-label={t('admin.timesheets.dialog.remove', { name: entryText(entry, t, locale) })}
                loading={writes.removeEntry.isPending}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
