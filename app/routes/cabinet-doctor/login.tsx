import { Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { privatePageMeta } from '../../components/account/meta.ts';
import { NEXT_QUERY, signInTarget } from '../../components/account/paths.ts';
import { loadAccount } from '../../components/account/session.ts';
import { SignInForm } from '../../components/account/sign-in-form.tsx';
import { LoginLayout } from '../../components/layouts/login-layout.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'cabinet.doctor.login.title');
}

/** `/cabinet-doctor/login`: doctors sign in here (SPEC §2 login layout), not in the public header. */
export default function DoctorLogin() {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get(NEXT_QUERY);

  useEffect(() => {
    // Already signed in as a doctor: straight on to the cabinet.
    loadAccount()
      .then((account) => {
        if (account?.user_type === 'doctor') void navigate(signInTarget('doctor', locale, next), { replace: true });
      })
      .catch(() => undefined);
  }, [locale, navigate, next]);

  return (
    <LoginLayout>
      <Title order={1} size="h2" mb="lg">
        {t('cabinet.doctor.login.title')}
      </Title>
      <SignInForm area="doctors" onSignedIn={(account) => void navigate(signInTarget(account.user_type, locale, next), { replace: true })} />
    </LoginLayout>
  );
}
