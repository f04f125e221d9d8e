import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { SignInArea } from './account.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { sendRestoreCode, type CodeSent } from './restore-api.ts';
import { accountSchemas, preloadFormCode } from './on-demand.ts';
import { useApiForm } from '../forms/use-api-form.ts';

/** Step 1: the phone the account is registered with; the server texts a code to it. */
export function RestorePhoneStep({
  area,
  phone,
  onPhoneChange,
  onSent,
}: {
  area: SignInArea;
  phone: string;
  onPhoneChange: (phone: string) => void;
  onSent: (sent: CodeSent) => void;
}) {
  const { t } = useT();
  const form = useApiForm('restore-phone', ['phone']);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await form.check(async () => (await accountSchemas()).ZSendCodeRequest, { phone: phone.trim() || undefined, area }))) return;
    await form.submit(async () => onSent(await sendRestoreCode(area, phone.trim())));
  }

  return (
    <form onSubmit={submit} onFocus={preloadFormCode} noValidate>
      <Stack gap="md">
        <Text>{t('restore.phone.intro')}</Text>
        <FormMessage form={form} />
        <TextInput
          id={form.fieldId('phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t('account.field.phone')}
          description={t('account.phone.hint')}
          required
          value={phone}
          onChange={(event) => onPhoneChange(event.currentTarget.value)}
          error={form.errorOf('phone')}
        />
        <Button type="submit" loading={form.busy}>
          {t('restore.send.code')}
        </Button>
      </Stack>
    </form>
  );
}
