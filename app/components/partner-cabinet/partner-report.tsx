import '../forms/form-styles.ts';
import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  REPORT_KINDS,
  reportFiltersFromUrl,
  reportKindFromUrl,
  type TAppointmentReport,
  type TAppointmentReportFilters,
  type TReportKind,
} from '../../../contracts/appointment-report.ts';
import { WAITLIST_REPORT_DAYS } from '../../../contracts/waitlist-report.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import { Pagination } from '../content/pagination.tsx';
import { downloadReportCsv, partnerReportSource, reportQuery, waitlistFilters } from './partner-cabinet-api.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportFilters } from './report-filters.tsx';
import type { ReportSource } from './report-source.ts';
import { ReportTable } from './report-table.tsx';
import { WaitlistReport } from './waitlist-report.tsx';
import classes from '../booking/booking.module.css';
import styles from './report.module.css';
import { CLINIC_TIME_ZONE } from '../../../contracts/zoned-time.ts';

const kyivToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: CLINIC_TIME_ZONE }).format(new Date());

/**
 * SPEC §2 partners/reports and admins/reports (docs/decisions/238, 275, 305): two tabs, the appointments and the
 * waitlist, each with its filters in the URL, totals, a chart, the table and its CSV. `source` says whose
 * report: the partner's own (default) or every partner's.
 */
export function PartnerReport({ source = partnerReportSource }: { source?: ReportSource }) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const kind = reportKindFromUrl(params);
  // A tab starts from its own default period and no filters: the other tab's format or result means nothing here.
  const open = (next: string | null) => setParams(new URLSearchParams(next === 'waitlist' ? { kind: next } : {}));
  return (
    <Tabs value={kind} onChange={open} keepMounted={false}>
      <Tabs.List aria-label={t('report.kinds')}>
        {REPORT_KINDS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`report.kind.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {REPORT_KINDS.map((value) => (
        <Tabs.Panel key={value} value={value} pt="lg">
          <ReportTab kind={value} source={source} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function ReportTab({ kind, source }: { kind: TReportKind; source: ReportSource }) {
  const { t, locale } = useT();
  const [params, setParams] = useSearchParams();
  const [today] = useState(kyivToday);
  const daysAhead = kind === 'waitlist' ? WAITLIST_REPORT_DAYS : undefined;
  const { page, ...filters } = reportFiltersFromUrl(params, today, { withPartner: source.withPartner, daysAhead });
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const ofKind = (query: Record<string, string>) => new URLSearchParams(kind === 'waitlist' ? { kind, ...query } : query);

  async function download() {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      if (kind === 'waitlist') await downloadReportCsv(waitlistFilters(filters), locale, source.waitlist.csvUrl, 'waitlist');
      else await downloadReportCsv(filters, locale, source.csvUrl);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  let body: ReactNode;
  if (kind === 'waitlist') body = <WaitlistReport filters={waitlistFilters(filters)} page={page} source={source} />;
  else body = <AppointmentReport filters={filters} page={page} source={source} />;
  return (
    <Stack gap="lg">
      <ReportFilters
        kind={kind}
        filters={filters}
        source={source}
        onApply={(next: TAppointmentReportFilters) => setParams(ofKind(reportQuery(kind === 'waitlist' ? waitlistFilters(next) : next)))}
        onReset={() => setParams(ofKind({}))}
        onDownload={() => void download()}
        downloading={downloading}
      />
      {downloadFailed && (
        <Alert color="red" role="alert">
          {t('report.download.failed')}
        </Alert>
      )}
      {body}
    </Stack>
  );
}

function AppointmentReport({ filters, page, source }: { filters: TAppointmentReportFilters; page: number; source: ReportSource }) {
  const { locale } = useT();
  const query = useQuery({
    queryKey: [source.key, 'report', locale, { ...filters, page }],
    queryFn: ({ signal }) => source.report({ ...filters, page }, signal),
    placeholderData: (previous) => previous,
  });
  return (
    <QueryState query={query}>
      {(report) => <ReportBody report={report} from={filters.from} to={filters.to} appointmentPath={source.appointmentPath} />}
    </QueryState>
  );
}

function ReportBody({ report, from, to, appointmentPath }: { report: TAppointmentReport; from: string; to: string; appointmentPath: (id: number) => string }) {
  const { t } = useT();
  return (
    <Stack gap="lg">
      <section aria-labelledby="report-totals" className={classes.card}>
        <Title order={2} id="report-totals" fz="h3">
          {t('report.totals')}
        </Title>
        <dl className={styles.totals}>
          <div className={styles.total}>
            <dt>{t('report.total.approved')}</dt>
            <dd data-total="approved">{report.totals.approved}</dd>
          </div>
          <div className={styles.total}>
            <dt>{t('report.total.rejected')}</dt>
            <dd data-total="rejected">{report.totals.rejected}</dd>
          </div>
        </dl>
      </section>
      {report.meta.total === 0 ? (
        <Text className={classes.muted} role="status">
          {t('report.empty')}
        </Text>
      ) : (
        <>
          <section className={classes.card}>
            <ReportChart
              days={report.days}
              series={[
                { field: 'approved', label: t('report.total.approved'), className: styles.approved },
                { field: 'rejected', label: t('report.total.rejected'), className: styles.rejected },
              ]}
              from={from}
              to={to}
              title={t('report.chart.title')}
              summary={t('report.chart.summary', { from, to, approved: report.totals.approved, rejected: report.totals.rejected })}
            />
          </section>
          {report.reasons.length > 0 && (
            <section aria-labelledby="report-reasons" className={classes.card}>
              <Title order={2} id="report-reasons" fz="h3">
                {t('report.reasons.title')}
              </Title>
              <ul className={styles.reasons}>
                {report.reasons.map((reason) => (
                  <li key={reason.reason ?? ''}>
                    {reason.reason ?? t('report.reasons.none')} — {reason.count}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Stack gap="sm">
            <Text className={classes.muted} role="status">
              {t('report.count', { n: report.meta.total })}
            </Text>
            <ReportTable rows={report.data} appointmentPath={appointmentPath} />
            <Pagination current={report.meta.current_page} total={report.meta.total_pages} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
