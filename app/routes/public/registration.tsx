import { Text, Title } from '@mantine/core';
import type { Route } from './+types/registration';
import { RegistrationForm } from '../../components/account/registration-form.tsx';
import type { PublicRouteHandle } from '../../components/layouts/public-layout.tsx';
import { translate } from '../../i18n/messages.ts';
import { localeFromPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import classes from '../../components/account/account.module.css';

export const handle: PublicRouteHandle = { background: 'gray' };

export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return [{ title: translate(locale, 'registration.meta.title') }, { name: 'description', content: translate(locale, 'registration.meta.description') }];
}

/** `/registration`: a public page, rendered on the server; the form works once the page is interactive. */
export default function Registration() {
  const { t } = useT();
  return (
    <div className={`${classes.page} ${classes.card}`}>
      <Title order={1} mb="xs">
        {t('registration.title')}
      </Title>
      <Text id="registration-intro" mb="lg">
        {t('registration.intro')}
      </Text>
      <RegistrationForm />
    </div>
  );
}
