import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/reports';
import { reportKindFromUrl } from '../../../contracts/appointment-report.ts';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PartnerReport } from '../../components/partner-cabinet/partner-report.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  const waitlist = reportKindFromUrl(new URLSearchParams(location.search)) === 'waitlist';
  return privatePageMeta(location.pathname, waitlist ? 'report.waitlist.title' : 'report.title');
}

/** SPEC §2 partners/reports (docs/decisions/238), with the waitlist tab (docs/decisions/305). */
export default function PartnerReportsPage() {
  const { t } = useT();
  const waitlist = reportKindFromUrl(useSearchParams()[0]) === 'waitlist';
  return (
    <Stack gap="lg">
      <Title order={1}>{t(waitlist ? 'report.waitlist.title' : 'report.title')}</Title>
      <Text>{t(waitlist ? 'report.waitlist.lead' : 'report.lead')}</Text>
      <PartnerReport />
    </Stack>
  );
}
