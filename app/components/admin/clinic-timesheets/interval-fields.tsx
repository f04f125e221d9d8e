import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t.ts';
import type { Interval } from './day-requests.ts';

/** One or more start–end pairs (work hours with a break, or several absences); at least one stays. */
export function IntervalFields({
  intervals,
  onChange,
  errorOf,
}: {
  intervals: Interval[];
  onChange: (next: Interval[]) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useT();
  const set = (index: number, patch: Partial<Interval>) => onChange(intervals.map((interval, at) => (at === index ? { ...interval, ...patch } : interval)));
  return (
    <Stack gap="xs">
      {intervals.map((interval, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap" role="group" aria-label={t('admin.timesheets.dialog.interval', { n: index + 1 })}>
          <TimeInput
            id={`clinic-day-i${index}_start_time`}
            label={t('schedule.entry.start')}
            value={interval.start}
            onChange={(event) => set(index, { start: event.currentTarget.value })}
            required
            error={errorOf(`i${index}_start_time`)}
            style={{ flex: 1 }}
          />
          <TimeInput
            id={`clinic-day-i${index}_end_time`}
            label={t('schedule.entry.end')}
            value={interval.end}
            onChange={(event) => set(index, { end: event.currentTarget.value })}
            required
            error={errorOf(`i${index}_end_time`)}
            style={{ flex: 1 }}
          />
          {intervals.length > 1 ? (
            <ActionIcon
              variant="subtle"
              color="gray.8"
              mt={28}
              size="lg"
              aria-label={t('admin.timesheets.dialog.interval.remove', { n: index + 1 })}
              onClick={() => onChange(intervals.filter((_, at) => at !== index))}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      <Group>
        <Button variant="default" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onChange([...intervals, { start: '', end: '' }])}>
          {t('admin.timesheets.dialog.interval.add')}
        </Button>
      </Group>
    </Stack>
  );
}
