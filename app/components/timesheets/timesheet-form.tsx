import { NumberInput, Select } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { NamedOption, Timesheet, TCreateTimesheetRequest } from '../../../contracts/timesheets.ts';
import { useT } from '../../i18n/use-t.ts';
import { FormDialog } from './form-dialog.tsx';
import { useTimesheetForm } from './form-state.ts';

const FIELDS = ['institution_id', 'specialization_id', 'slot_duration'] as const;

/** Create a timesheet, or change one's institution, specialization and slot length. */
export function TimesheetForm({
  opened,
  timesheet,
  institutions,
  specializations,
  onClose,
  onSave,
}: {
  opened: boolean;
  timesheet?: Timesheet;
  institutions: NamedOption[];
  specializations: NamedOption[];
  onClose: () => void;
  onSave: (body: TCreateTimesheetRequest) => Promise<unknown>;
}) {
  const { t } = useT();
  const [institution, setInstitution] = useState<string | null>(
    timesheet ? String(timesheet.institution_id) : institutions[0] ? String(institutions[0].id) : null,
  );
  const [specialization, setSpecialization] = useState<string | null>(timesheet?.specialization_id ? String(timesheet.specialization_id) : null);
  const [duration, setDuration] = useState<number | string>(timesheet?.slot_duration ?? 30);
  const { setErrors, message, busy, alertRef, save, errorOf } = useTimesheetForm('timesheet', FIELDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!institution) {
      setErrors({ institution_id: [t('validation.required')] });
      return;
    }
    await save(
      () => onSave({ institution_id: Number(institution), specialization_id: specialization ? Number(specialization) : null, slot_duration: Number(duration) }),
      onClose,
      FIELDS,
    );
  }

  const options = (list: NamedOption[]) => list.map((option) => ({ value: String(option.id), label: option.name }));
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(timesheet ? 'schedule.timesheet.edit' : 'schedule.timesheet.add')}
      size="md"
      onSubmit={submit}
      busy={busy}
      message={message}
      alertRef={alertRef}
    >
      <Select
        id="timesheet-institution_id"
        label={t('schedule.institution')}
        data={options(institutions)}
        value={institution}
        onChange={setInstitution}
        allowDeselect={false}
        required
        error={errorOf('institution_id')}
      />
      <Select
        id="timesheet-specialization_id"
        label={t('schedule.specialization')}
        placeholder={t('schedule.specialization.any')}
        data={options(specializations)}
        value={specialization}
        onChange={setSpecialization}
        clearable
        error={errorOf('specialization_id')}
      />
      <NumberInput
        id="timesheet-slot_duration"
        label={t('schedule.slot.duration')}
        description={t('schedule.slot.duration.hint')}
        value={duration}
        onChange={setDuration}
        min={5}
        max={480}
        step={5}
        allowDecimal={false}
        error={errorOf('slot_duration')}
      />
    </FormDialog>
  );
}
