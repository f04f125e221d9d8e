import '../forms/form-styles.ts';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { reportFiltersFromUrl, type TAppointmentReport, type TAppointmentReportFilters } from '../../../contracts/appointment-report.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import { Pagination } from '../content/pagination.tsx';
import { downloadReportCsv, partnerReportSource, reportQuery } from './partner-cabinet-api.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportFilters } from './report-filters.tsx';
import type { ReportSource } from './report-source.ts';
import { ReportTable } from './report-table.tsx';
import classes from '../booking/booking.module.css';
import styles from './report.module.css';
import { CLINIC_TIME_ZONE } from '../../../contracts/zoned-time.ts';

const kyivToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: CLINIC_TIME_ZONE }).format(new Date());

/**
 * SPEC §2 partners/reports and admins/reports (docs/decisions/238, 275): filters in the URL, totals, a chart,
 * reasons, the table and its CSV. `source` says whose report: the partner's own (default) or every partner's.
 */
export function PartnerReport({ source = partnerReportSource }: { source?: ReportSource }) {
  const { t, locale } = useT();
  const [params, setParams] = useSearchParams();
  const [today] = useState(kyivToday);
  const { page, ...filters } = reportFiltersFromUrl(params, today, source.withPartner);
  const query = useQuery({
    queryKey: [source.key, 'report', locale, { ...filters, page }],
    queryFn: ({ signal }) => source.report({ ...filters, page }, signal),
    placeholderData: (previous) => previous,
  });
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  async function download() {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadReportCsv(filters, locale, source.csvUrl);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack gap="lg">
      <ReportFilters
        filters={filters}
        source={source}
        onApply={(next: TAppointmentReportFilters) => setParams(new URLSearchParams(reportQuery(next)))}
        onReset={() => setParams(new URLSearchParams())}
        onDownload={() => void download()}
        downloading={downloading}
      />
      {downloadFailed && (
        <Alert color="red" role="alert">
          {t('report.download.failed')}
        </Alert>
      )}
      <QueryState query={query}>
        {(report) => <ReportBody report={report} from={filters.from} to={filters.to} appointmentPath={source.appointmentPath} />}
      </QueryState>
    </Stack>
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
            <ReportChart days={report.days} from={from} to={to} />
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
