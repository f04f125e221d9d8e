import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { reportKindFromUrl } from '../../../contracts/appointment-report.ts';
import { resources } from '../../../resources/registry.ts';
import { visibleSections } from '../../components/admin/access.ts';
import { NoAccess } from '../../components/admin/no-access.tsx';
import { staffReportSource } from '../../components/admin/reports/staff-report-api.ts';
import { sessionQuery } from '../../components/admin/session.ts';
import { PartnerReport } from '../../components/partner-cabinet/partner-report.tsx';
import { useT } from '../../i18n/use-t.ts';
import styles from '../../components/admin/reports/staff-report.module.css';

/** SPEC §2 `admins/reports`: the partners' appointment and waitlist reports across every partner (docs/decisions/238, 275, 305). */
export default function AdminReportsPage() {
  const { t } = useT();
  const { data: user } = useQuery(sessionQuery);
  const waitlist = reportKindFromUrl(useSearchParams()[0]) === 'waitlist';
  if (!visibleSections(user, resources).includes('reports')) return <NoAccess />;
  return (
    <Stack gap="lg" className={styles.report}>
      <Title order={1} size="h2">
        {t(waitlist ? 'admin.report.waitlist.title' : 'admin.report.title')}
      </Title>
      <Text>{t(waitlist ? 'admin.report.waitlist.lead' : 'admin.report.lead')}</Text>
      <PartnerReport source={staffReportSource} />
    </Stack>
  );
}
