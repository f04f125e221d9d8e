import { Stack, Text, Title } from '@mantine/core';
import type { Route } from './+types/medical-institutions';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PartnerClinicList } from '../../components/partner-cabinet/clinic-list.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'partner.clinics.title');
}

/** SPEC §2 partners/medical-institutions (docs/decisions/237). */
export default function PartnerClinicsPage() {
  const { t } = useT();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('partner.clinics.title')}</Title>
      <Text>{t('partner.clinics.lead')}</Text>
      <PartnerClinicList />
    </Stack>
  );
}
