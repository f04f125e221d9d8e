import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { redirect, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { signIn } from '../../../contracts/routes/auth.ts';
import { call } from '../../api/call.ts';
import { localeFromPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { isStaff } from '../../components/admin/access.ts';
import { adminPath } from '../../components/admin/paths.ts';
import { adminQueryClient, sessionQuery } from '../../components/admin/session.ts';
import { LanguageMenu } from '../../components/admin/language-menu.tsx';
import { deadlineAfter, useSecondsLeft } from '../../components/account/countdown.ts';

/** Already signed in as staff: straight to the back office. */
export async function clientLoader({ request }: { request: Request }) {
  const user = await adminQueryClient()
    .fetchQuery(sessionQuery)
    .catch(() => null);
  if (isStaff(user)) throw redirect(adminPath(localeFromPath(new URL(request.url).pathname)));
  return null;
}

const STATUS_MESSAGES: Record<number, 'wrong.login.or.password' | 'user.account.not.active' | 'too.many.attempts'> = {
  401: 'wrong.login.or.password',
  403: 'user.account.not.active',
  429: 'too.many.attempts',
};

/**
 * SPEC §2 /admins/login: e-mail and password; the server's message is already in the user's language.
 * A 429 counts its Retry-After down; a 422 on `sms_code` asks for the SMS code too (docs/decisions/173).
 */
export default function AdminLogin() {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [smsCode, setSmsCode] = useState('');
  /** The server's "enter the SMS code too" text, once it asked. */
  const [codeRequest, setCodeRequest] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const waitLeft = useSecondsLeft(waitUntil);
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
    setWaitUntil(null);
    try {
      const body = codeRequest ? { login: email, password, sms_code: smsCode.trim() } : { login: email, password };
      const answer = await call(signIn, { params: { area: 'admins' }, body, expected: [401, 403, 422, 429] });
      if (!isStaff(answer.data)) {
        setFailure(t('admin.login.not.staff'));
        return;
      }
      adminQueryClient().setQueryData(sessionQuery.queryKey, answer.data);
      await navigate(adminPath(locale), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 422 && error.fieldErrors.sms_code && !codeRequest) {
        setCodeRequest(error.body?.message ?? t('sign.in.code.required'));
        return;
      }
      if (error.status === 422) {
        setFieldErrors(error.fieldErrors);
        return;
      }
      if (error.status === 429) setWaitUntil(deadlineAfter(error.retryAfterSeconds, Date.now()));
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
            {failure && (waitUntil === null || waitLeft > 0) && (
              <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
                {waitUntil === null ? failure : t('too.many.attempts', { seconds: waitLeft })}
              </Alert>
            )}
            {codeRequest && (
              <Alert color="blue" role="status">
                {codeRequest}
              </Alert>
            )}
            <TextInput
              label={t('admin.login.email')}
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setCodeRequest(null);
              }}
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
            {codeRequest && (
              <TextInput
                label={t('signin.sms.code')}
                description={t('sign.in.code.sent')}
                name="sms_code"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                required
                autoFocus
                value={smsCode}
                onChange={(event) => setSmsCode(event.currentTarget.value)}
                error={errorOf('sms_code')}
              />
            )}
            <Button type="submit" loading={busy} disabled={waitLeft > 0} fullWidth>
              {t('admin.login.submit')}
            </Button>
            <LanguageMenu />
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
