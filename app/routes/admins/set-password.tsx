import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { setStaffPassword } from '../../../contracts/routes/staff-access.ts';
import { ApiError } from '../../api/client.ts';
import { call } from '../../api/call.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { LanguageMenu } from '../../components/admin/language-menu.tsx';
import { adminPath } from '../../components/admin/paths.ts';

/**
 * `/admins/set-password?token=…` (docs/decisions/203): where the e-mail sent to a new employee leads. The
 * person chooses a password; the token is used once, and they sign in with the new password next.
 */
export default function SetStaffPassword() {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(token ? null : t('admin.set.password.no.token'));
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !token) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await call(setStaffPassword, { body: { token, password, password_confirmation: confirmation }, expected: [422] });
      showToast({ severity: 'success', detail: t('admin.set.password.done') });
      await navigate(adminPath(locale, 'login'), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) return;
      const { token: tokenErrors, ...fields } = error.fieldErrors;
      setErrors(fields);
      if (tokenErrors?.length) {
        setFailure(tokenErrors.join(' '));
        requestAnimationFrame(() => alertRef.current?.focus());
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={420} maw="100%">
        <form onSubmit={submit} noValidate aria-labelledby="set-password-title">
          <Stack>
            <Title order={1} size="h3" id="set-password-title">
              {t('admin.set.password.title')}
            </Title>
            <Text size="sm">{t('admin.set.password.text')}</Text>
            {failure && (
              <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
                {failure}
              </Alert>
            )}
            <PasswordInput
              label={t('admin.set.password.password')}
              name="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password?.join(' ')}
            />
            <PasswordInput
              label={t('admin.set.password.confirmation')}
              name="password_confirmation"
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              error={errors.password_confirmation?.join(' ')}
            />
            <Button type="submit" loading={busy} disabled={!token} fullWidth>
              {t('admin.set.password.submit')}
            </Button>
            <LanguageMenu />
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
