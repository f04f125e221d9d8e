import { PasswordInput } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
import type { ApiForm } from '../forms/use-api-form.ts';
import classes from './account.module.css';

export type NewPasswordValues = {
  password: string;
  password_confirmation: string;
};

/** A new password and its confirmation, with the SPEC §5 rule written under the first one. */
export function NewPasswordFields({
  values,
  onChange,
  form,
  label = 'account.field.password',
}: {
  values: NewPasswordValues;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
  form: ApiForm;
  label?: 'account.field.password' | 'account.field.new_password';
}) {
  const { t } = useT();
  return (
    <div className={classes.grid}>
      <PasswordInput
        id={form.fieldId('password')}
        name="password"
        label={t(label)}
        description={t('account.password.rule')}
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(event) => onChange('password', event.currentTarget.value)}
        error={form.errorOf('password')}
      />
      <PasswordInput
        id={form.fieldId('password_confirmation')}
        name="password_confirmation"
        label={t('account.field.password_confirmation')}
        autoComplete="new-password"
        required
        value={values.password_confirmation}
        onChange={(event) => onChange('password_confirmation', event.currentTarget.value)}
        error={form.errorOf('password_confirmation')}
      />
    </div>
  );
}
