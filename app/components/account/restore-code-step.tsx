import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { SignInArea } from './account.ts';
import { formatCountdown, useSecondsLeft } from './countdown.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { sendRestoreCode, verifyRestoreCode, type CodeSent } from './restore-api.ts';
import { accountSchemas } from './on-demand.ts';
import { useApiForm } from '../forms/use-api-form.ts';

/**
 * Step 2: the six-digit code from the SMS. "Send again" waits for the server's `resend_after_seconds`;
 * the countdown is visible but not read out every second: screen readers hear once that a new code
 * may be sent, and when a new code went out.
 */
export function RestoreCodeStep({
  area,
  phone,
  resendAt,
  onResent,
  onVerified,
  onChangePhone,
}: {
  area: SignInArea;
  phone: string;
  resendAt: number | null;
  onResent: (sent: CodeSent) => void;
  onVerified: (token: string) => void;
  onChangePhone: () => void;
}) {
  const { t } = useT();
  const form = useApiForm('restore-code', ['code']);
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const [announcement, setAnnouncement] = useState<'ready' | 'resent' | null>(null);
  const countdownId = useId();
  const left = useSecondsLeft(resendAt);

  const ready = resendAt !== null && left === 0;
  useEffect(() => {
    if (ready) setAnnouncement('ready');
  }, [ready]);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!(await form.check(async () => (await accountSchemas()).ZVerifyCodeRequest, { phone, area, code: code || undefined }))) return;
    await form.submit(async () => onVerified(await verifyRestoreCode(area, phone, code)));
  }

  async function resend() {
    const sent = await form.submit(async () => onResent(await sendRestoreCode(area, phone)));
    if (!sent) return;
    setCode('');
    setResent(true);
    setAnnouncement('resent');
  }

  return (
    <form onSubmit={verify} noValidate>
      <Stack gap="md">
        <Text>{t(resent ? 'restore.code.resent' : 'restore.code.sent', { phone })}</Text>
        <div role="status" className="vz-visually-hidden">
          {announcement === 'ready' && t('restore.resend.ready')}
          {announcement === 'resent' && t('restore.code.resent', { phone })}
        </div>
        <FormMessage form={form} />
        <TextInput
          id={form.fieldId('code')}
          name="code"
          label={t('restore.code.label')}
          description={t('restore.code.hint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          error={form.errorOf('code')}
          styles={{ input: { fontSize: '1.25rem', letterSpacing: '0.3em', maxWidth: '12rem' } }}
        />
        <Button type="submit" loading={form.busy}>
          {t('restore.verify')}
        </Button>
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" onClick={onChangePhone}>
            {t('restore.change.phone')}
          </Button>
          <Button variant="light" disabled={left > 0 || form.busy} onClick={() => void resend()} aria-describedby={left > 0 ? countdownId : undefined}>
            {t('restore.resend')}
          </Button>
        </Group>
        {left > 0 && (
          <Text id={countdownId} size="sm" c="dimmed" ta="right">
            {t('restore.resend.in', { time: formatCountdown(left) })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
