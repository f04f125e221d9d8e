import { Stack, Title } from '@mantine/core';
import type { Route } from './+types/general-information';
import { ChangePasswordForm } from '../../components/account/change-password-form.tsx';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PatientProfileForm } from '../../components/account/patient-profile-form.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'cabinet.general.information');
}

/** SPEC §2 patients/general-information: the profile and the password change. */
export default function PatientGeneralInformation() {
  const { t } = useT();
  return (
    <Stack gap="xl">
      <Title order={1}>{t('cabinet.general.information')}</Title>
      <PatientProfileForm />
      <ChangePasswordForm />
    </Stack>
  );
}
