import '@mantine/core/styles/Checkbox.css';
import { Checkbox, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { DAY_PART_VALUES, WAITLIST_HORIZON_DAYS, WAITLIST_SCOPE_VALUES } from '../../../contracts/waitlist.ts';
import { useT } from '../../i18n/use-t.ts';
import { ChoiceGroup } from '../booking/choice-group.tsx';
import type { ApiForm } from '../forms/use-api-form.ts';
import { dayPartLabel, weekdayName } from './waitlist-text.ts';
import { lastWaitlistDay, toggled, WEEKDAYS, type WhenValues } from './when-values.ts';
import bookingClasses from '../booking/booking.module.css';
import classes from './waitlist.module.css';

/**
 * Whom to offer, the dates, the weekdays and the parts of the day: the part of a request she chooses when she
 * asks and may change while it waits. Each group is a fieldset with its legend; its error is tied to it and
 * takes the focus when the form is refused (the form's field ids name the fieldsets).
 */
export function WhenFields({
  values,
  onChange,
  form,
  today,
  hasClinic,
}: {
  values: WhenValues;
  onChange: (next: WhenValues) => void;
  form: ApiForm;
  today: string;
  /** The request names a clinic: only then can it reach other doctors. */
  hasClinic: boolean;
}) {
  const { t, locale } = useT();
  const set = <K extends keyof WhenValues>(field: K, value: WhenValues[K]) => onChange({ ...values, [field]: value });
  const date = (field: 'date_from' | 'date_to', min: string) => (
    <TextInput
      id={form.fieldId(field)}
      name={field}
      type="date"
      label={t(field === 'date_from' ? 'waitlist.form.date.from' : 'waitlist.form.date.to')}
      required
      min={min}
      max={lastWaitlistDay(today)}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={form.errorOf(field)}
    />
  );
  return (
    <>
      <ChoiceGroup
        name="scope"
        legend={t('waitlist.form.scope')}
        value={values.scope}
        onChange={(scope) => set('scope', scope)}
        choices={WAITLIST_SCOPE_VALUES.map((scope) => ({
          value: scope,
          label: t(`waitlist.form.scope.${scope}`),
          disabled: scope !== 'doctor' && !hasClinic,
          details: scope !== 'doctor' && !hasClinic ? <span className={bookingClasses.muted}>{t('waitlist.scope.needs.clinic')}</span> : undefined,
        }))}
      />
      <GroupError form={form} field="scope" />
      <fieldset className={bookingClasses.step}>
        <legend>{t('waitlist.form.dates')}</legend>
        <p className={bookingClasses.muted}>{t('waitlist.form.dates.hint', { n: WAITLIST_HORIZON_DAYS })}</p>
        <div className={classes.dates}>
          {date('date_from', today)}
          {date('date_to', values.date_from || today)}
        </div>
      </fieldset>
      <CheckboxGroup form={form} field="weekdays" legend={t('waitlist.form.weekdays')}>
        {WEEKDAYS.map((day) => (
          <Checkbox
            key={day}
            name="weekdays"
            value={String(day)}
            label={weekdayName(locale, day)}
            checked={values.weekdays.includes(day)}
            onChange={(event) => set('weekdays', toggled(WEEKDAYS, values.weekdays, day, event.currentTarget.checked))}
          />
        ))}
      </CheckboxGroup>
      <CheckboxGroup form={form} field="day_parts" legend={t('waitlist.form.day.parts')}>
        {DAY_PART_VALUES.map((part) => (
          <Checkbox
            key={part}
            name="day_parts"
            value={part}
            label={dayPartLabel(t, part)}
            checked={values.day_parts.includes(part)}
            onChange={(event) => set('day_parts', toggled(DAY_PART_VALUES, values.day_parts, part, event.currentTarget.checked))}
          />
        ))}
      </CheckboxGroup>
    </>
  );
}

/** A group of checkboxes: a fieldset named by its legend, described by its error, focused when refused. */
function CheckboxGroup({ form, field, legend, children }: { form: ApiForm; field: string; legend: string; children: ReactNode }) {
  const error = form.errorOf(field);
  const errorId = `${form.fieldId(field)}-error`;
  return (
    <fieldset className={bookingClasses.step} id={form.fieldId(field)} tabIndex={-1} aria-describedby={error ? errorId : undefined} data-group={field}>
      <legend>{legend}</legend>
      <div className={classes.checks}>{children}</div>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A refusal about a choice the form shows as cards (whom to offer, the clinic). */
export function GroupError({ form, field }: { form: ApiForm; field: string }) {
  const error = form.errorOf(field);
  if (!error) return null;
  return (
    <p id={form.fieldId(field)} tabIndex={-1} className={classes.error}>
      {error}
    </p>
  );
}
