import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { redirect, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { browserApi } from '../../api/browser.ts';
import { localeFromPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { isStaff, type AdminUser } from '../../components/admin/access.ts';
import { adminPath } from '../../components/admin/paths.ts';
import { adminQueryClient, sessionQuery } from '../../components/admin/session.ts';
import { LanguageMenu } from '../../components/admin/language-menu.tsx';

/** Already signed in as staff: straight to the back office. */
export async function clientLoader({ request }: { request: Request }) {
  const user = await adminQueryClient().fetchQuery(sessionQuery).catch(() => null);
  if (isStaff(user)) throw redirect(adminPath(localeFromPath(new URL(request.url).pathname)));
  return null;
}

const STATUS_MESSAGES: Record<number, 'wrong.login.or.password' | 'user.account.not.active' | 'too.many.attempts'> = {
  401: 'wrong.login.or.password',
  403: 'user.account.not.active',
  429: 'too.many.attempts',
};

/** SPEC §2 /admins/login: e-mail and password; the server's message is already in the user's language. */
export default function AdminLogin() {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setFieldErrors({});
    try {
      const answer = await browserApi().post<{ data: AdminUser }>('auth/admins/login', { login: email, password }, { expected: [401, 403, 422, 429] });
      if (!isStaff(answer.data)) {
        setFailure(t('admin.login.not.staff'));
        return;
      }
      adminQueryClient().setQueryData(sessionQuery.queryKey, answer.data);
      await navigate(adminPath(locale), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 422) {
        setFieldErrors(error.fieldErrors);
        return;
      }
      const key = STATUS_MESSAGES[error.status];
      setFailure(error.body?.message ?? (key ? t(key, { seconds: '' }) : t('error.occured')));
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (field: string) => fieldErrors[field]?.join(' ');

  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={400} maw="100%">
        <form onSubmit={submit} noValidate aria-labelledby="admin-login-title">
          <Stack>
            <Title order={1} size="h3" id="admin-login-title">
              {t('admin.login.title')}
            </Title>
            {failure && (
              <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
                {failure}
              </Alert>
            )}
            <TextInput
              label={t('admin.login.email')}
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errorOf('login')}
            />
            <PasswordInput
              label={t('admin.login.password')}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errorOf('password')}
            />
            <Button type="submit" loading={busy} fullWidth>
              {t('admin.login.submit')}
            </Button>
            <LanguageMenu />
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
