import { Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { AccountProfile } from './account.ts';
import { isApiError, withoutEmpty } from '../forms/form-errors.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields.tsx';
import { resetPassword } from './restore-api.ts';
import { accountSchemas, preloadFormCode } from './on-demand.ts';
import { useApiForm } from '../forms/use-api-form.ts';

const FIELDS = ['password', 'password_confirmation'] as const;

/** Step 3: the new password. An expired restore token can only be fixed by starting over. */
export function RestorePasswordStep({ token, onDone, onStartOver }: { token: string; onDone: (account: AccountProfile) => void; onStartOver: () => void }) {
  const { t } = useT();
  const form = useApiForm('restore-password', FIELDS);
  const [values, setValues] = useState<NewPasswordValues>({ password: '', password_confirmation: '' });
  const [expired, setExpired] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await form.check(async () => (await accountSchemas()).ZResetPasswordRequest, { token, ...withoutEmpty(values) }))) return;
    await form.submit(async () => {
      try {
        onDone(await resetPassword(token, values.password, values.password_confirmation));
      } catch (error) {
        setExpired(isApiError(error) && Boolean(error.fieldErrors.token));
        throw error;
      }
    });
  }

  return (
    <form onSubmit={submit} onFocus={preloadFormCode} noValidate>
      <Stack gap="md">
        <Text>{t('restore.password.intro')}</Text>
        <FormMessage form={form}>
          {expired && (
            <Button variant="white" color="red" size="compact-sm" mt="xs" display="block" onClick={onStartOver}>
              {t('restore.start.over')}
            </Button>
          )}
        </FormMessage>
        <NewPasswordFields
          values={values}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          form={form}
          label="account.field.new_password"
        />
        <Button type="submit" loading={form.busy}>
          {t('restore.save')}
        </Button>
      </Stack>
    </form>
  );
}
