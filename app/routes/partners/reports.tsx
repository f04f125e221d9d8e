import { Stack, Text, Title } from '@mantine/core';
import type { Route } from './+types/reports';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PartnerReport } from '../../components/partner-cabinet/partner-report.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'report.title');
}

/** SPEC §2 partners/reports (docs/decisions/238). */
export default function PartnerReportsPage() {
  const { t } = useT();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('report.title')}</Title>
      <Text>{t('report.lead')}</Text>
      <PartnerReport />
    </Stack>
  );
}
