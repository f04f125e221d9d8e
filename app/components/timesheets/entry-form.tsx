import { Group, Radio, Select } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useState, type FormEvent } from 'react';
import {
  TIMESHEET_ENTRY_KINDS,
  ZTimesheetEntryRequest,
  type TimesheetEntry,
  type TimesheetEntryKind,
  type TTimesheetEntryRequest,
} from '../../../contracts/timesheets.ts';
import { translate } from '../../i18n/messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { FormDialog } from './form-dialog.tsx';
import { schemaFieldErrors } from '../forms/form-errors.ts';
import { regroup, useTimesheetForm } from './form-state.ts';
import { formatDate, weekdayName } from './dates.ts';

type Repeat = 'weekly' | 'dated';
const FIELDS = ['kind', 'weekday', 'dates', 'start_time', 'end_time'] as const;
/** Server field → the control that shows it (one range picker holds both dates). */
const fieldOf = (key: string) => (key === 'date_from' || key === 'date_to' ? 'dates' : key);

export interface EntryFormProps {
  opened: boolean;
  /** The stored entry when editing; a preset (a weekday or a date) when adding. */
  entry?: TimesheetEntry;
  preset?: Partial<Omit<TimesheetEntry, 'id'>>;
  onClose: () => void;
  onSave: (body: TTimesheetEntryRequest) => Promise<unknown>;
}

/** Add or edit one rule: weekly or on dates (a range for a vacation), work, absence or a day off. */
export function EntryForm({ opened, entry, preset, onClose, onSave }: EntryFormProps) {
  const { t, locale } = useT();
  const initial = entry ?? preset ?? {};
  const [repeat, setRepeat] = useState<Repeat>(initial.date_from ? 'dated' : 'weekly');
  const [kind, setKind] = useState<TimesheetEntryKind>(initial.kind ?? 'work');
  const [weekday, setWeekday] = useState<string | null>(initial.weekday ? String(initial.weekday) : '1');
  const [dates, setDates] = useState<[string | null, string | null]>([initial.date_from ?? null, initial.date_to ?? null]);
  const [start, setStart] = useState(initial.start_time ?? '09:00');
  const [end, setEnd] = useState(initial.end_time ?? '18:00');
  const { message, busy, alertRef, show, save, errorOf } = useTimesheetForm('entry', FIELDS);

  const body = (): TTimesheetEntryRequest => {
    const times = kind === 'day_off' ? { start_time: null, end_time: null } : { start_time: start || null, end_time: end || null };
    if (repeat === 'weekly') return { kind, weekday: weekday ? Number(weekday) : null, date_from: null, date_to: null, ...times };
    const [from, to] = dates;
    return { kind, weekday: null, date_from: from, date_to: to ?? from, ...times };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const request = body();
    const checked = ZTimesheetEntryRequest.safeParse(request);
    if (!checked.success) {
      const found = schemaFieldErrors(checked.error, (key, params) => translate(locale, key, params));
      return show(regroup(found, fieldOf), t('check.input.correction'));
    }
    await save(() => onSave(request), onClose, ['kind', 'weekday', 'date_from', 'date_to', 'start_time', 'end_time'], fieldOf);
  }

  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: String(day), label: weekdayName(day, locale) }));

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(entry ? 'schedule.entry.edit.title' : 'schedule.entry.add.title')}
      size="lg"
      onSubmit={submit}
      busy={busy}
      message={message}
      alertRef={alertRef}
    >
      <Radio.Group id="entry-repeat" label={t('schedule.entry.repeat')} value={repeat} onChange={(value) => setRepeat(value as Repeat)}>
        <Group mt="xs">
          <Radio value="weekly" label={t('schedule.entry.repeat.weekly')} />
          <Radio value="dated" label={t('schedule.entry.repeat.dated')} />
        </Group>
      </Radio.Group>
      <Radio.Group
        id="entry-kind"
        label={t('schedule.entry.kind')}
        value={kind}
        onChange={(value) => setKind(value as TimesheetEntryKind)}
        error={errorOf('kind')}
      >
        <Group mt="xs">
          {TIMESHEET_ENTRY_KINDS.map((value) => (
            <Radio key={value} value={value} label={t(`schedule.kind.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
      {repeat === 'weekly' ? (
        <Select
          id="entry-weekday"
          label={t('schedule.entry.weekday')}
          data={weekdays}
          value={weekday}
          onChange={setWeekday}
          allowDeselect={false}
          required
          error={errorOf('weekday')}
        />
      ) : (
        <DatePickerInput
          id="entry-dates"
          type="range"
          allowSingleDateInRange
          label={t('schedule.entry.dates')}
          description={t('schedule.entry.dates.hint')}
          value={dates}
          onChange={(value) => setDates([value[0] ? String(value[0]) : null, value[1] ? String(value[1]) : null])}
          valueFormat="DD.MM.YYYY"
          required
          error={errorOf('dates') ?? errorOf('weekday')}
          firstDayOfWeek={1}
          nextLabel={t('schedule.month.next')}
          previousLabel={t('schedule.month.previous')}
          getDayProps={(date) => ({ 'aria-label': formatDate(String(date).slice(0, 10), locale, { day: 'numeric', month: 'long', year: 'numeric' }) })}
          popoverProps={{ withinPortal: true }}
        />
      )}
      {kind !== 'day_off' ? (
        <Group grow align="flex-start">
          <TimeInput
            id="entry-start_time"
            label={t('schedule.entry.start')}
            value={start}
            onChange={(event) => setStart(event.currentTarget.value)}
            required
            error={errorOf('start_time')}
          />
          <TimeInput
            id="entry-end_time"
            label={t('schedule.entry.end')}
            value={end}
            onChange={(event) => setEnd(event.currentTarget.value)}
            required
            error={errorOf('end_time')}
          />
        </Group>
      ) : null}
    </FormDialog>
  );
}
