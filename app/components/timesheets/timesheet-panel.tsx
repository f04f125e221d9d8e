import { Alert, Button, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { NamedOption, Timesheet, TimesheetEntry } from '../../../contracts/timesheets.ts';
import { useT } from '../../i18n/use-t.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { calendarQuery, type CacheScope, type useTimesheetWrites } from './api.ts';
import { clinicToday, formatDate, stepAnchor, viewRange, type CalendarView } from './dates.ts';
import { EntryForm } from './entry-form.tsx';
import { entryText } from './entry-text.ts';
import { RuleList } from './rule-list.tsx';
import { TimesheetCalendar } from './timesheet-calendar.tsx';
import { TimesheetForm } from './timesheet-form.tsx';

type Writes = ReturnType<typeof useTimesheetWrites>;
type EntryDialog = { entry?: TimesheetEntry } | null;

/** One timesheet: its state, the week or month calendar, and its weekly rules and dated exceptions. */
export function TimesheetPanel({
  scope,
  timesheet,
  title,
  institutions,
  specializations,
  writes,
}: {
  scope: CacheScope;
  timesheet: Timesheet;
  title: string;
  institutions: NamedOption[];
  specializations: NamedOption[];
  writes: Writes;
}) {
  const { t, locale } = useT();
  const today = clinicToday();
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(today);
  const [entryDialog, setEntryDialog] = useState<EntryDialog>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const range = viewRange(view, anchor);
  const calendar = useQuery(calendarQuery(scope, timesheet.id, range.from, range.to));

  const period =
    view === 'week'
      ? `${formatDate(range.from, locale, { day: 'numeric', month: 'short' })} – ${formatDate(range.to, locale, { day: 'numeric', month: 'short', year: 'numeric' })}`
      : formatDate(anchor, locale, { month: 'long', year: 'numeric' });

  async function toggleActive(active: boolean) {
    try {
      await writes.setActive.mutateAsync({ id: timesheet.id, active });
      showToast({ severity: 'success', detail: t(active ? 'schedule.timesheet.activated' : 'schedule.timesheet.deactivated') });
    } catch (error) {
      const message = (error as { body?: { errors?: Record<string, string[]> } }).body?.errors;
      if (message) showToast({ severity: 'error', detail: Object.values(message).flat().join(' ') });
    }
  }

  async function removeEntry(entry: TimesheetEntry) {
    if (!(await confirmAction({ message: t('schedule.entry.delete.confirm', { name: entryText(entry, t, locale) }) }))) return;
    // A failed delete is already reported by the API client; only a done one says so.
    const done = await writes.removeEntry.mutateAsync({ timesheetId: timesheet.id, entryId: entry.id }).then(
      () => true,
      () => false,
    );
    if (done) showToast({ severity: 'success', detail: t('schedule.entry.deleted') });
  }

  async function removeTimesheet() {
    if (!(await confirmAction({ message: t('schedule.timesheet.delete.confirm', { name: title }) }))) return;
    // A failed delete is already reported by the API client; only a done one says so.
    const done = await writes.removeTimesheet.mutateAsync(timesheet.id).then(
      () => true,
      () => false,
    );
    if (done) showToast({ severity: 'success', detail: t('schedule.timesheet.deleted') });
  }

  const weekly = timesheet.entries.filter((entry) => entry.weekday !== null);
  const dated = timesheet.entries.filter((entry) => entry.weekday === null);
  const move = (direction: 1 | -1) => setAnchor(stepAnchor(view, anchor, direction));

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-label={title}>
      <Stack>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => setSettingsOpen(true)}>
              {t('schedule.timesheet.edit')}
            </Button>
            <Button variant="outline" color="red.9" size="xs" onClick={() => void removeTimesheet()}>
              {t('schedule.timesheet.delete')}
            </Button>
          </Group>
        </Group>
        <Switch
          checked={timesheet.is_active}
          onChange={(event) => void toggleActive(event.currentTarget.checked)}
          label={t('schedule.timesheet.active')}
          description={t(timesheet.is_active ? 'schedule.timesheet.active.on' : 'schedule.timesheet.active.off')}
          disabled={writes.setActive.isPending}
        />

        <Group justify="space-between" gap="sm">
          <SegmentedControl
            aria-label={t('schedule.view')}
            value={view}
            onChange={(value) => setView(value as CalendarView)}
            data={[
              { value: 'week', label: t('schedule.view.week') },
              { value: 'month', label: t('schedule.view.month') },
            ]}
          />
          <Group gap={4} wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              px={8}
              onClick={() => move(-1)}
              aria-label={t(view === 'week' ? 'schedule.week.previous' : 'schedule.month.previous')}
            >
              <IconChevronLeft size={18} aria-hidden />
            </Button>
            <Button variant="default" size="xs" onClick={() => setAnchor(today)}>
              {t('schedule.today')}
            </Button>
            <Button variant="default" size="xs" px={8} onClick={() => move(1)} aria-label={t(view === 'week' ? 'schedule.week.next' : 'schedule.month.next')}>
              <IconChevronRight size={18} aria-hidden />
            </Button>
          </Group>
        </Group>
        <Text fw={600} aria-live="polite" data-testid="calendar-period">
          {period}
        </Text>
        {calendar.isPending ? (
          <Group role="status" gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('schedule.loading')}</Text>
          </Group>
        ) : calendar.isError ? (
          <Alert color="red" role="alert">
            {t('schedule.load.failed')}{' '}
            <Button variant="light" size="xs" onClick={() => void calendar.refetch()}>
              {t('schedule.retry')}
            </Button>
          </Alert>
        ) : (
          <div aria-busy={calendar.isFetching} style={{ opacity: calendar.isPlaceholderData ? 0.6 : 1 }}>
            <TimesheetCalendar view={view} days={calendar.data.days} month={anchor} today={today} />
          </div>
        )}

        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('schedule.rules')}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEntryDialog({})}>
            {t('schedule.entry.add')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <RuleList
            title={t('schedule.rules.weekly')}
            empty={t('schedule.rules.weekly.empty')}
            entries={weekly}
            onEdit={(entry) => setEntryDialog({ entry })}
            onDelete={(entry) => void removeEntry(entry)}
          />
          <RuleList
            title={t('schedule.rules.dated')}
            empty={t('schedule.rules.dated.empty')}
            entries={dated}
            onEdit={(entry) => setEntryDialog({ entry })}
            onDelete={(entry) => void removeEntry(entry)}
          />
        </SimpleGrid>
      </Stack>

      {entryDialog ? (
        <EntryForm
          opened
          entry={entryDialog.entry}
          onClose={() => setEntryDialog(null)}
          onSave={async (body) => {
            await writes.saveEntry.mutateAsync({ timesheetId: timesheet.id, entryId: entryDialog.entry?.id, body });
            showToast({ severity: 'success', detail: t('schedule.entry.saved') });
          }}
        />
      ) : null}
      {settingsOpen ? (
        <TimesheetForm
          opened
          timesheet={timesheet}
          institutions={institutions}
          specializations={specializations}
          onClose={() => setSettingsOpen(false)}
          onSave={async (body) => {
            await writes.updateTimesheet.mutateAsync({ id: timesheet.id, body });
            showToast({ severity: 'success', detail: t('schedule.timesheet.saved') });
          }}
        />
      ) : null}
    </Paper>
  );
}
