import { NativeSelect } from '@mantine/core';
import type { TAppointmentFormat, TBookingOptions } from '../../../contracts/booking.ts';
import { useT } from '../../i18n/use-t.ts';
import { resolveChoice } from '../booking/booking-choice.ts';
import { ChoiceGroup } from '../booking/choice-group.tsx';
import type { ApiForm } from '../forms/use-api-form.ts';
import bookingClasses from '../booking/booking.module.css';

/** What she asks for: the format, the service and the clinic (none: any of the doctor's). */
export interface WhereValues {
  format: TAppointmentFormat;
  service_id: number | null;
  institution_id: number | null;
}

/** Field names as the server's 422 names them; the format's refusal (a radio group) joins the form's message. */
export const WHERE_FIELDS = ['service_id', 'institution_id'] as const;

/** The doctor's formats and the services of `format`, counted as the booking page counts them. */
export const choiceOf = (options: TBookingOptions, format: TAppointmentFormat | null) => resolveChoice(options, new URLSearchParams(format ? { format } : {}));

/** The format, service and clinic as selects (short lists, native on a phone) and radios for the format. */
export function WhereFields({
  options,
  values,
  onChange,
  form,
}: {
  options: TBookingOptions;
  values: WhereValues;
  onChange: (next: WhereValues) => void;
  form: ApiForm;
}) {
  const { t } = useT();
  const { formats, services } = choiceOf(options, values.format);
  return (
    <>
      {formats.length > 1 && (
        <ChoiceGroup
          name="format"
          legend={t('waitlist.form.format')}
          value={values.format}
          onChange={(format) => onChange({ ...values, format, service_id: choiceOf(options, format).service?.id ?? null })}
          choices={formats.map((value) => ({ value, label: t(`booking.format.${value}`) }))}
        />
      )}
      <div className={`${bookingClasses.step} ${bookingClasses.grid}`}>
        <NativeSelect
          id={form.fieldId('service_id')}
          name="service_id"
          label={t('waitlist.form.service')}
          required
          value={values.service_id === null ? '' : String(values.service_id)}
          onChange={(event) => onChange({ ...values, service_id: Number(event.currentTarget.value) || null })}
          error={form.errorOf('service_id')}
          data={services.map((service) => ({ value: String(service.id), label: service.name }))}
        />
        <NativeSelect
          id={form.fieldId('institution_id')}
          name="institution_id"
          label={t('waitlist.form.clinic')}
          value={values.institution_id === null ? '' : String(values.institution_id)}
          onChange={(event) => onChange({ ...values, institution_id: Number(event.currentTarget.value) || null })}
          error={form.errorOf('institution_id')}
          data={[
            { value: '', label: t('waitlist.form.clinic.any') },
            ...options.workplaces.map((workplace) => ({
              value: String(workplace.institution_id),
              label: [workplace.name, workplace.city].filter(Boolean).join(', '),
            })),
          ]}
        />
      </div>
    </>
  );
}
