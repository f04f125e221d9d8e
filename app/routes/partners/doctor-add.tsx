import { Stack, Title } from '@mantine/core';
import type { Route } from './+types/doctor-add';
import { privatePageMeta } from '../../components/account/meta.ts';
import { DoctorPage } from '../../components/partners/doctor-page.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'partner.doctor.add.title');
}

/** SPEC §2 `partners/doctors/add`: a new doctor at the partner's clinics. */
export default function PartnerDoctorAdd() {
  const { t } = useT();
  return (
    <Stack gap="lg">
      <DoctorPage.Back />
      <Title order={1}>{t('partner.doctor.add.title')}</Title>
      <DoctorPage />
    </Stack>
  );
}
