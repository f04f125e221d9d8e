// Per component, not the whole stylesheet: its `:root` variables would undo the theme's readable colours.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import 'dayjs/locale/uk';
import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { DoctorTimesheets, Timesheet } from '../../../contracts/timesheets.ts';
import { isApiError } from '../forms/form-errors.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { boardQuery, doctorsQuery, useTimesheetWrites, type CacheScope } from './api.ts';
import { TimesheetForm } from './timesheet-form.tsx';
import { TimesheetPanel } from './timesheet-panel.tsx';

export type TimesheetArea = 'partners' | 'admins';

const timesheetTitle = (timesheet: Timesheet, t: Translate) =>
  t(timesheet.is_active ? 'schedule.timesheet.option' : 'schedule.timesheet.option.inactive', {
    institution: timesheet.institution_name,
    specialization: timesheet.specialization_name ?? t('schedule.specialization.any'),
  });

/** Another doctor of the caller (a partner: their legal entity's), by name. */
function DoctorPicker({ area, scope, current }: { area: TimesheetArea; scope: CacheScope; current: DoctorTimesheets['doctor'] }) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const doctors = useQuery(doctorsQuery(scope, debounced));
  const options = [current, ...(doctors.data ?? []).filter((doctor) => doctor.id !== current.id)].map((doctor) => ({
    value: String(doctor.id),
    label: doctor.name,
  }));
  return (
    <Select
      id="timesheet-doctor"
      label={t('schedule.doctor')}
      data={options}
      value={String(current.id)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('schedule.doctor.none')}
      allowDeselect={false}
      maw={420}
      onChange={(value) => {
        if (value && Number(value) !== current.id) void navigate(localizedPath(`/${area}/doctors/${value}/timesheets`, locale));
      }}
    />
  );
}

/**
 * SPEC §2 `partners/doctors/{id}/timesheets` and `admins/doctors/{id}/timesheets`: a doctor's timesheets
 * (one per institution and specialization) with a week and month calendar and their rules.
 */
export function TimesheetPage({ area, doctorId }: { area: TimesheetArea; doctorId: number }) {
  const { t, locale } = useT();
  const scope: CacheScope = area === 'admins' ? 'admin' : 'cabinet';
  const board = useQuery(boardQuery(scope, doctorId));
  const writes = useTimesheetWrites(scope, doctorId);
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);

  let body;
  if (board.isPending) {
    body = (
      <Group role="status" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text>{t('schedule.loading')}</Text>
      </Group>
    );
  } else if (board.isError) {
    const missing = isApiError(board.error) && board.error.status === 404;
    body = (
      <Alert color="red" role="alert" title={t(missing ? 'schedule.doctor.not.found' : 'schedule.load.failed')}>
        {missing ? null : (
          <Button variant="light" size="xs" onClick={() => void board.refetch()}>
            {t('schedule.retry')}
          </Button>
        )}
      </Alert>
    );
  } else {
    const { doctor, institutions, specializations, timesheets } = board.data;
    const chosenId = Number(params.get('timesheet'));
    const chosen = timesheets.find((timesheet) => timesheet.id === chosenId) ?? timesheets[0];
    body = (
      <Stack>
        <DoctorPicker area={area} scope={scope} current={doctor} />
        <Group align="flex-end" gap="sm">
          {timesheets.length > 0 ? (
            <Select
              id="timesheet-choice"
              label={t('schedule.timesheet')}
              data={timesheets.map((timesheet) => ({ value: String(timesheet.id), label: timesheetTitle(timesheet, t) }))}
              value={chosen ? String(chosen.id) : null}
              onChange={(value) => value && setParams({ timesheet: value }, { replace: true })}
              allowDeselect={false}
              miw={280}
            />
          ) : null}
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} disabled={institutions.length === 0}>
            {t('schedule.timesheet.add')}
          </Button>
        </Group>
        {institutions.length === 0 ? (
          <Alert color="yellow" role="note">
            <Text size="sm" c="dark">
              {t('schedule.no.institutions')}
            </Text>
          </Alert>
        ) : null}
        {chosen ? (
          <TimesheetPanel
            key={chosen.id}
            scope={scope}
            timesheet={chosen}
            title={timesheetTitle(chosen, t)}
            institutions={institutions}
            specializations={specializations}
            writes={writes}
          />
        ) : (
          <Paper withBorder p="lg" radius="md">
            <Title order={2} size="h4">
              {t('schedule.empty.title')}
            </Title>
            <Text mt="xs">{t('schedule.empty.text')}</Text>
          </Paper>
        )}
        {creating ? (
          <TimesheetForm
            opened
            institutions={institutions}
            specializations={specializations}
            onClose={() => setCreating(false)}
            onSave={async (request) => {
              const created = await writes.createTimesheet.mutateAsync(request);
              setParams({ timesheet: String(created.data.id) }, { replace: true });
              showToast({ severity: 'success', detail: t('schedule.timesheet.saved') });
            }}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <DatesProvider settings={{ locale: locale === 'ru' ? 'ru' : 'uk', firstDayOfWeek: 1 }}>
      <Stack gap="lg">
        <Title order={1}>
          {t('schedule.title')}
          {board.data ? `: ${board.data.doctor.name}` : ''}
        </Title>
        {body}
      </Stack>
    </DatesProvider>
  );
}
