import './form-styles.ts';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useCity } from '../city/city-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { HINT_BELOW, PhoneField, PublicFormFrame } from './form-parts.tsx';
import { given, usePublicForm } from './public-form.ts';
import classes from './forms.module.css';

export interface EmergencyCity {
  id: number;
  slug: string;
  name: string;
}

/**
 * SPEC §3 emergency request: the patient's name and a phone the operator calls back; the city and a
 * note help. It is no substitute for 103, and the page says so before the form. In the patient cabinet
 * `person` prefills her name and phone.
 */
export function EmergencyForm({
  cities,
  person,
  onSent,
}: {
  cities: readonly EmergencyCity[];
  person?: { patient_name: string; phone: string };
  /** Called after a request was accepted (the cabinet refreshes its list, docs/decisions/267). */
  onSent?: () => void;
}) {
  const { t } = useT();
  const { selected } = useCity();
  const state = usePublicForm({
    id: 'emergency',
    route: 'submitEmergencyRequest',
    fields: ['patient_name', 'phone', 'city_id', 'comment'],
    // The cabinet fills in the signed-in person (docs/decisions/233); the public page starts blank.
    empty: { patient_name: person?.patient_name ?? '', phone: person?.phone ?? '', city_id: '', comment: '' },
    schema: (contracts) => contracts.ZSubmitEmergencyRequest,
    onSent,
    body: (values) => ({
      patient_name: given(values.patient_name),
      phone: given(values.phone),
      city_id: values.city_id ? Number(values.city_id) : undefined,
      comment: given(values.comment),
    }),
  });
  const { field, values, change } = state;
  // The remembered city is known only in the browser; it fills the choice once, never over the visitor's own.
  const selectedId = cities.find((city) => city.slug === selected?.city_slug)?.id;
  useEffect(() => {
    if (selectedId && !values.city_id) change('city_id', String(selectedId));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);
  return (
    <PublicFormFrame
      id="emergency"
      state={state}
      title={t('content.emergency.form.title')}
      submit={t('content.emergency.submit')}
      button={{ color: '#b3261e' }}
    >
      <div className={classes.row}>
        <TextInput {...field('patient_name')} label={t('content.emergency.patient')} autoComplete="name" required maxLength={100} />
        <PhoneField field={field('phone')} hint={t('content.form.phone.hint')} />
      </div>
      <NativeSelect
        {...field('city_id')}
        label={t('content.emergency.city')}
        data={[{ value: '', label: t('content.emergency.city.choose') }, ...cities.map((city) => ({ value: String(city.id), label: city.name }))]}
      />
      <Textarea
        {...field('comment')}
        label={t('content.emergency.comment')}
        inputWrapperOrder={HINT_BELOW}
        description={t('content.emergency.comment.hint')}
        rows={3}
        maxLength={1000}
      />
    </PublicFormFrame>
  );
}
