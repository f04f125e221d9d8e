import '../forms/form-styles.ts';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { setAccount } from './account-store.ts';
import { withoutEmpty } from '../forms/form-errors.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { NEXT_QUERY, signInTarget } from './paths.ts';
import { EMPTY_PERSONAL, PERSONAL_FIELDS, PersonalFields, personalBody, type PersonalValues } from './personal-fields.tsx';
import { call } from '../../api/call.ts';
import { REFERRAL_QUERY, normalizeReferralCode, referralCodeFromCookies, referralCookie } from '../../../contracts/referral-code.ts';
import { accountRoutes, accountSchemas, preloadFormCode } from './on-demand.ts';
import { requestSignIn } from './sign-in-request.ts';
import { useApiForm } from '../forms/use-api-form.ts';

type RegistrationValues = PersonalValues & { password: string; password_confirmation: string };
const FIELDS = [...PERSONAL_FIELDS, 'password', 'password_confirmation'];
const EMPTY: RegistrationValues = { ...EMPTY_PERSONAL, password: '', password_confirmation: '' };

/**
 * Patient registration (SPEC §2, §3 Patient). The server's 422 texts go under their fields; when it
 * refuses the e-mail (already registered: "please log in") the form offers to sign in with it.
 */
export function RegistrationForm() {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useApiForm('registration', FIELDS);
  const linkCode = normalizeReferralCode(searchParams.get(REFERRAL_QUERY));
  // The share link's code, else the one a link opened earlier in this browser remembers (docs/decisions/265).
  const [rememberedCode, setRememberedCode] = useState<string | null>(null);
  useEffect(() => {
    if (linkCode) document.cookie = referralCookie(linkCode, window.location.protocol === 'https:');
    else setRememberedCode(referralCodeFromCookies(document.cookie));
  }, [linkCode]);
  const referralCode = linkCode ?? rememberedCode;
  const [values, setValues] = useState(EMPTY);
  const change = (field: keyof RegistrationValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const middleName = values.middle_name.trim();
    const body = {
      ...personalBody(values),
      ...(middleName ? { middle_name: middleName } : {}),
      ...withoutEmpty({ password: values.password, password_confirmation: values.password_confirmation }),
      // A friend's share link (`?ref=`, docs/decisions/230); a code that cannot be one is not sent.
      ...(referralCode ? { referral_code: referralCode } : {}),
    };
    if (!(await form.check(async () => (await accountSchemas()).ZRegisterPatientRequest, body))) return;
    await form.submit(async () => {
      const answer = await call((await accountRoutes()).registerPatient, { body, expected: [422, 429] });
      setAccount(answer.data);
      // Back to where the visitor came from (a booking page), else the cabinet.
      await navigate(signInTarget('patient', locale, searchParams.get(NEXT_QUERY)));
    });
  }

  const signInWithEmail = () => requestSignIn({ area: 'patients', login: values.email.trim() });
  // SPEC §8 "already registered, please log in": offer exactly that, with the e-mail filled in.
  const emailRegistered = form.source === 'server' && Boolean(form.errors.email?.includes(t('user.email.already.registered')));

  return (
    <form onSubmit={submit} onFocus={preloadFormCode} noValidate aria-describedby="registration-intro">
      <Stack gap="lg">
        <FormMessage form={form} />
        <PersonalFields
          values={values}
          onChange={change}
          form={form}
          afterEmail={
            emailRegistered && (
              <Button variant="light" size="compact-sm" mt="xs" onClick={signInWithEmail}>
                {t('registration.email.sign.in')}
              </Button>
            )
          }
        />
        <NewPasswordFields values={values} onChange={change} form={form} />
        <Button type="submit" loading={form.busy} size="md">
          {t('registration.submit')}
        </Button>
        <Text size="sm">
          {t('registration.have.account')}{' '}
          <Anchor component="button" type="button" underline="always" onClick={() => requestSignIn({ area: 'patients' })}>
            {t('signin.open')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
