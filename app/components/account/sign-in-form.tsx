import '../forms/form-styles.ts';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import type { AccountProfile, SignInArea } from './account.ts';
import { deadlineAfter, useSecondsLeft } from './countdown.ts';
import { isApiError, requiredFieldErrors } from '../forms/form-errors.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { passwordRestorePath } from './paths.ts';
import { signIn } from './session.ts';
import { useApiForm } from '../forms/use-api-form.ts';

const FIELDS = ['login', 'password', 'sms_code'] as const;
const CREDENTIALS = ['login', 'password'] as const;

/**
 * Login (e-mail or phone) and password for one area. 401 and 403 answers carry their text in the
 * user's language; it is shown above the fields. A 429 counts its Retry-After down with the button
 * held; a 422 on `sms_code` means this account and address failed too often and the SMS code is
 * needed as well (docs/decisions/173): the code field appears.
 */
export function SignInForm({
  area,
  initialLogin = '',
  onSignedIn,
  onLeave,
}: {
  area: SignInArea;
  initialLogin?: string;
  onSignedIn: (account: AccountProfile) => void;
  /** A link inside the form is about to leave (a dialog closes). */
  onLeave?: () => void;
}) {
  const { t, locale } = useT();
  const form = useApiForm(`sign-in-${area}`, FIELDS);
  const [values, setValues] = useState({ login: initialLogin, password: '', sms_code: '' });
  /** The server's "enter the SMS code too" text, once it asked. */
  const [codeRequest, setCodeRequest] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const waitLeft = useSecondsLeft(waitUntil);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The sign-in contract has no rule beyond "required"; a wrong login is the server's 401.
    if (form.reject(requiredFieldErrors(values, codeRequest ? FIELDS : CREDENTIALS, t('validation.required')))) return;
    setWaitUntil(null);
    await form.submit(async () => {
      try {
        onSignedIn(await signIn(area, values.login.trim(), values.password, codeRequest ? values.sms_code.trim() : undefined));
      } catch (error) {
        if (isApiError(error) && error.status === 429) setWaitUntil(deadlineAfter(error.retryAfterSeconds, Date.now()));
        if (isApiError(error) && error.status === 422 && error.fieldErrors.sms_code && !codeRequest) {
          setCodeRequest(error.body?.message ?? t('sign.in.code.required'));
          requestAnimationFrame(() => document.getElementById(form.fieldId('sms_code'))?.focus());
          return;
        }
        throw error;
      }
    });
  }

  const changeLogin = (login: string) => {
    setValues({ ...values, login, sms_code: '' });
    // The code belongs to the account that asked for it.
    setCodeRequest(null);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {waitUntil === null ? (
          <FormMessage form={form} />
        ) : (
          waitLeft > 0 && (
            <Alert color="red" role="alert" ref={form.alertRef} tabIndex={-1}>
              {t('too.many.attempts', { seconds: waitLeft })}
            </Alert>
          )
        )}
        {codeRequest && (
          <Alert color="blue" role="status">
            {codeRequest}
          </Alert>
        )}
        <TextInput
          id={form.fieldId('login')}
          name="login"
          label={t('signin.login')}
          autoComplete="username"
          data-autofocus
          required
          value={values.login}
          onChange={(event) => changeLogin(event.currentTarget.value)}
          error={form.errorOf('login')}
        />
        <PasswordInput
          id={form.fieldId('password')}
          name="password"
          label={t('signin.password')}
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.currentTarget.value })}
          error={form.errorOf('password')}
        />
        {codeRequest && (
          <TextInput
            id={form.fieldId('sms_code')}
            name="sms_code"
            label={t('signin.sms.code')}
            description={t('sign.in.code.sent')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            required
            data-autofocus
            value={values.sms_code}
            onChange={(event) => setValues({ ...values, sms_code: event.currentTarget.value })}
            error={form.errorOf('sms_code')}
          />
        )}
        <Anchor component={Link} to={passwordRestorePath(area, locale)} onClick={onLeave} size="sm">
          {t('signin.forgot')}
        </Anchor>
        <Button type="submit" loading={form.busy} disabled={waitLeft > 0} fullWidth>
          {t('signin.submit')}
        </Button>
        {area === 'patients' && (
          <Text size="sm">
            {t('signin.no.account')}{' '}
            <Anchor component={Link} to={localizedPath('/registration', locale)} onClick={onLeave} underline="always">
              {t('signin.register')}
            </Anchor>
          </Text>
        )}
        {area === 'partners' && (
          <Text size="sm" c="dimmed">
            {t('signin.partners.note')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
