import { Anchor, Group, Radio, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconExternalLink } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { TimesheetEntryKind } from '../../../../contracts/timesheets.ts';
import { translate } from '../../../i18n/messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { showToast } from '../../../shell/toasts.ts';
import { formFailure } from '../../forms/form-errors.ts';
import { adminPath } from '../paths.ts';
import { formatDate } from '../../timesheets/dates.ts';
import { FormDialog } from '../../timesheets/form-dialog.tsx';
import { datesText } from '../../timesheets/entry-text.ts';
import { regroup, useTimesheetForm } from '../../timesheets/form-state.ts';
import { serverMessage } from '../../timesheets/server-message.ts';
import { ActiveSwitch } from './active-switch.tsx';
import { addEntry, createClinicTimesheet, type useClinicWrites } from './clinic-api.ts';
import { doctorCalendarPath, type ClinicRow } from './clinic-rows.ts';
import { DatedRules, datedEntriesIn } from './dated-rules.tsx';
import { checkRequests, dayRequests, initialIntervals, placeField, type Interval } from './day-requests.ts';
import { IntervalFields } from './interval-fields.tsx';

const KINDS: TimesheetEntryKind[] = ['work', 'day_off', 'absence'];
const SERVER_FIELDS = ['kind', 'weekday', 'date_from', 'date_to', 'start_time', 'end_time'];

export interface DayDialogProps {
  row: ClinicRow;
  institutionId: number;
  from: string;
  to: string;
  writes: ReturnType<typeof useClinicWrites>;
  onClose: () => void;
}

/**
 * Set one doctor's chosen days at the clinic (docs/decisions/209): work hours (one or more intervals), a day
 * off or an absence, as dated exceptions through the per-doctor write routes and their SPEC §5 checks. Shows
 * the exceptions already there (to delete), the timesheet's on/off switch and the way to the doctor's calendar.
 */
export function DayDialog({ row, institutionId, from, to, writes, onClose }: DayDialogProps) {
  const { t, locale } = useT();
  const [kind, setKind] = useState<TimesheetEntryKind>('work');
  const [dates, setDates] = useState<[string | null, string | null]>([from, to]);
  const [intervals, setIntervals] = useState<Interval[]>(() => initialIntervals(row.days.get(from)));
  const [busy, setBusy] = useState(false);
  const createdTimesheet = useRef<number | null>(null);
  const order = ['kind', 'dates', ...intervals.flatMap((_, index) => [`i${index}_start_time`, `i${index}_end_time`])];
  const { message, alertRef, show, errorOf } = useTimesheetForm('clinic-day', order);
  const title = t('admin.timesheets.dialog.title', { doctor: row.doctor.name, dates: datesText(from, to, locale) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const requests = dayRequests({ kind, from: dates[0], to: dates[1], intervals });
    const refused = checkRequests(requests, (key, params) => translate(locale, key, params));
    if (Object.keys(refused).length) return show(refused, t('check.input.correction'));
    setBusy(true);
    let index = 0;
    try {
      let timesheetId = row.timesheet?.id ?? createdTimesheet.current;
      if (timesheetId === null) {
        timesheetId = (await createClinicTimesheet(row.doctor.id, institutionId)).data.id;
        createdTimesheet.current = timesheetId;
      }
      for (; index < requests.length; index++) await addEntry(timesheetId, requests[index]);
      showToast({ severity: 'success', detail: t('admin.timesheets.dialog.saved') });
      onClose();
    } catch (error) {
      // The intervals saved before the refusal stay saved: they leave the form, the refused one is first now.
      if (kind !== 'day_off' && index > 0) setIntervals(intervals.slice(index));
      const failure = formFailure(error, SERVER_FIELDS, t('error.occured'));
      show(regroup(failure.fieldErrors, placeField(0)), serverMessage(error, failure.message));
    } finally {
      setBusy(false);
      void writes.refresh();
    }
  }

  return (
    <FormDialog onClose={onClose} title={title} size="lg" onSubmit={submit} busy={busy} message={message} alertRef={alertRef}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text size="sm">{row.specialization}</Text>
        <Anchor component={Link} to={adminPath(locale, doctorCalendarPath(row))} size="sm">
          <IconExternalLink size={14} aria-hidden /> {t('admin.timesheets.doctor.calendar')}
        </Anchor>
      </Group>
      {row.timesheet ? (
        <>
          <ActiveSwitch row={row} writes={writes} label={t('admin.timesheets.active')} />
          <DatedRules timesheetId={row.timesheet.id} entries={datedEntriesIn(row.timesheet.entries, from, to)} writes={writes} />
        </>
      ) : (
        <Text size="sm">{t('admin.timesheets.dialog.new.timesheet')}</Text>
      )}
      <Radio.Group
        id="clinic-day-kind"
        label={t('admin.timesheets.dialog.kind')}
        value={kind}
        onChange={(value) => setKind(value as TimesheetEntryKind)}
        error={errorOf('kind')}
      >
        <Group mt="xs">
          {KINDS.map((value) => (
            <Radio key={value} value={value} label={t(`schedule.kind.${value}`)} data-autofocus={value === kind ? true : undefined} />
          ))}
        </Group>
      </Radio.Group>
      <DatePickerInput
        id="clinic-day-dates"
        type="range"
        allowSingleDateInRange
        label={t('admin.timesheets.dialog.dates')}
        value={dates}
        onChange={(value) => setDates([value[0] ? String(value[0]) : null, value[1] ? String(value[1]) : null])}
        valueFormat="DD.MM.YYYY"
        required
        error={errorOf('dates')}
        firstDayOfWeek={1}
        nextLabel={t('schedule.month.next')}
        previousLabel={t('schedule.month.previous')}
        getDayProps={(date) => ({ 'aria-label': formatDate(String(date).slice(0, 10), locale, { day: 'numeric', month: 'long', year: 'numeric' }) })}
        popoverProps={{ withinPortal: true }}
      />
      {kind === 'day_off' ? null : <IntervalFields intervals={intervals} onChange={setIntervals} errorOf={errorOf} />}
    </FormDialog>
  );
}
