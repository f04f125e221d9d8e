import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import 'dayjs/locale/uk';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { InstitutionOption } from '../../../../contracts/routes/timesheet-answers.ts';
import { isApiError } from '../../forms/form-errors.ts';
import { useT } from '../../../i18n/use-t.ts';
import { clinicToday } from '../../timesheets/dates.ts';
import { clinicQuery, useClinicWrites } from './clinic-api.ts';
import { ClinicDayList } from './clinic-day-list.tsx';
import { ClinicGrid } from './clinic-grid.tsx';
import { clinicPeriod, datesOf, readClinicPeriod, writeClinicPeriod, type ClinicPeriodState } from './clinic-period.ts';
import { ClinicPicker } from './clinic-picker.tsx';
import { clinicRows } from './clinic-rows.ts';
import { DayDialog } from './day-dialog.tsx';
import { selectedColumns, type GridSelection } from './grid-keys.ts';
import { Legend } from './legend.tsx';
import { PeriodBar, periodText } from './period-bar.tsx';
import { SelectionButton } from './selection-button.tsx';

/** The dialog's doctor (by row, or by doctor once their first timesheet changes the row) and days. */
interface OpenDays {
  rowKey: string;
  doctorId: number;
  from: string;
  to: string;
}

function Status({ children }: { children: string }) {
  return (
    <Group role="status" gap="xs">
      <Loader size="sm" aria-hidden />
      <Text>{children}</Text>
    </Group>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text mt="xs">{text}</Text>
    </Paper>
  );
}

/**
 * SPEC §2 `admins/timesheets` (issue 12, docs/decisions/208): a clinic's doctors against the days of a week or
 * a month, with each day's work, day off or absence there; a day or a run of days of one doctor is set in a
 * dialog; the clinic, view and period live in the address.
 */
export function ClinicTimesheetsPage() {
  const { t, locale } = useT();
  const today = clinicToday();
  const [params, setParams] = useSearchParams();
  const state = readClinicPeriod(params, today);
  const period = clinicPeriod(state.view, state.date);
  const clinic = useQuery({ ...clinicQuery(state.clinicId ?? 0, period.from, period.to, locale), enabled: state.clinicId !== null });
  const writes = useClinicWrites();
  const phone = useMediaQuery('(max-width: 30em)');
  const [picked, setPicked] = useState<InstitutionOption | null>(null);
  const [selection, setSelection] = useState<GridSelection | null>(null);
  const [open, setOpen] = useState<OpenDays | null>(null);
  // The dialog leaves the page when it closes, so it cannot give the focus back itself: the cell or day button gets it.
  const returnFocus = useRef<HTMLElement | null>(null);

  const go = (patch: Partial<ClinicPeriodState>, replace = true) => {
    setSelection(null);
    setParams(writeClinicPeriod({ ...state, ...patch }, today), { replace });
  };

  // While another period loads, the last one stays on screen (dimmed), with its own days.
  const shown = clinic.data && clinic.data.institution.id === state.clinicId ? clinic.data : undefined;
  const rows = useMemo(() => (shown ? clinicRows(shown.doctors) : []), [shown]);
  const [datesFrom, datesTo] = shown ? [shown.from, shown.to] : [period.from, period.to];
  const dates = useMemo(() => datesOf(datesFrom, datesTo), [datesFrom, datesTo]);
  const current = shown?.institution ?? (picked?.id === state.clinicId ? picked : null);
  const openSelection = (chosen: GridSelection) => {
    const row = rows[chosen.row];
    const [low, high] = selectedColumns(chosen);
    if (!row) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen({ rowKey: row.key, doctorId: row.doctor.id, from: dates[low - 1], to: dates[high - 1] });
  };
  const closeDialog = () => {
    setOpen(null);
    requestAnimationFrame(() => {
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
    });
  };
  const dialogRow = open ? (rows.find((row) => row.key === open.rowKey) ?? rows.find((row) => row.doctor.id === open.doctorId)) : undefined;

  let body;
  if (state.clinicId === null) body = <Notice title={t('admin.timesheets.pick.title')} text={t('admin.timesheets.pick.text')} />;
  else if (clinic.isError) {
    const missing = isApiError(clinic.error) && clinic.error.status === 404;
    body = (
      <Alert color="red" role="alert" title={t(missing ? 'admin.timesheets.clinic.not.found' : 'admin.timesheets.load.failed')}>
        {missing ? null : (
          <Button variant="light" size="xs" onClick={() => void clinic.refetch()}>
            {t('schedule.retry')}
          </Button>
        )}
      </Alert>
    );
  } else if (!shown) body = <Status>{t('admin.timesheets.loading')}</Status>;
  else if (rows.length === 0) body = <Notice title={t('admin.timesheets.no.doctors.title')} text={t('admin.timesheets.no.doctors.text')} />;
  else {
    const label = t('admin.timesheets.grid', { clinic: shown.institution.name, period: periodText(state.view, state.date, locale) });
    body = (
      <Stack gap="sm" aria-busy={clinic.isFetching} style={{ opacity: clinic.isPlaceholderData ? 0.6 : 1 }}>
        {phone ? (
          <ClinicDayList rows={rows} dates={dates} today={today} writes={writes} onOpen={openSelection} />
        ) : (
          <>
            <SelectionButton rows={rows} dates={dates} selection={selection} onOpen={openSelection} />
            <ClinicGrid
              rows={rows}
              dates={dates}
              view={state.view}
              today={today}
              label={label}
              selection={selection}
              onSelect={setSelection}
              onOpen={openSelection}
            />
          </>
        )}
        <Legend />
      </Stack>
    );
  }

  return (
    <DatesProvider settings={{ locale: locale === 'ru' ? 'ru' : 'uk', firstDayOfWeek: 1 }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('admin.section.timesheets')}
        </Title>
        <ClinicPicker
          current={current}
          onChange={(chosen) => {
            setPicked(chosen);
            go({ clinicId: chosen.id }, false);
          }}
        />
        {state.clinicId === null ? null : <PeriodBar view={state.view} date={state.date} today={today} onChange={go} />}
        {body}
      </Stack>
      {open && dialogRow && shown ? (
        <DayDialog
          key={`${open.rowKey}:${open.from}:${open.to}`}
          row={dialogRow}
          institutionId={shown.institution.id}
          from={open.from}
          to={open.to}
          writes={writes}
          onClose={closeDialog}
        />
      ) : null}
    </DatesProvider>
  );
}
