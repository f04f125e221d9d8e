import '../forms/form-styles.ts';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { call } from '../../api/call.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { withoutEmpty } from '../forms/form-errors.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { accountRoutes, accountSchemas, preloadFormCode } from './on-demand.ts';
import { useApiForm } from '../forms/use-api-form.ts';
import classes from './account.module.css';

const FIELDS = ['old_password', 'password', 'password_confirmation'] as const;
const EMPTY = { old_password: '', password: '', password_confirmation: '' };

/** SPEC §2 password change in every cabinet: the other sessions end, this one stays. */
export function ChangePasswordForm() {
  const { t } = useT();
  const titleId = useId();
  const form = useApiForm('change-password', FIELDS);
  const [values, setValues] = useState(EMPTY);
  const change = (field: keyof typeof EMPTY, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await form.check(async () => (await accountSchemas()).ZChangePasswordRequest, withoutEmpty(values)))) return;
    const saved = await form.submit(async () => {
      await call((await accountRoutes()).changePassword, { body: values, expected: [422, 429] });
    });
    if (!saved) return;
    setValues(EMPTY);
    showToast({ severity: 'success', detail: 'cabinet.password.changed' });
  }

  return (
    <section aria-labelledby={titleId} className={classes.card}>
      <form onSubmit={submit} onFocus={preloadFormCode} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {t('cabinet.password.title')}
          </Title>
          <FormMessage form={form} />
          <PasswordInput
            id={form.fieldId('old_password')}
            name="old_password"
            label={t('account.field.old_password')}
            autoComplete="current-password"
            required
            value={values.old_password}
            onChange={(event) => change('old_password', event.currentTarget.value)}
            error={form.errorOf('old_password')}
            maw="30rem"
          />
          <NewPasswordFields values={values} onChange={change} form={form} label="account.field.new_password" />
          <Group>
            <Button type="submit" loading={form.busy}>
              {t('cabinet.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
