import { Group, Radio, TextInput } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { PATIENT_FIELDS } from '../../../contracts/accounts.ts';
import { formatPhone } from '../../../contracts/phone.ts';
import type { AccountDetails, Gender } from './account.ts';
import type { ApiForm } from '../forms/use-api-form.ts';
import classes from './account.module.css';

/** SPEC §3 patient: the personal part shared by registration and the cabinet's profile form. */
export type PersonalValues = {
  last_name: string;
  first_name: string;
  middle_name: string;
  birthday: string;
  gender: '' | Gender;
  phone: string;
  email: string;
};

export const PERSONAL_FIELDS = PATIENT_FIELDS;

export const EMPTY_PERSONAL: PersonalValues = { last_name: '', first_name: '', middle_name: '', birthday: '', gender: '', phone: '', email: '' };

export function personalValuesOf(details: AccountDetails): PersonalValues {
  return {
    last_name: details.last_name ?? '',
    first_name: details.first_name ?? '',
    middle_name: details.middle_name ?? '',
    birthday: details.birthday?.slice(0, 10) ?? '',
    // Patients are male or female; any other stored value leaves the choice open.
    gender: details.gender === 'other' ? '' : (details.gender ?? ''),
    phone: formatPhone(details.phone),
    email: details.email ?? '',
  };
}

/**
 * What the API takes of these fields. Empty required values are left out rather than sent as `''`,
 * so the shared contract says "required" for them (not "wrong date format").
 */
export function personalBody(values: PersonalValues) {
  const given = (value: string) => value.trim() || undefined;
  return {
    first_name: given(values.first_name),
    last_name: given(values.last_name),
    birthday: given(values.birthday),
    gender: values.gender || undefined,
    phone: given(values.phone),
    email: given(values.email),
  };
}

/** Today as `YYYY-MM-DD` in the browser's zone; only after hydration, so server and client markup agree. */
function useToday(): string | undefined {
  const [today, setToday] = useState<string>();
  useEffect(() => {
    const now = new Date();
    setToday(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`);
  }, []);
  return today;
}

/**
 * Names, birthday, gender, phone and e-mail. The birthday is the browser's own date input: keyboard
 * and screen-reader friendly, a native picker on phones, and no date-picker code on a public page.
 */
export function PersonalFields({
  values,
  onChange,
  form,
  afterEmail,
}: {
  values: PersonalValues;
  onChange: (field: keyof PersonalValues, value: string) => void;
  form: ApiForm;
  afterEmail?: ReactNode;
}) {
  const { t } = useT();
  const today = useToday();
  const text = (field: 'last_name' | 'first_name' | 'middle_name', autoComplete: string) => (
    <TextInput
      id={form.fieldId(field)}
      name={field}
      label={t(`account.field.${field}`)}
      autoComplete={autoComplete}
      required={field !== 'middle_name'}
      value={values[field]}
      onChange={(event) => onChange(field, event.currentTarget.value)}
      error={form.errorOf(field)}
    />
  );
  return (
    <>
      <div className={classes.grid}>
        {text('last_name', 'family-name')}
        {text('first_name', 'given-name')}
        {text('middle_name', 'additional-name')}
        <TextInput
          id={form.fieldId('birthday')}
          name="birthday"
          type="date"
          label={t('account.field.birthday')}
          autoComplete="bday"
          min="1900-01-01"
          max={today}
          required
          value={values.birthday}
          onChange={(event) => onChange('birthday', event.currentTarget.value)}
          error={form.errorOf('birthday')}
        />
      </div>
      <Radio.Group
        name="gender"
        label={t('account.field.gender')}
        required
        value={values.gender}
        onChange={(value) => onChange('gender', value)}
        error={form.errorOf('gender')}
      >
        <Group gap="lg" mt="xs">
          <Radio id={form.fieldId('gender')} value="male" label={t('account.gender.male')} />
          <Radio value="female" label={t('account.gender.female')} />
        </Group>
      </Radio.Group>
      <div className={classes.grid}>
        <TextInput
          id={form.fieldId('phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          label={t('account.field.phone')}
          description={t('account.phone.hint')}
          autoComplete="tel"
          required
          value={values.phone}
          onChange={(event) => onChange('phone', event.currentTarget.value)}
          error={form.errorOf('phone')}
        />
        <div>
          <TextInput
            id={form.fieldId('email')}
            name="email"
            type="email"
            label={t('account.field.email')}
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => onChange('email', event.currentTarget.value)}
            error={form.errorOf('email')}
          />
          {afterEmail}
        </div>
      </div>
    </>
  );
}
