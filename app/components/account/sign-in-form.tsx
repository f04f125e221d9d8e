import './form-styles.ts';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import type { AccountProfile, SignInArea } from './account.ts';
import { requiredFieldErrors } from './form-errors.ts';
import { FormMessage } from './form-message.tsx';
import { passwordRestorePath } from './paths.ts';
import { signIn } from './session.ts';
import { useApiForm } from './use-api-form.ts';

const FIELDS = ['login', 'password'] as const;

/**
 * Login (e-mail or phone) and password for one area. 401, 403 and 429 answers carry their text in
 * the user's language (429 with the seconds to wait); it is shown above the fields.
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
  const [values, setValues] = useState({ login: initialLogin, password: '' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The sign-in contract has no rule beyond "required"; a wrong login is the server's 401.
    if (form.reject(requiredFieldErrors(values, FIELDS, t('validation.required')))) return;
    await form.submit(async () => onSignedIn(await signIn(area, values.login.trim(), values.password)));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormMessage form={form} />
        <TextInput
          id={form.fieldId('login')}
          name="login"
          label={t('signin.login')}
          autoComplete="username"
          data-autofocus
          required
          value={values.login}
          onChange={(event) => setValues({ ...values, login: event.currentTarget.value })}
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
        <Anchor component={Link} to={passwordRestorePath(area, locale)} onClick={onLeave} size="sm">
          {t('signin.forgot')}
        </Anchor>
        <Button type="submit" loading={form.busy} fullWidth>
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
